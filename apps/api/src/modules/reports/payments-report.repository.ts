import { sql } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';

type TPeriod = { from: string; to: string; timeZone: string };

/** Money that moved in one method and currency: numeric sums as PostgreSQL prints them. */
export type TMovedRow = {
  method: TPaymentMethod;
  currency: TPaymentCurrency;
  count: number;
  handed: string;
  usd: string;
};

export type TPaymentRow = TMovedRow & { igtf: string };

/**
 * The period's payments by method and currency, from the kept days (shop_daily_payments, migration 0052). Should
 * `timeZone` not be the zone the shop's days are kept in, the payments themselves are summed instead.
 */
export async function paymentRows(db: TDbOrTx, shopId: TShopId, period: TPeriod): Promise<TPaymentRow[]> {
  // The zone check rides in the same statement: a shop kept in another zone answers no row at all.
  const kept = await db.execute<TPaymentRow & { method: TPaymentMethod | null }>(sql`
    SELECT d.method, d.currency, sum(d.payments_count)::int AS count, sum(d.amount_in_currency)::text AS handed,
           sum(d.amount)::text AS usd, sum(d.igtf_amount)::text AS igtf
    FROM shops u
    LEFT JOIN shop_daily_payments d
      ON d.shop_id = u.id AND d.day >= ${period.from}::date AND d.day <= ${period.to}::date
    WHERE u.id = ${shopId} AND u.time_zone = ${period.timeZone}::text
    GROUP BY d.method, d.currency
    HAVING d.method IS NULL OR sum(d.payments_count) <> 0
    ORDER BY d.method, d.currency`);
  if (kept.rows.length === 0) return paymentRowsFromPayments(db, shopId, period);
  return kept.rows.filter((row): row is TPaymentRow => row.method !== null);
}

/** The same sums from the payments themselves, on the local days of `timeZone`. */
export async function paymentRowsFromPayments(
  db: TDbOrTx,
  shopId: TShopId,
  period: TPeriod,
): Promise<TPaymentRow[]> {
  const result = await db.execute<TPaymentRow>(sql`
    SELECT p.method, p.currency, count(*)::int AS count, sum(p.amount_in_currency)::text AS handed,
           sum(p.amount)::text AS usd, sum(p.igtf_amount)::text AS igtf
    FROM payments p
    WHERE p.shop_id = ${shopId} AND p.created_at >= ${zonedDayStart(period.from, period.timeZone)}
      AND p.created_at < ${zonedDayEnd(period.to, period.timeZone)}
    GROUP BY p.method, p.currency
    ORDER BY p.method, p.currency`);
  return result.rows;
}

/** The change the period's sales handed back, by currency: only the sales that gave some (sales_shop_change_idx). */
export async function changeRows(
  db: TDbOrTx,
  shopId: TShopId,
  period: TPeriod,
): Promise<{ currency: TPaymentCurrency; count: number; amount: string }[]> {
  const result = await db.execute<{ currency: TPaymentCurrency; count: number; amount: string }>(sql`
    SELECT s.change_currency AS currency, count(*)::int AS count, sum(s.change_amount)::text AS amount
    FROM sales s
    WHERE s.shop_id = ${shopId} AND s.change_amount IS NOT NULL
      AND s.created_at >= ${zonedDayStart(period.from, period.timeZone)}
      AND s.created_at < ${zonedDayEnd(period.to, period.timeZone)}
    GROUP BY s.change_currency
    ORDER BY s.change_currency`);
  return result.rows;
}

/** The refunds of the period's returns by method and currency (a return settled against a debt refunds nothing). */
export async function refundRows(db: TDbOrTx, shopId: TShopId, period: TPeriod): Promise<TMovedRow[]> {
  const result = await db.execute<TMovedRow>(sql`
    SELECT r.refund_method AS method, r.refund_currency AS currency, count(*)::int AS count,
           coalesce(sum(r.refund_amount_in_currency), 0)::text AS handed, sum(r.refund_amount)::text AS usd
    FROM sale_returns r
    WHERE r.shop_id = ${shopId} AND r.refund_amount IS NOT NULL
      AND r.created_at >= ${zonedDayStart(period.from, period.timeZone)}
      AND r.created_at < ${zonedDayEnd(period.to, period.timeZone)}
    GROUP BY r.refund_method, r.refund_currency
    ORDER BY r.refund_method, r.refund_currency`);
  return result.rows;
}
