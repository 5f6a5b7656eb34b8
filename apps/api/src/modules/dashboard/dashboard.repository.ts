import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { sellerCounterSql } from '../../lib/seller-counters';

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
}

/**
 * Every figure of the dashboard cards in one statement. "This month" is the calendar month of `at` in the
 * seller's IANA zone: its bounds are local midnights turned back into instants, so a sale at 23:30 in Caracas
 * on the last day counts in that month. The month sums read sales_user_created_idx (index-only); the
 * revenue of all time is the trigger-kept counter, not a scan of every sale. The month's profit is its revenue
 * minus its cost minus its expenses (design §10 "Profit adds up": a line with no known cost counts at cost 0).
 */
export async function readDashboardFigures(
  db: TDbOrTx,
  args: { userId: string; timeZone: string; at: Date },
): Promise<TDashboardFigures> {
  const { userId, timeZone, at } = args;
  const result = await db.execute<{
    total_revenue: string;
    monthly_sales: string;
    monthly_profit_net: string;
    monthly_without_cost: string;
    monthly_expenses: string;
    month: number;
  }>(sql`
    WITH local_month AS (
      SELECT date_trunc('month', ${at.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AS start
    ), bounds AS (
      SELECT start AT TIME ZONE ${timeZone} AS starts_at,
             (start + interval '1 month') AT TIME ZONE ${timeZone} AS ends_at,
             extract(month FROM start)::int AS month
      FROM local_month
    ), month_sales AS (
      -- A sale's total_profit covers only its lines with a known cost, so total − total_cost − total_profit
      -- is the revenue of its lines without one; all three are in the index, no sale row is read.
      SELECT coalesce(sum(s.total), 0) AS total, coalesce(sum(s.total_cost), 0) AS cost,
             coalesce(sum(s.total_profit), 0) AS known_profit
      FROM sales s, bounds b
      WHERE s.user_id = ${userId} AND s.created_at >= b.starts_at AND s.created_at < b.ends_at
    ), month_expenses AS (
      SELECT coalesce(sum(e.amount), 0) AS total
      FROM expenses e, bounds b
      WHERE e.user_id = ${userId} AND e.date >= b.starts_at AND e.date < b.ends_at
    )
    SELECT ${sellerCounterSql(userId, ['sales_revenue'])}::text AS total_revenue,
           ms.total::text AS monthly_sales,
           (ms.total - ms.cost - me.total)::text AS monthly_profit_net,
           (ms.total - ms.cost - ms.known_profit)::text AS monthly_without_cost,
           me.total::text AS monthly_expenses,
           b.month
    FROM month_sales ms, month_expenses me, bounds b`);
  const row = result.rows[0];
  if (!row) throw new Error('dashboard figures returned no row');
  return {
    totalRevenue: row.total_revenue,
    monthlySales: row.monthly_sales,
    monthlyExpenses: row.monthly_expenses,
    realMonthlyProfit: row.monthly_profit_net,
    monthlyRevenueWithoutCost: row.monthly_without_cost,
    month: Number(row.month),
  };
}
