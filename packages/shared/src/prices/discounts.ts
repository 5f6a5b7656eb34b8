import { divideRounded, fromCents, multiplyCents, toCents } from '../money/money';
import { basisPoints } from './price-rules';
import { PRICE_MESSAGES } from './messages';
import { DISCOUNT_LIMITED_ROLES, type TDiscountKind, type TDiscountLimitedRole } from './constants';

/** A discount as a sale asks it (decision record 031): on line `line` (an index of `items`), else on the sale. */
export interface TDiscountAsked {
  line?: number | undefined;
  kind: TDiscountKind;
  value: number;
  reason: string;
}

/** A discount as the sale applied it: its amount in USD. */
export interface TDiscountApplied {
  line: number | null;
  kind: TDiscountKind;
  value: number;
  reason: string;
  amount: number;
}

export interface TSaleDiscounts {
  /** Each line's whole discount in cents: its own plus its share of the sale's. */
  lineCents: number[];
  totalCents: number;
  applied: TDiscountApplied[];
}

/** What a discount takes off `baseCents`: a percentage of it rounded to the cent, or its amount. */
export function discountCentsOf(kind: TDiscountKind, value: number, baseCents: number): number {
  return kind === 'PERCENT'
    ? Number(divideRounded(BigInt(baseCents) * basisPoints(value), 10_000n))
    : toCents(value);
}

/**
 * Shares `cents` among lines in proportion to `weights` (each line's total after its own discount), by largest
 * remainder, so that the shares add up to the cent: a return then refunds each line's part exactly.
 */
export function shareInProportion(cents: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (cents === 0 || whole === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(cents) * BigInt(weight));
  const shares = exact.map((product) => Number(product / BigInt(whole)));
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % BigInt(whole) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The sale's discounts over its lines' totals (cents): each line's own comes off its total, the sale's off what
 * the lines leave, shared among them. Null when a discount is larger than what it applies to.
 */
export function applyDiscounts(
  lineTotals: readonly number[],
  discounts: readonly TDiscountAsked[],
): TSaleDiscounts | null {
  const own = lineTotals.map(() => 0);
  const applied: TDiscountApplied[] = [];
  for (const discount of discounts) {
    if (discount.line === undefined) continue;
    const base = lineTotals[discount.line] ?? 0;
    const cents = discountCentsOf(discount.kind, discount.value, base);
    if (cents > base) return null;
    own[discount.line] = cents;
    applied.push({ ...discount, line: discount.line, amount: fromCents(cents) });
  }
  const left = lineTotals.map((total, index) => total - (own[index] ?? 0));
  const saleDiscount = discounts.find((discount) => discount.line === undefined);
  let shares = left.map(() => 0);
  if (saleDiscount) {
    const base = left.reduce((sum, cents) => sum + cents, 0);
    const cents = discountCentsOf(saleDiscount.kind, saleDiscount.value, base);
    if (cents > base) return null;
    shares = shareInProportion(cents, left);
    applied.push({ ...saleDiscount, line: null, amount: fromCents(cents) });
  }
  const lineCents = own.map((cents, index) => cents + (shares[index] ?? 0));
  return { lineCents, totalCents: lineCents.reduce((sum, cents) => sum + cents, 0), applied };
}

/** Whether `discountCents` off `referenceCents` passes a maximum of `limit` percent (null: no maximum). */
export function exceedsDiscountLimit(
  limit: number | null,
  discountCents: number,
  referenceCents: number,
): boolean {
  if (limit === null || discountCents <= 0) return false;
  if (referenceCents <= 0) return true;
  return BigInt(discountCents) * 10_000n > basisPoints(limit) * BigInt(referenceCents);
}

/** A member's maximum discount: their role's, as the owner set it; the owner, and a role without one, none. */
export function discountLimitOf(
  role: string,
  limits: Partial<Record<TDiscountLimitedRole, number | null>> | null,
): number | null {
  if (!limits || !(DISCOUNT_LIMITED_ROLES as readonly string[]).includes(role)) return null;
  return limits[role as TDiscountLimitedRole] ?? null;
}

/** What is wrong with a sale's discounts as asked: a line it does not have, or two on one line or on the sale. */
export function discountsProblem(
  discounts: readonly Pick<TDiscountAsked, 'line'>[],
  lineCount: number,
): string | null {
  const seen = new Set<number | undefined>();
  for (const { line } of discounts) {
    if (line !== undefined && line >= lineCount) return PRICE_MESSAGES.discountLineInvalid;
    if (seen.has(line)) return PRICE_MESSAGES.discountRepeated;
    seen.add(line);
  }
  return null;
}

/**
 * The part of a line's discount that `quantity` units brought back take with them, when `returned` units came
 * back before: the difference of the shares of what came back after and before, each rounded, so that the line's
 * whole discount goes back with its last unit to the cent (decision record 031).
 */
export function returnedDiscountCents(
  discountCents: number,
  line: { sold: number; returned: number },
  quantity: number,
): number {
  if (discountCents === 0 || line.sold <= 0) return 0;
  const sold = BigInt(Math.round(line.sold * 1000));
  const shareOf = (units: number) =>
    Number(divideRounded(BigInt(discountCents) * BigInt(Math.round(units * 1000)), sold));
  return shareOf(line.returned + quantity) - shareOf(line.returned);
}

/** Whether a discount is larger than what it applies to: the sale cannot take it (the server's 400). */
export function isAnyDiscountTooLarge(
  lines: readonly { price: number; quantity: number }[],
  discounts: readonly TDiscountAsked[],
): boolean {
  if (discounts.length === 0) return false;
  return (
    applyDiscounts(
      lines.map((line) => multiplyCents(line.price, line.quantity)),
      discounts,
    ) === null
  );
}
