import { sql } from 'drizzle-orm';
import { bigCentsAtRate, isUsableRate, toBigCents } from '@cuadre/shared/domain/money';

// A period's sales in bolívares (design §10), one rule for the dashboard and the statistics: each sale with a rate
// at its own rate, rounded to the cent as its details show it (as migration 0020's triggers sum them), and the
// dollars of the sales without one at today's rate.

/**
 * The sums of a set of sales `s` (aggregates, for a SELECT list), named as seller_daily_sales keeps them: in
 * dollars (revenue, cost, profit = Σ total_profit over lines with a known cost), in bolívares for the sales with a
 * rate (`*_ves`), in dollars for those without (`unrated_*`), and the IGTF. Every column the sales index holds.
 */
export const SALES_SUMS_SQL = sql.raw(`
  coalesce(sum(s.total), 0) AS revenue,
  coalesce(sum(s.total_cost), 0) AS cost,
  coalesce(sum(s.total_profit), 0) AS profit,
  coalesce(sum(round(s.total * s.exchange_rate, 2)), 0) AS revenue_ves,
  coalesce(sum(round(s.total_cost * s.exchange_rate, 2)), 0) AS cost_ves,
  coalesce(sum(round(s.total_profit * s.exchange_rate, 2)), 0) AS profit_ves,
  coalesce(sum(s.total) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_revenue,
  coalesce(sum(s.total_cost) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_cost,
  coalesce(sum(s.total_profit) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_profit,
  coalesce(sum(s.igtf_total), 0) AS igtf_total`);

/**
 * The same sums over a set of returns `r` joined to their sales `s` (design §13: revenue and profit are net of
 * returns), in bolívares at their sale's rate as migration 0027's trigger keeps them. Returns bear no IGTF.
 */
export const RETURNS_SUMS_SQL = sql.raw(`
  coalesce(sum(r.total), 0) AS revenue,
  coalesce(sum(r.total_cost), 0) AS cost,
  coalesce(sum(r.total_profit), 0) AS profit,
  coalesce(sum(round(r.total * s.exchange_rate, 2)), 0) AS revenue_ves,
  coalesce(sum(round(r.total_cost * s.exchange_rate, 2)), 0) AS cost_ves,
  coalesce(sum(round(r.total_profit * s.exchange_rate, 2)), 0) AS profit_ves,
  coalesce(sum(r.total) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_revenue,
  coalesce(sum(r.total_cost) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_cost,
  coalesce(sum(r.total_profit) FILTER (WHERE s.exchange_rate IS NULL), 0) AS unrated_profit,
  0 AS igtf_total`);

/** Today's rate when bolívares can be shown with it, else null (no rate today: no bolívares). */
export function usableRateOf(today: { rate: number } | null): number | null {
  return today && isUsableRate(today.rate) ? today.rate : null;
}

/** Bolívares, in integer cents, of sums kept both ways: those already in bolívares plus the dollars at today's rate. */
export function bolivaresCents(ves: string, unratedUsd: string, todayRate: number): bigint {
  return toBigCents(ves) + bigCentsAtRate(toBigCents(unratedUsd), todayRate);
}
