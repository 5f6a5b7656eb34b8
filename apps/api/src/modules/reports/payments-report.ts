import { fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import type { TMoneyMoved, TPaymentsReport } from '@cuadre/shared/reports/payments';
import type { TReportPeriodQuery } from '@cuadre/shared/reports/period';
import type { TDbOrTx } from '../../db/client';
import type { TAuthUser } from '../../lib/auth/guards';
import { changeRows, paymentRows, refundRows, type TMovedRow } from './payments-report.repository';
import { reportPeriod } from './report-period';

const exact = (amount: string) => fromBigCents(toBigCents(amount));
const totalOf = (amounts: readonly string[]) =>
  fromBigCents(amounts.reduce((sum, amount) => sum + toBigCents(amount), 0n));

function moved(row: TMovedRow): TMoneyMoved {
  return {
    method: row.method,
    currency: row.currency,
    count: row.count,
    handed: exact(row.handed),
    usd: exact(row.usd),
  };
}

/**
 * GET /reports/payments (decision record 033): how the period was paid — the payments at a sale and the abonos on
 * the local day each was made, by method and currency, with their IGTF (the statistics' igtfTotal); the change
 * the period's sales handed back; the refunds of its returns.
 */
export async function paymentsReport(
  db: TDbOrTx,
  reader: Pick<TAuthUser, 'shopId' | 'timeZone'>,
  query: TReportPeriodQuery,
  now: Date,
): Promise<TPaymentsReport> {
  const period = reportPeriod(query, reader, now);
  const scope = { ...period, timeZone: reader.timeZone };
  const [payments, change, refunds] = await Promise.all([
    paymentRows(db, reader.shopId, scope),
    changeRows(db, reader.shopId, scope),
    refundRows(db, reader.shopId, scope),
  ]);
  return {
    period,
    payments: payments.map(moved),
    collected: totalOf(payments.map((row) => row.usd)),
    igtf: totalOf(payments.map((row) => row.igtf)),
    change: change.map((row) => ({ currency: row.currency, count: row.count, amount: exact(row.amount) })),
    refunds: refunds.map(moved),
    refunded: totalOf(refunds.map((row) => row.usd)),
  };
}
