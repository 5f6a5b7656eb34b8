import { sql } from 'drizzle-orm';
import type { TShopRole } from '@cuadre/shared/team/constants';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';

export type TMemberFiguresRow = {
  member_id: string;
  member_name: string | null;
  role: TShopRole | null;
  sales_count: number;
  sold: string;
  collected: string;
  returns: string;
  refunds: string;
};

/**
 * Each member's sales, payments taken, returns and refunds in whole days of the shop's zone, summed in SQL. Each
 * table is read by its (shop_id, created_at) index over the period.
 */
export async function memberFigures(
  db: TDbOrTx,
  shopId: TShopId,
  period: { from: string; to: string; timeZone: string },
): Promise<TMemberFiguresRow[]> {
  const from = zonedDayStart(period.from, period.timeZone);
  const to = zonedDayEnd(period.to, period.timeZone);
  const inPeriod = sql`shop_id = ${shopId} AND created_at >= ${from} AND created_at < ${to}`;
  const result = await db.execute<TMemberFiguresRow>(sql`
    SELECT w.member_id, w.sales_count, w.sold::text, w.collected::text, w.returns::text, w.refunds::text,
           m.role,
           coalesce(m.name, trim(u.name || ' ' || coalesce(u.lastname, ''))) AS member_name
    FROM (
      SELECT coalesce(x.member_id, ${shopId}) AS member_id, sum(x.sales_count)::int AS sales_count,
             sum(x.sold) AS sold, sum(x.collected) AS collected, sum(x.returns) AS returns,
             sum(x.refunds) AS refunds
      FROM (
        SELECT member_id, 1 AS sales_count, total AS sold, 0 AS collected, 0 AS returns, 0 AS refunds
        FROM sales WHERE ${inPeriod}
        UNION ALL
        SELECT member_id, 0, 0, amount, 0, 0 FROM payments WHERE ${inPeriod}
        UNION ALL
        SELECT member_id, 0, 0, 0, total, coalesce(refund_amount, 0) FROM sale_returns WHERE ${inPeriod}
      ) AS x
      GROUP BY 1
    ) AS w
    LEFT JOIN shop_members AS m ON m.id = w.member_id AND m.shop_id = ${shopId}
    LEFT JOIN users AS u ON u.id = m.user_id
    ORDER BY member_name NULLS LAST, w.member_id`);
  return result.rows;
}
