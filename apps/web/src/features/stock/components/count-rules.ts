import { ZAdjustmentRequest, type TAdjustmentRequest } from '@cuadre/shared/schemas/stock';
import type { TAdjustmentReason } from '@cuadre/shared/constants';

/** What was typed as counted, by product id, kept while the seller pages through the list. */
export type TTypedCounts = Record<string, string>;

/** The number typed, or null while the field is empty. Anything else (NaN, 2.5, −1) the schema refuses. */
export function countedValue(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A count that can be posted: a whole number of 0 or more. */
export function isValidCount(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 0;
}

export type TCountCheck =
  | { ok: true; request: TAdjustmentRequest }
  | { ok: false; lineErrors: Record<string, string>; formError: string | null; noteError: string | null };

/**
 * The adjustment to post: only the products whose count was typed, checked by the shared schema so every
 * message is the server's own. A line's message is keyed by its product's id, as the list shows it.
 */
export function checkCount(counts: TTypedCounts, reason: TAdjustmentReason, note: string): TCountCheck {
  const typed = Object.entries(counts).filter(([, text]) => countedValue(text) !== null);
  const parsed = ZAdjustmentRequest.safeParse({
    reason,
    note,
    lines: typed.map(([productId, text]) => ({ productId, countedQuantity: countedValue(text) })),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const lineErrors: Record<string, string> = {};
  let formError: string | null = null;
  let noteError: string | null = null;
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const productId = typeof index === 'number' ? typed[index]?.[0] : undefined;
    if (field === 'lines' && productId) lineErrors[productId] ??= issue.message;
    else if (field === 'note') noteError ??= issue.message;
    else formError ??= issue.message;
  }
  return { ok: false, lineErrors, formError, noteError };
}
