import { sql, type SQL } from 'drizzle-orm';
import type { TShopId } from './auth/shop-scope';

// IGTF collected in a period (design §10) is Σ igtf_amount of the payments made in it, each on the seller's local
// day it was paid (users.time_zone), whatever the day of the sale it paid: an instalment in dollars paid on
// 3 December for a fiado of 28 November is December's IGTF. One rule for every period sum: the statistics' days
// (seller_daily_sales, whose igtf_total migration 0032's trigger on payments keeps), the dashboard's month, the
// Z report (its session's payments) and the client's statement (each payment's line). sales.igtf_total stays what
// one sale bore (its details, its receipt, the sales book's row).

/** The seller's payments that bore IGTF made in [from, to): the rows of payments_shop_igtf_idx, read alone. */
function igtfPaymentsIn(shopId: TShopId, from: SQL, to: SQL): SQL {
  return sql`p.shop_id = ${shopId} AND p.igtf_amount > 0 AND p.created_at >= ${from} AND p.created_at < ${to}`;
}

/** The IGTF collected in [from, to), dollars, as a scalar subquery (0 when none). */
export function igtfCollectedSql(shopId: TShopId, from: SQL, to: SQL): SQL<string> {
  return sql<string>`(SELECT coalesce(sum(p.igtf_amount), 0) FROM payments p WHERE ${igtfPaymentsIn(shopId, from, to)})`;
}

/**
 * The IGTF collected in [from, to) per local day in `timeZone`: rows of `day` (a date) and `igtf_total`, one per day
 * that collected some.
 */
export function igtfCollectedByDaySql(shopId: TShopId, timeZone: string, from: SQL, to: SQL): SQL {
  return sql`
    SELECT (p.created_at AT TIME ZONE ${timeZone}::text)::date AS day, sum(p.igtf_amount) AS igtf_total
    FROM payments p
    WHERE ${igtfPaymentsIn(shopId, from, to)}
    GROUP BY 1`;
}
