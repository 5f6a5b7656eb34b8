import { fromCents, multiplyCents } from '../money/money';
import { applyDiscounts, type TDiscountAsked } from '../prices/discounts';
import type { TTaxClass, TTaxSettings } from '../tax/constants';
import { taxLinesOf, type TTaxLine } from '../tax/iva';

/** What a sale comes to, as the cart shows it and the server writes it. */
export interface TSaleTotals {
  /** Its lines before discounts and IVA on top. */
  subtotal: number;
  discountTotal: number;
  taxLines: TTaxLine[];
  taxTotal: number;
  total: number;
}

/**
 * A sale's figures from its lines (a product line's class; an extra charge has none and is outside IVA), its
 * discounts (decision record 031) and how the shop charges IVA (decision record 032): the discounts come off
 * the lines, then IVA per rate. A discount that cannot apply (larger than what it applies to) is left out, as
 * the request's check refuses it.
 */
export function saleTotalsOf(
  lines: readonly { price: number; quantity: number; taxClass?: TTaxClass | null | undefined }[],
  discounts: readonly TDiscountAsked[] | undefined,
  settings: TTaxSettings,
): TSaleTotals {
  const lineCents = lines.map((line) => multiplyCents(line.price, line.quantity));
  const applied = discounts && discounts.length > 0 ? applyDiscounts(lineCents, discounts) : null;
  const iva = taxLinesOf(
    lines.map((line, index) => ({
      taxClass: line.taxClass ?? 'EXEMPT',
      cents: (lineCents[index] ?? 0) - (applied?.lineCents[index] ?? 0),
    })),
    settings,
  );
  return {
    subtotal: fromCents(lineCents.reduce((sum, cents) => sum + cents, 0)),
    discountTotal: fromCents(applied?.totalCents ?? 0),
    taxLines: iva.taxLines,
    taxTotal: fromCents(iva.taxCents),
    total: fromCents(iva.totalCents),
  };
}
