import type { TCartItem } from '../sales/cart';
import type { TDiscountKind } from './constants';
import type { TDiscountAsked } from './discounts';
import { priceSourceLabel } from './messages';
import { linePriceOf, type TListPrice } from './price-rules';

/** A discount as the seller types it in the cart (decision record 031). */
export interface TCartDiscount {
  kind: TDiscountKind;
  value: number;
  reason: string;
}

/** How the cart prices this sale: its list (null: Detal), each product line's discount, the sale's. */
export interface TCartPricing {
  priceListId: string | null;
  lineDiscounts: Record<string, TCartDiscount>;
  saleDiscount: TCartDiscount | null;
}

export const NO_CART_PRICING: TCartPricing = { priceListId: null, lineDiscounts: {}, saleDiscount: null };

/** A cart line priced: `price` is the one the sale takes, `detal` the product's own, `priceNote` where it came from. */
export type TPricedCartItem = TCartItem & { detal: number; priceNote: string | null };

/**
 * The cart's lines at the list's prices (the stored lines keep the detal price they were added with): each
 * line takes linePriceOf its quantity, and says which list and tier gave it.
 */
export function pricedCartItems(
  items: readonly TCartItem[],
  list: { name: string; percentOff: number | null } | null,
  pricesByProduct: ReadonlyMap<string, readonly TListPrice[]>,
): TPricedCartItem[] {
  return items.map((item) => {
    if (!list) return { ...item, detal: item.price, priceNote: null };
    const priced = linePriceOf(item.price, list, pricesByProduct.get(item.productId) ?? [], item.quantity);
    const isListPrice = priced.minQuantity !== null || list.percentOff !== null;
    return {
      ...item,
      price: priced.price,
      detal: item.price,
      priceNote: isListPrice ? priceSourceLabel(list.name, priced.minQuantity) : null,
    };
  });
}

/**
 * The discounts the cart asks, as POST /sales takes them: a product line's by its index among the sale's lines
 * (products come first, then the extra charges), the sale's without one.
 */
export function cartDiscountsAsked(items: readonly TCartItem[], pricing: TCartPricing): TDiscountAsked[] {
  const asked: TDiscountAsked[] = [];
  items.forEach((item, line) => {
    const discount = pricing.lineDiscounts[item.productId];
    if (discount) asked.push({ line, ...discount });
  });
  if (pricing.saleDiscount) asked.push({ ...pricing.saleDiscount });
  return asked;
}
