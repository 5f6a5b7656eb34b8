import type { FieldErrors } from 'react-hook-form';
import { SALE_ERROR_BANNER_MS } from '@cuadre/shared/sales/constants';
import { STOCK_ERROR_BANNER_MS } from '@cuadre/shared/stock/constants';
import { readChargeAmount } from '@cuadre/shared/sales/extra-charges';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';

/**
 * The message the seller reads first, in the order they can fix things: the cart itself, then the client, then
 * the initial payment, then anything else the request schema refused.
 */
const ERROR_ORDER = ['items', 'clientId', 'initialPaymentAmount'] as const;

/** The first message of a field's errors, nested ones included (a line of `items`, a charge). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the field's DOM element: nothing to read there, and a graph too large to walk.
    if (key === 'ref') continue;
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

/** What the banner says when the schema refuses the sale, and for how long. */
export function refusalBanner(
  errors: FieldErrors,
  hasItems: boolean,
): { message: string; durationMs: number } {
  const all = errors as Record<string, unknown>;
  for (const path of [...ERROR_ORDER, ...Object.keys(all)]) {
    const message = firstMessage(all[path]);
    // Only the cart's stock rule puts a message on the lines of a non-empty cart: it stays longer (spec §9).
    const isStock = path === 'items' && hasItems;
    if (message) return { message, durationMs: isStock ? STOCK_ERROR_BANNER_MS : SALE_ERROR_BANNER_MS };
  }
  return { message: SALE_MESSAGES.createError, durationMs: SALE_ERROR_BANNER_MS };
}

/**
 * A named charge whose amount cannot be read for sure stops the sale: dropping it, as the spec does with an
 * empty one, would sell without a charge the seller typed. Answers the banner's text, or null.
 */
export function unreadableCharge(charges: readonly { name: string; amount: string }[]): string | null {
  for (const row of charges) {
    const read = readChargeAmount(row.amount);
    if (row.name.trim() !== '' && read !== null && !read.ok) return `${row.name.trim()}: ${read.message}`;
  }
  return null;
}
