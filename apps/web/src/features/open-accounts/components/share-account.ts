import { buildOpenAccountShareText, type TShareableOpenAccount } from '@cuadre/shared/domain/share-text';
import { browserTimeZone } from './format-account';

export type TShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

/** The summary text a seller sends to the client (spec §2 "Sharing"), dated in the shop's zone. */
export function accountShareText(account: TShareableOpenAccount): string {
  return buildOpenAccountShareText(account, { timeZone: browserTimeZone() });
}

/** Desktop Chromium on Linux, Firefox and older phones have no Web Share API. */
export function canUseWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Where the browser cannot share, WhatsApp (what Venezuelan shops use) still takes the text by link. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export async function shareText(title: string, text: string): Promise<TShareOutcome> {
  if (!canUseWebShare()) return 'unsupported';
  try {
    await navigator.share({ title, text });
    return 'shared';
  } catch (error) {
    // Closing the share sheet rejects with AbortError: the seller changed their mind, nothing failed.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'failed';
  }
}
