import { todayInZone } from '@cuadre/shared/common/dates';
import { totalPagesFor } from '@cuadre/shared/common/schemas';
import { RECEIVABLES_PAGE_SIZE } from '@cuadre/shared/credit/constants';
import { dualAmountOf } from '@cuadre/shared/credit/credit-rules';
import type { TAgeingBuckets, TReceivables, TReceivablesQuery } from '@cuadre/shared/credit/schemas';
import { isVenezuela } from '@cuadre/shared/money/constants';
import type { TDbOrTx } from '../../db/client';
import type { TAuthUser } from '../../lib/auth/guards';
import { usableRateOf } from '../../lib/sales-in-bolivares';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { readReceivables, type TAgeingSums } from './receivables.repository';

/** Who asks, as the report needs them: the shop, its zone (today) and its country (bolívares). */
export type TReceivablesReader = Pick<TAuthUser, 'shopId' | 'timeZone' | 'currency'>;

function bucketsOf(sums: TAgeingSums, rate: number | null): TAgeingBuckets {
  return {
    upTo30: dualAmountOf(sums.up_to_30, rate),
    upTo60: dualAmountOf(sums.up_to_60, rate),
    upTo90: dualAmountOf(sums.up_to_90, rate),
    over90: dualAmountOf(sums.over_90, rate),
  };
}

/**
 * GET /reports/receivables (decision record 030): what each client owes by how late it is, as of a day (today in
 * the shop's zone unless given), in dollars and in bolívares at today's rate for a Venezuelan shop.
 */
export async function receivables(
  db: TDbOrTx,
  rates: Pick<TSaleRates, 'rateAt'>,
  reader: TReceivablesReader,
  query: Pick<TReceivablesQuery, 'asOf' | 'page' | 'search' | 'overdueOnly'>,
  now: Date,
  pageSize: number = RECEIVABLES_PAGE_SIZE,
): Promise<TReceivables> {
  const asOf = query.asOf ?? todayInZone(reader.timeZone, now);
  const [rows, today] = await Promise.all([
    readReceivables(db, reader.shopId, { ...query, asOf, pageSize }),
    isVenezuela(reader) ? rates.rateAt(now) : null,
  ]);
  const rate = usableRateOf(today);
  const first = rows[0];
  if (!first) throw new Error('the receivables statement answered no row');
  const listedRows = rows.filter((row) => row.client_id !== null);
  const total = listedRows[0]?.listed ?? 0;
  return {
    asOf,
    rate,
    buckets: bucketsOf(
      {
        owed: first.t_owed,
        overdue: first.t_overdue,
        up_to_30: first.t_up_to_30,
        up_to_60: first.t_up_to_60,
        up_to_90: first.t_up_to_90,
        over_90: first.t_over_90,
      },
      rate,
    ),
    owed: dualAmountOf(first.t_owed, rate),
    overdue: dualAmountOf(first.t_overdue, rate),
    clientCount: first.client_count,
    overdueClientCount: first.overdue_count,
    clients: listedRows.map((row) => ({
      clientId: row.client_id ?? '',
      name: row.name ?? '',
      phone: row.phone,
      taxId: row.tax_id,
      owed: dualAmountOf(row.owed, rate),
      overdue: dualAmountOf(row.overdue, rate),
      buckets: bucketsOf(row, rate),
      daysLate: row.days_late ?? 0,
      oldestDueDate: row.oldest_due,
      lastReminderAt: row.last_reminder_at,
    })),
    page: query.page,
    pageSize,
    total,
    totalPages: totalPagesFor(total, pageSize),
  };
}
