import { divideRounded, fromCents, toCents } from '../money/money';

/** A list's price of a product from a quantity on (decision record 031); minQuantity 1 is its price for any. */
export interface TListPrice {
  minQuantity: number;
  price: number;
}

/** The price a line takes, and where it came from (null minQuantity: the detal price or the list's percentage). */
export interface TLinePrice {
  price: number;
  minQuantity: number | null;
}

/** A percentage with 2 decimals as whole hundredths of a percent: 12.5 → 1250. */
export function basisPoints(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

/** `cents` less `percent` of it, rounded to the cent: what a percentage off leaves. */
export function centsLessPercent(cents: number, percent: number): number {
  return Number(divideRounded(BigInt(cents) * (10_000n - basisPoints(percent)), 10_000n));
}

/**
 * The price of `quantity` units of a product whose detal price is `detal`, in a list (null: Detal): the list's
 * own price with the greatest minimum the quantity reaches, else the detal price less the list's percentage off,
 * else the detal price. The cart and the server decide it here, once.
 */
export function linePriceOf(
  detal: number,
  list: { percentOff: number | null } | null,
  prices: readonly TListPrice[],
  quantity: number,
): TLinePrice {
  if (list) {
    let best: TListPrice | null = null;
    for (const tier of prices) {
      if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
    }
    if (best) return { price: best.price, minQuantity: best.minQuantity };
    if (list.percentOff !== null)
      return { price: fromCents(centsLessPercent(toCents(detal), list.percentOff)), minQuantity: null };
  }
  return { price: detal, minQuantity: null };
}
