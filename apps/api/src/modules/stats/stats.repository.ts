import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { zonedDayEnd, zonedDayStart } from './zoned-days';
import { RETURNS_SUMS_SQL, SALES_SUMS_SQL, taxSumsSql } from '../../lib/sales-in-bolivares';
import { igtfCollectedByDaySql } from '../../lib/igtf-collected';
import type { TShopId } from '../../lib/auth/shop-scope';

export interface TDailySalesRow {
  /** 'YYYY-MM-DD' in the seller's zone. */
  day: string;
  salesCount: number;
  /** numeric sums as PostgreSQL prints them ('1234.50'): exact, converted by the service in cents. */
  revenue: string;
  cost: string;
  /** Σ sales.total_profit: over the lines with a known cost only (the service derives the day's profit). */
  profit: string;
  /** The same three sums in bolívares over the sales with a rate, each at its own rate rounded to the cent. */
  revenueVes: string;
  costVes: string;
  profitVes: string;
  /** The three sums in dollars over the sales without a rate (converted at today's rate by the service). */
  unratedRevenue: string;
  unratedCost: string;
  unratedProfit: string;
  /** The IGTF collected that day: Σ igtf_amount of its payments, whatever their sales' day (dollars). */
  igtfTotal: string;
  /** Its IVA (decision record 032): in dollars, in bolívares for the sales with a rate, in dollars without. */
  taxTotal: string;
  taxVes: string;
  unratedTax: string;
  /** The discounts given on the day's sales (decision record 031), in dollars. */
  discountTotal: string;
}

type TDailySalesSqlRow = {
  day: string | null;
  sales_count: number;
  revenue: string;
  cost: string;
  profit: string;
  revenue_ves: string;
  cost_ves: string;
  profit_ves: string;
  unrated_revenue: string;
  unrated_cost: string;
  unrated_profit: string;
  igtf_total: string;
  tax_total: string;
  tax_ves: string;
  unrated_tax: string;
  discount_total: string;
};

function toDailySalesRow(row: TDailySalesSqlRow & { day: string }): TDailySalesRow {
  return {
    day: row.day,
    salesCount: row.sales_count,
    revenue: row.revenue,
    cost: row.cost,
    profit: row.profit,
    revenueVes: row.revenue_ves,
    costVes: row.cost_ves,
    profitVes: row.profit_ves,
    unratedRevenue: row.unrated_revenue,
    unratedCost: row.unrated_cost,
    unratedProfit: row.unrated_profit,
    igtfTotal: row.igtf_total,
    taxTotal: row.tax_total,
    taxVes: row.tax_ves,
    unratedTax: row.unrated_tax,
    discountTotal: row.discount_total,
  };
}

/**
 * One row per calendar day (in `timeZone`) that has sales, returns or IGTF collected, oldest first. The day of a
 * sale is its local date in the zone: a sale at 23:30 in Caracas belongs to that day although it is already the
 * next day in UTC.
 *
 * Read from seller_daily_sales (migration 0008), the per-seller per-local-day totals that triggers keep in the
 * seller's own zone: a year is at most 365 × 16 rows, whatever the number of sales
 * (docs/history/performance-sessions-1-8.md, "Daily statistics: O(days), not O(sales)"). Should `timeZone` not
 * be the zone the seller's rows are kept in, the sales themselves are summed instead.
 */
