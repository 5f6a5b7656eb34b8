import { sql } from 'drizzle-orm';
import { bigCentsAtRate, isUsableRate, toBigCents } from '@cuadre/shared/money/money';

// A period's sales in bolívares (design §10), one rule for the dashboard and the statistics: each sale with a rate
// at its own rate, rounded to the cent as its details show it (as migration 0020's triggers sum them), and the
// dollars of the sales without one at today's rate.

/**
 * Sums named as seller_daily_sales keeps them, over rows `row` with `total`, `total_cost` and `total_profit`
 * (Σ total_profit covers the lines with a known cost) whose bolívares are at `rate`: in dollars, in bolívares for
 * the rows with a rate (`*_ves`), in dollars for those without (`unrated_*`). Not the IGTF: a period's is its
 * payments' (lib/igtf-collected.ts), not its sales'.
 */
function sumsSql(row: string, rate: string) {
  return sql.raw(`
  coalesce(sum(${row}.total), 0) AS revenue,
  coalesce(sum(${row}.total_cost), 0) AS cost,
  coalesce(sum(${row}.total_profit), 0) AS profit,
  coalesce(sum(round(${row}.total * ${rate}, 2)), 0) AS revenue_ves,
  coalesce(sum(round(${row}.total_cost * ${rate}, 2)), 0) AS cost_ves,
  coalesce(sum(round(${row}.total_profit * ${rate}, 2)), 0) AS profit_ves,
  coalesce(sum(${row}.total) FILTER (WHERE ${rate} IS NULL), 0) AS unrated_revenue,
  coalesce(sum(${row}.total_cost) FILTER (WHERE ${rate} IS NULL), 0) AS unrated_cost,
  coalesce(sum(${row}.total_profit) FILTER (WHERE ${rate} IS NULL), 0) AS unrated_profit`);
}

/** A set of sales `s`: every column the sales index holds. */
export const SALES_SUMS_SQL = sumsSql('s', 's.exchange_rate');

/**
 * A set of returns `r` joined to their sales `s` (design §13: revenue and profit are net of returns), in
 * bolívares at their sale's rate as migration 0027's trigger keeps them.
 */
export const RETURNS_SUMS_SQL = sumsSql('r', 's.exchange_rate');

/**
 * The IVA (decision record 032) of rows `row` — sales `s`, or returns `r` of sales `s` — kept the three ways
 * seller_daily_sales keeps it. Apart from the sums above: the dashboard's month reads those from the sales
 * index alone, and its IVA from the kept days.
 */
export function taxSumsSql(row: 's' | 'r') {
  return sql.raw(`coalesce(sum(${row}.tax_total), 0) AS tax_total,
  coalesce(sum(round(${row}.tax_total * s.exchange_rate, 2)), 0) AS tax_ves,
  coalesce(sum(${row}.tax_total) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_tax`);
}

/** Today's rate when bolívares can be shown with it, else null (no rate today: no bolívares). */
export function usableRateOf(today: { rate: number } | null): number | null {
  return today && isUsableRate(today.rate) ? today.rate : null;
}

/** Bolívares, in integer cents, of sums kept both ways: those already in bolívares plus the dollars at today's rate. */
export function bolivaresCents(ves: string, unratedUsd: string, todayRate: number): bigint {
  return toBigCents(ves) + bigCentsAtRate(toBigCents(unratedUsd), todayRate);
}
