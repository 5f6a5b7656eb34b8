import { multiplyCents, toCents } from '@cuadre/shared/money/money';
import { exceedsDiscountLimit } from '@cuadre/shared/prices/discounts';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { linePriceOf } from '@cuadre/shared/prices/price-rules';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TShopId } from '../../lib/auth/shop-scope';
import { spendApproval } from '../../lib/auth/spend-approval';
import { findReferencePrices, type TReferencePriceRow } from '../prices/price-lists.repository';
import type { TSaleEntry, TSaleLine } from './write-sales.statement';

/** Who sells with a maximum discount, and the approval their request carries (X-Approval), if any. */
export interface TDiscountSeller {
  shopId: TShopId;
  memberId: string;
  approval: string | null;
  /** Their role's maximum in percent; null: none (the owner's case, and every role's until the owner sets one). */
  discountLimit: number | null;
}

/** A line's discount in cents, and what the line costs at its list's price before it. */
function lineDiscount(line: TSaleLine, reference: TReferencePriceRow | undefined) {
  const charged = multiplyCents(line.unitPrice, line.quantity);
  const own = toCents(line.discount);
  if (!line.productId || !reference) return { discount: own, before: charged };
  const list = reference.listed
    ? { percentOff: reference.percent_off === null ? null : Number(reference.percent_off) }
    : null;
  const prices = reference.prices.map((tier) => ({
    minQuantity: Number(tier.minQuantity),
    price: Number(tier.price),
  }));
  const before = multiplyCents(
    linePriceOf(Number(reference.detal), list, prices, line.quantity).price,
    line.quantity,
  );
  // A line sold below its list's price counts as a discount, so that a maximum is not stepped around.
  return { discount: own + Math.max(0, before - charged), before };
}

/**
 * A member's discounts stay within their role's maximum (decision record 031), line by line and in all, measured
 * against the lines at the sale's list's prices. Past it, the sale is 409 DISCOUNT_OVER_LIMIT unless it carries an
 * approval of 'sale.discount' asked by this member, spent here in the sale's transaction.
 */
export async function assertDiscountWithinLimit(
  tx: TDbOrTx,
  seller: TDiscountSeller,
  entry: TSaleEntry,
): Promise<void> {
  const limit = seller.discountLimit;
  if (limit === null) return;
  const productIds = [...new Set(entry.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const references = new Map(
    (await findReferencePrices(tx, seller.shopId, productIds, entry.sale.priceListId)).map((row) => [
      row.id,
      row,
    ]),
  );
  let discount = 0;
  let before = 0;
  let isLineOver = false;
  for (const line of entry.lines) {
    const measured = lineDiscount(line, line.productId ? references.get(line.productId) : undefined);
    isLineOver ||= exceedsDiscountLimit(limit, measured.discount, measured.before);
    discount += measured.discount;
    before += measured.before;
  }
  // The sale's own discount is already in its lines' shares.
  if (!isLineOver && !exceedsDiscountLimit(limit, discount, before)) return;
  const approved =
    seller.approval !== null &&
    (await spendApproval(tx, {
      id: seller.approval,
      shop: seller.shopId,
      action: 'sale.discount',
      member: seller.memberId,
    })) !== null;
  if (approved) return;
  throw new AppError(409, 'DISCOUNT_OVER_LIMIT', PRICE_MESSAGES.discountOverLimit(limit), undefined, {
    approvalAction: 'sale.discount',
  });
}
