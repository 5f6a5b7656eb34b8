import { ZAdjustmentRequest, type TAdjustmentRequest } from '@cuadre/shared/stock/schemas';
import type { TAdjustmentReason } from '@cuadre/shared/stock/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { fitsUnit, isWeighedUnit } from '@cuadre/shared/stock/quantity';
import { readWeighedQuantity } from '@/lib/quantity';

/** What was typed as counted for one product, and how that product is counted (design §13). */
export type TTypedCount = { text: string; unit: TProductUnit };

/** What was typed as counted, by product id, kept while the seller pages through the list. */
export type TTypedCounts = Record<string, TTypedCount>;

/**
 * The number typed, or null while the field is empty. A weighed text that cannot be read is NaN; anything else
 * that is no count (2.5 units, −1) is left to isValidCount and checkCount.
 */
export function countedValue({ text, unit }: TTypedCount): number | null {
  if (isWeighedUnit(unit)) {
    const read = readWeighedQuantity(text);
    if (read === null) return null;
    return read.ok ? read.value : Number.NaN;
  }
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A count that can be posted: 0 or more, whole for a product sold by the unit, to 3 decimals if weighed. */
export function isValidCount(value: number | null, unit: TProductUnit): value is number {
  return value !== null && Number.isFinite(value) && value >= 0 && fitsUnit(value, unit);
}

/**
 * What the shared schema cannot know, as the server says it: a weighed text that cannot be read, in its own
 * words, and a count of units that is not whole (the schema takes 3 decimals for any product).
 */
function unitMessage(typed: TTypedCount): string | null {
  if (isWeighedUnit(typed.unit)) {
    const read = readWeighedQuantity(typed.text);
    return read && !read.ok ? read.message : null;
  }
  const value = countedValue(typed);
  return value !== null && Number.isFinite(value) && value >= 0 && !Number.isInteger(value)
    ? VALIDATION.wholeUnitsOnly
    : null;
}

export type TCountCheck =
  | { ok: true; request: TAdjustmentRequest }
  | { ok: false; lineErrors: Record<string, string>; formError: string | null; noteError: string | null };

/**
 * The adjustment to post: only the products whose count was typed, checked by the shared schema so every
 * message is the server's own. A line's message is keyed by its product's id, as the list shows it.
 */
export function checkCount(counts: TTypedCounts, reason: TAdjustmentReason, note: string): TCountCheck {
  const typed = Object.entries(counts).filter(([, count]) => countedValue(count) !== null);
  const parsed = ZAdjustmentRequest.safeParse({
    reason,
    note,
    lines: typed.map(([productId, count]) => ({ productId, countedQuantity: countedValue(count) })),
  });
  const lineErrors: Record<string, string> = {};
  for (const [productId, count] of typed) {
    const message = unitMessage(count);
    if (message) lineErrors[productId] = message;
  }
  if (parsed.success && Object.keys(lineErrors).length === 0) return { ok: true, request: parsed.data };
  let formError: string | null = null;
  let noteError: string | null = null;
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index] = issue.path;
    const productId = typeof index === 'number' ? typed[index]?.[0] : undefined;
    if (field === 'lines' && productId) lineErrors[productId] ??= issue.message;
    else if (field === 'note') noteError ??= issue.message;
    else formError ??= issue.message;
  }
  return { ok: false, lineErrors, formError, noteError };
}
