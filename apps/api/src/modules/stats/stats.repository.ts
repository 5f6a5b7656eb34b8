import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { zonedDayEnd, zonedDayStart } from './zoned-days';

export interface TDailySalesRow {
  /** 'YYYY-MM-DD' in the seller's zone. */
  day: string;
  salesCount: number;
  /** numeric sums as PostgreSQL prints them ('1234.50'): exact, converted by the service in cents. */
  revenue: string;
  cost: string;
  /** Σ sales.total_profit: over the lines with a known cost only (the service derives the day's profit). */
  profit: string;
}

/**
 * One row per calendar day (in `timeZone`) that has sales, oldest first. The day of a sale is its local date in
 * the zone: a sale at 23:30 in Caracas belongs to that day although it is already the next day in UTC.
 *
 * Read from seller_daily_sales (migration 0008), the per-seller per-local-day totals that triggers keep in the
 * seller's own zone: a year is at most 365 × 16 rows, whatever the number of sales
 * (docs/history/performance-sessions-1-8.md, "Daily statistics: O(days), not O(sales)"). Should `timeZone` not
 * be the zone the seller's rows are kept in, the sales themselves are summed instead.
 */
export async function dailySalesRows(
  db: TDbOrTx,
  query: { userId: string; timeZone: string; startDate: string; endDate: string },
): Promise<TDailySalesRow[]> {
  const { userId, timeZone, startDate, endDate } = query;
  // The zone check rides in the same statement: no sale row and no user row in that zone answer no rows.
  const result = await db.execute<{
    day: string | null;
    sales_count: number;
    revenue: string;
    cost: string;
    profit: string;
  }>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
           sum(d.sales_count)::int AS sales_count,
           sum(d.revenue)::text AS revenue,
           sum(d.cost)::text AS cost,
           sum(d.profit)::text AS profit
    FROM users u
    LEFT JOIN seller_daily_sales d
      ON d.user_id = u.id AND d.day >= ${startDate}::date AND d.day <= ${endDate}::date
    WHERE u.id = ${userId} AND u.time_zone = ${timeZone}::text
    GROUP BY d.day
    HAVING d.day IS NULL OR sum(d.sales_count) > 0
    ORDER BY d.day`);
  if (result.rows.length === 0) return dailySalesRowsFromSales(db, query);
  return result.rows.flatMap((row) =>
    row.day === null
      ? []
      : [
          {
            day: row.day,
            salesCount: row.sales_count,
            revenue: row.revenue,
            cost: row.cost,
            profit: row.profit,
          },
        ],
  );
}

/**
 * The same rows summed from the sales, for a zone other than the seller's own. Instead of converting and sorting
 * every sale, the query walks the local days between the seller's first and last sale of the period (two index
 * probes) and sums each day's index range; sales_user_created_idx carries the three totals, so every
 * range is read from the index alone, without the sales' rows.
 */
export async function dailySalesRowsFromSales(
  db: TDbOrTx,
  {
    userId,
    timeZone,
    startDate,
    endDate,
  }: { userId: string; timeZone: string; startDate: string; endDate: string },
): Promise<TDailySalesRow[]> {
  const inPeriod = sql`s.user_id = ${userId}
    AND s.created_at >= ${zonedDayStart(startDate, timeZone)}
    AND s.created_at < ${zonedDayEnd(endDate, timeZone)}`;
  const result = await db.execute<{
    day: string;
    sales_count: number;
    revenue: string;
    cost: string;
    profit: string;
  }>(sql`
    WITH bounds AS (
      SELECT (SELECT min(s.created_at) FROM sales s WHERE ${inPeriod}) AS first_at,
             (SELECT max(s.created_at) FROM sales s WHERE ${inPeriod}) AS last_at
    ), days AS (
      -- No sales in the period: NULL bounds, and generate_series yields no day at all.
      SELECT g.day::date AS day
      FROM bounds,
           generate_series((bounds.first_at AT TIME ZONE ${timeZone}::text)::date,
                           (bounds.last_at AT TIME ZONE ${timeZone}::text)::date,
                           interval '1 day') AS g(day)
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
           a.sales_count,
           a.revenue::text AS revenue,
           a.cost::text AS cost,
           a.profit::text AS profit
    FROM days
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS sales_count,
             sum(s.total) AS revenue,
             sum(s.total_cost) AS cost,
             sum(s.total_profit) AS profit
      FROM sales s
      WHERE s.user_id = ${userId}
        AND s.created_at >= (days.day::timestamp AT TIME ZONE ${timeZone}::text)
        AND s.created_at < ((days.day + 1)::timestamp AT TIME ZONE ${timeZone}::text)
    ) a
    WHERE a.sales_count > 0
    ORDER BY days.day`);
  return result.rows.map((row) => ({
    day: row.day,
    salesCount: row.sales_count,
    revenue: row.revenue,
    cost: row.cost,
    profit: row.profit,
  }));
}
