import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';

export type THourCellRow = {
  weekday: number;
  hour: number;
  sales_count: number;
  /** Σ total of the cell's sales less its returns': numeric as PostgreSQL prints it. */
  revenue: string;
  /** The same in bolívares for the sales with a rate (each at its own, to the cent), and in dollars without. */
  revenue_ves: string;
  unrated_revenue: string;
};

/**
 * The week's grid of a period, from the kept hours (shop_hourly_sales, migration 0051): a year of the biggest shop
 * is a few thousand rows read by their key. Should `timeZone` not be the zone the shop's hours are kept in (a zone
 * just changed, while a session still carries the old one), the sales themselves are summed instead.
 */
export async function hourCells(
  db: TDbOrTx,
  shopId: TShopId,
  period: { from: string; to: string; timeZone: string },
): Promise<THourCellRow[]> {
  // The zone check rides in the same statement: a shop kept in another zone answers no row at all.
  const kept = await db.execute<THourCellRow & { weekday: number | null }>(sql`
    SELECT extract(isodow FROM h.day)::int AS weekday, h.hour::int AS hour,
           sum(h.sales_count)::int AS sales_count, sum(h.revenue)::text AS revenue,
           sum(h.revenue_ves)::text AS revenue_ves, sum(h.unrated_revenue)::text AS unrated_revenue
    FROM shops u
    LEFT JOIN shop_hourly_sales h
      ON h.shop_id = u.id AND h.day >= ${period.from}::date AND h.day <= ${period.to}::date
    WHERE u.id = ${shopId} AND u.time_zone = ${period.timeZone}::text
    GROUP BY 1, 2
    HAVING count(h.hour) = 0 OR sum(h.sales_count) > 0 OR sum(h.revenue) <> 0
    ORDER BY 1, 2`);
  if (kept.rows.length === 0) return hourCellsFromSales(db, shopId, period);
  return kept.rows.filter((row): row is THourCellRow => row.weekday !== null);
}

/**
 * The same grid summed from the sales and returns themselves, each at the weekday and hour it was made in
 * `timeZone`. Both tables are read by their (shop_id, created_at) index; the sales' carries the total and the
 * rate, so they are summed from the index alone.
 */
export async function hourCellsFromSales(
  db: TDbOrTx,
  shopId: TShopId,
  period: { from: string; to: string; timeZone: string },
): Promise<THourCellRow[]> {
  const from = zonedDayStart(period.from, period.timeZone);
  const to = zonedDayEnd(period.to, period.timeZone);
  const result = await db.execute<THourCellRow>(sql`
    SELECT extract(isodow FROM x.local)::int AS weekday, extract(hour FROM x.local)::int AS hour,
           sum(x.n)::int AS sales_count, sum(x.total)::text AS revenue,
           coalesce(sum(x.ves), 0)::text AS revenue_ves, sum(x.unrated)::text AS unrated_revenue
    FROM (
      SELECT s.created_at AT TIME ZONE ${period.timeZone}::text AS local, 1 AS n, s.total,
             round(s.total * s.exchange_rate, 2) AS ves,
             CASE WHEN s.exchange_rate IS NULL THEN s.total ELSE 0 END AS unrated
      FROM sales s
      WHERE s.shop_id = ${shopId} AND s.created_at >= ${from} AND s.created_at < ${to}
      UNION ALL
      SELECT r.created_at AT TIME ZONE ${period.timeZone}::text, 0, -r.total,
             -round(r.total * s.exchange_rate, 2),
             CASE WHEN s.exchange_rate IS NULL THEN -r.total ELSE 0 END
      FROM sale_returns r JOIN sales s ON s.id = r.sale_id
      WHERE r.shop_id = ${shopId} AND r.created_at >= ${from} AND r.created_at < ${to}
    ) AS x
    GROUP BY 1, 2
    ORDER BY 1, 2`);
  return result.rows;
}