export async function dailySalesRows(
  db: TDbOrTx,
  query: { shopId: TShopId; timeZone: string; startDate: string; endDate: string },
): Promise<TDailySalesRow[]> {
  const { shopId, timeZone, startDate, endDate } = query;
  // The zone check rides in the same statement: no sale row and no user row in that zone answer no rows.
  const result = await db.execute<TDailySalesSqlRow>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
           sum(d.sales_count)::int AS sales_count,
           sum(d.revenue)::text AS revenue,
           sum(d.cost)::text AS cost,
           sum(d.profit)::text AS profit,
           sum(d.revenue_ves)::text AS revenue_ves,
           sum(d.cost_ves)::text AS cost_ves,
           sum(d.profit_ves)::text AS profit_ves,
           sum(d.unrated_revenue)::text AS unrated_revenue,
           sum(d.unrated_cost)::text AS unrated_cost,
           sum(d.unrated_profit)::text AS unrated_profit,
           sum(d.igtf_total)::text AS igtf_total,
           sum(d.tax_total)::text AS tax_total,
           sum(d.tax_ves)::text AS tax_ves,
           sum(d.unrated_tax)::text AS unrated_tax,
           sum(d.discount_total)::text AS discount_total
    FROM shops u
    LEFT JOIN seller_daily_sales d
      ON d.shop_id = u.id AND d.day >= ${startDate}::date AND d.day <= ${endDate}::date
    WHERE u.id = ${shopId} AND u.time_zone = ${timeZone}::text
    GROUP BY d.day
    -- A day with only returns (design §13), or only an instalment's IGTF (design §10), is a day whose figures
    -- moved: it is listed, with no sale.
    HAVING d.day IS NULL OR sum(d.sales_count) > 0 OR sum(d.revenue) <> 0 OR sum(d.igtf_total) <> 0
    ORDER BY d.day`);
  if (result.rows.length === 0) return dailySalesRowsFromSales(db, query);
  return result.rows.flatMap((row) => (row.day === null ? [] : [toDailySalesRow({ ...row, day: row.day })]));
}

/** Each sum of a day's sales less its returns', as text, for the columns seller_daily_sales keeps. */
const NET_OF_RETURNS_SQL = sql.raw(
  [
    'revenue',
    'cost',
    'profit',
    'revenue_ves',
    'cost_ves',
    'profit_ves',
    'unrated_revenue',
    'unrated_cost',
    'unrated_profit',
    'tax_total',
    'tax_ves',
    'unrated_tax',
    'discount_total',
  ]
    .map((column) => `(coalesce(sold.${column}, 0) - coalesce(returned.${column}, 0))::text AS ${column}`)
    .join(',\n           '),
);

/**
 * The same rows summed from the sales, for a zone other than the seller's own. Instead of converting and sorting
 * every sale, the query walks the local days between the seller's first and last sale of the period (two index
 * probes) and sums each day's index range; sales_shop_created_idx carries the three totals and the rate
 * (migration 0019), so every range is read from the index alone, without the sales' rows. The period's returns
 * come off the days they were made on (sale_returns_shop_created_idx, each with its sale's rate), and the IGTF is
 * each day's payments' (lib/igtf-collected.ts), from their own partial index: a day with only returns or only IGTF
 * is listed, as the kept days list it.
 */
export async function dailySalesRowsFromSales(
  db: TDbOrTx,
  {
    shopId,
    timeZone,
    startDate,
    endDate,
  }: { shopId: TShopId; timeZone: string; startDate: string; endDate: string },
): Promise<TDailySalesRow[]> {
  const from = zonedDayStart(startDate, timeZone);
  const to = zonedDayEnd(endDate, timeZone);
  const inPeriod = sql`s.shop_id = ${shopId} AND s.created_at >= ${from} AND s.created_at < ${to}`;
  const result = await db.execute<TDailySalesSqlRow & { day: string }>(sql`
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
    ), sold AS (
      SELECT days.day, a.*
      FROM days
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS sales_count, ${SALES_SUMS_SQL}, ${taxSumsSql('s')},
               coalesce(sum(s.discount_total), 0) AS discount_total
        FROM sales s
        WHERE s.shop_id = ${shopId}
          AND s.created_at >= (days.day::timestamp AT TIME ZONE ${timeZone}::text)
          AND s.created_at < ((days.day + 1)::timestamp AT TIME ZONE ${timeZone}::text)
      ) a
      WHERE a.sales_count > 0
    ), returned AS (
      -- Revenue and profit are net of returns (design §13), on the local day each return was made.
      SELECT (r.created_at AT TIME ZONE ${timeZone}::text)::date AS day, ${RETURNS_SUMS_SQL},
             ${taxSumsSql('r')}, 0 AS discount_total
      FROM sale_returns r
      JOIN sales s ON s.id = r.sale_id
      WHERE r.shop_id = ${shopId} AND r.created_at >= ${from} AND r.created_at < ${to}
      GROUP BY 1
    ), collected AS (${igtfCollectedByDaySql(shopId, timeZone, from, to)})
    SELECT to_char(coalesce(sold.day, returned.day, collected.day), 'YYYY-MM-DD') AS day,
           coalesce(sold.sales_count, 0) AS sales_count,
           ${NET_OF_RETURNS_SQL},
           coalesce(collected.igtf_total, 0)::text AS igtf_total
    FROM sold
    FULL JOIN returned ON returned.day = sold.day
    FULL JOIN collected ON collected.day = coalesce(sold.day, returned.day)
    ORDER BY 1`);
  return result.rows.map(toDailySalesRow);
}
