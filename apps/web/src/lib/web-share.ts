export type TShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

/** Desktop Chromium on Linux, Firefox and older phones have no Web Share API. */
export function canUseWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Whether the share sheet takes a file (Android Chrome and iOS Safari do; most desktops do not). */
export function canShareFiles(): boolean {
  if (!canUseWebShare() || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'recibo.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

export async function share(data: ShareData): Promise<TShareOutcome> {
  if (!canUseWebShare()) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // Closing the share sheet rejects with AbortError: the seller changed their mind, nothing failed.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'failed';
  }
}

/** A PDF through the share sheet, under its file name, with the words the chat shows beside it. */
export function sharePdf(
  pdf: Blob,
  fileName: string,
  words: Pick<ShareData, 'title' | 'text'> = {},
): Promise<TShareOutcome> {
  return share({ files: [new File([pdf], fileName, { type: 'application/pdf' })], ...words });
}
