import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { RETURNS_SUMS_SQL, SALES_SUMS_SQL } from '../../lib/sales-in-bolivares';
import { igtfCollectedSql } from '../../lib/igtf-collected';
import { sellerCounterSql } from '../../lib/seller-counters';
import type { TShopId } from '../../lib/auth/shop-scope';

export interface TDashboardFigures {
  /** Exact numeric sums as text, converted once by the caller. */
  totalRevenue: string;
  monthlySales: string;
  monthlyExpenses: string;
  realMonthlyProfit: string;
  /** The month's revenue from lines with no known cost (extra charges, custom items), counted at cost 0. */
  monthlyRevenueWithoutCost: string;
  /** 1–12, the month of `at` in the seller's zone. */
  month: number;
  /** The IGTF collected in the month: Σ igtf_amount of its payments, whatever their sales' month; dollars. */
  monthlyIgtf: string;
  /**
   * For the bolívares (design §10): sums over the sales with a rate, each at its own rate rounded to the cent
   * (`*Ves`), and the dollars of the sales without one (`unrated*`), which the caller converts at today's rate.
   */
  totalRevenueVes: string;
  totalRevenueUnrated: string;
  monthly: { rated: TSalesSums; unrated: TSalesSums };
}

/** A set of sales' revenue, cost and Σ total_profit (over their lines with a known cost), as exact text. */
export interface TSalesSums {
  revenue: string;
  cost: string;
  knownProfit: string;
  /** The IVA inside the revenue (decision record 032). */
  tax: string;
}

/**
 * Every figure of the dashboard cards in one statement. "This month" is the calendar month of `at` in the
 * seller's IANA zone: its bounds are local midnights turned back into instants, so a sale at 23:30 in Caracas
 * on the last day counts in that month. The month sums read sales_shop_created_idx (index-only); the
 * revenue of all time is the trigger-kept counter, not a scan of every sale (in bolívares too: migration 0020).
 * The month's profit is its revenue minus its cost minus its expenses (design §10 "Profit adds up": a line with no known cost counts at cost 0).
 * The month's IGTF is its payments' (lib/igtf-collected.ts), read from their partial index alone.
 */
export async function readDashboardFigures(
  db: TDbOrTx,
  args: { shopId: TShopId; timeZone: string; at: Date },
): Promise<TDashboardFigures> {
  const { shopId, timeZone, at } = args;
  const result = await db.execute<{
    total_revenue: string;
    monthly_sales: string;
    monthly_profit_net: string;
    monthly_without_cost: string;
    monthly_expenses: string;
    month: number;
    monthly_igtf: string;
    total_revenue_ves: string;
    total_revenue_unrated: string;
    sales_ves: string;
    cost_ves: string;
    known_profit_ves: string;
    sales_unrated: string;
    cost_unrated: string;
    known_profit_unrated: string;
    tax_ves: string;
    tax_unrated: string;
  }>(sql`
    WITH local_month AS (
      SELECT date_trunc('month', ${at.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AS start
    ), bounds AS (
      SELECT start AT TIME ZONE ${timeZone} AS starts_at,
             (start + interval '1 month') AT TIME ZONE ${timeZone} AS ends_at,
             extract(month FROM start)::int AS month
      FROM local_month
    ), sold AS (
      -- A sale's total_profit covers only its lines with a known cost, so total − total_cost − total_profit
      -- is the revenue of its lines without one; all three are in the index, no sale row is read.
      -- The rate is in the index too (migration 0019).
      SELECT ${SALES_SUMS_SQL}
      FROM sales s, bounds b
      WHERE s.shop_id = ${shopId} AND s.created_at >= b.starts_at AND s.created_at < b.ends_at
    ), returned AS (
      -- The month's returns come off its figures (design §13), whenever their sales were made.
      SELECT ${RETURNS_SUMS_SQL}
      FROM sale_returns r JOIN sales s ON s.id = r.sale_id, bounds b
      WHERE r.shop_id = ${shopId} AND r.created_at >= b.starts_at AND r.created_at < b.ends_at
    ), month_sales AS (
      SELECT sold.revenue - returned.revenue AS revenue, sold.cost - returned.cost AS cost,
             sold.profit - returned.profit AS profit, sold.revenue_ves - returned.revenue_ves AS revenue_ves,
             sold.cost_ves - returned.cost_ves AS cost_ves, sold.profit_ves - returned.profit_ves AS profit_ves,
             sold.unrated_revenue - returned.unrated_revenue AS unrated_revenue,
             sold.unrated_cost - returned.unrated_cost AS unrated_cost,
             sold.unrated_profit - returned.unrated_profit AS unrated_profit
      FROM sold, returned
    ), month_tax AS (
      -- Decision record 032: the month's IVA, never profit, from the days the triggers keep (in the shop's zone).
      SELECT coalesce(sum(d.tax_total), 0) AS usd, coalesce(sum(d.tax_ves), 0) AS ves,
             coalesce(sum(d.unrated_tax), 0) AS unrated
      FROM seller_daily_sales d, local_month lm
      WHERE d.shop_id = ${shopId} AND d.day >= lm.start::date AND d.day < (lm.start + interval '1 month')::date
    ), month_expenses AS (
      SELECT coalesce(sum(e.amount), 0) AS total
      FROM expenses e, bounds b
      WHERE e.shop_id = ${shopId} AND e.date >= b.starts_at AND e.date < b.ends_at
    )
    SELECT ${sellerCounterSql(shopId, ['sales_revenue'])}::text AS total_revenue,
           ms.revenue::text AS monthly_sales,
           (ms.revenue - mt.usd - ms.cost - me.total)::text AS monthly_profit_net,
           (ms.revenue - mt.usd - ms.cost - ms.profit)::text AS monthly_without_cost,
           me.total::text AS monthly_expenses,
           b.month,
           ${igtfCollectedSql(shopId, sql`b.starts_at`, sql`b.ends_at`)}::text AS monthly_igtf,
           ${sellerCounterSql(shopId, ['sales_revenue_ves'])}::text AS total_revenue_ves,
           ${sellerCounterSql(shopId, ['sales_revenue_unrated'])}::text AS total_revenue_unrated,
           ms.revenue_ves::text AS sales_ves,
           ms.cost_ves::text AS cost_ves,
           ms.profit_ves::text AS known_profit_ves,
           ms.unrated_revenue::text AS sales_unrated,
           ms.unrated_cost::text AS cost_unrated,
           ms.unrated_profit::text AS known_profit_unrated,
           mt.ves::text AS tax_ves,
           mt.unrated::text AS tax_unrated
    FROM month_sales ms, month_expenses me, month_tax mt, bounds b`);
  const row = result.rows[0];
  if (!row) throw new Error('dashboard figures returned no row');
  return {
    totalRevenue: row.total_revenue,
    monthlySales: row.monthly_sales,
    monthlyExpenses: row.monthly_expenses,
    realMonthlyProfit: row.monthly_profit_net,
    monthlyRevenueWithoutCost: row.monthly_without_cost,
    month: Number(row.month),
    monthlyIgtf: row.monthly_igtf,
    totalRevenueVes: row.total_revenue_ves,
    totalRevenueUnrated: row.total_revenue_unrated,
    monthly: {
      rated: {
        revenue: row.sales_ves,
        cost: row.cost_ves,
        knownProfit: row.known_profit_ves,
        tax: row.tax_ves,
      },
      unrated: {
        revenue: row.sales_unrated,
        cost: row.cost_unrated,
        knownProfit: row.known_profit_unrated,
        tax: row.tax_unrated,
      },
    },
  };
}
