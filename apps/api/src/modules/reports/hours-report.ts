import { addDaysToIsoDate, daysBetweenIsoDates } from '@cuadre/shared/common/dates';
import { fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import type { TDualAmount } from '@cuadre/shared/money/dual-amount';
import type { THourCell, THoursReport, TSalesFigure } from '@cuadre/shared/reports/hours';
import { previousPeriodOf, type TReportPeriod, type TReportPeriodQuery } from '@cuadre/shared/reports/period';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import type { TDbOrTx } from '../../db/client';
import type { TAuthUser } from '../../lib/auth/guards';
import { bolivaresCents, usableRateOf } from '../../lib/sales-in-bolivares';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { getDailyStats } from '../stats/stats.service';
import { hourCells } from './hours-report.repository';
import { reportPeriod } from './report-period';

type TReader = Pick<TAuthUser, 'shopId' | 'timeZone'>;
type TRates = Pick<TSaleRates, 'rateAt'>;

/** The statistics of a period: its days and totals are the report's, so that the two never disagree. */
function statsOf(db: TDbOrTx, reader: TReader, period: TReportPeriod, now: Date, rates: TRates) {
  return getDailyStats(db, reader, { startDate: period.from, endDate: period.to }, now, rates);
}

function totalsOf(stats: TDailyStats): TSalesFigure {
  const { totalSales, totalRevenue, inBolivares } = stats.periodTotals;
  return { salesCount: totalSales, revenue: { usd: totalRevenue, ves: inBolivares?.totalRevenue ?? null } };
}

/** Every day of the period, those without sales at zero, each beside its day of the previous period. */
function comparedDays(
  period: TReportPeriod,
  previous: TReportPeriod,
  current: TDailyStats,
  before: TDailyStats,
) {
  const byDate = (stats: TDailyStats) =>
    new Map(
      stats.dailyStats.map((day): [string, TSalesFigure] => [
        day.date,
        {
          salesCount: day.salesCount,
          revenue: { usd: day.totalRevenue, ves: day.inBolivares?.totalRevenue ?? null },
        },
      ]),
    );
  const now = byDate(current);
  const then = byDate(before);
  // A day without sales is worth nothing, in bolívares too when the period has them.
  const noSales: TSalesFigure = {
    salesCount: 0,
    revenue: { usd: 0, ves: current.periodTotals.inBolivares === null ? null : 0 },
  };
  const length = daysBetweenIsoDates(period.from, period.to) + 1;
  return Array.from({ length }, (_, index) => {
    const date = addDaysToIsoDate(period.from, index);
    const previousDate = addDaysToIsoDate(previous.from, index);
    return {
      date,
      current: now.get(date) ?? noSales,
      previousDate,
      previous: then.get(previousDate) ?? noSales,
    };
  });
}

/**
 * GET /reports/hours (decision record 033): when the shop sells. The week's grid comes from the kept hours; the
 * days and the totals are the statistics' own, for this period and the one before.
 */
export async function hoursReport(
  db: TDbOrTx,
  rates: TRates,
  reader: TReader,
  query: TReportPeriodQuery,
  now: Date,
): Promise<THoursReport> {
  const period = reportPeriod(query, reader, now);
  const previousPeriod = previousPeriodOf(period);
  const [cells, current, before, today] = await Promise.all([
    hourCells(db, reader.shopId, { ...period, timeZone: reader.timeZone }),
    statsOf(db, reader, period, now, rates),
    statsOf(db, reader, previousPeriod, now, rates),
    rates.rateAt(now),
  ]);
  const rate = usableRateOf(today);
  const grid = cells.map((cell): THourCell => {
    const revenue: TDualAmount = {
      usd: fromBigCents(toBigCents(cell.revenue)),
      ves: rate === null ? null : fromBigCents(bolivaresCents(cell.revenue_ves, cell.unrated_revenue, rate)),
    };
    return { weekday: cell.weekday, hour: cell.hour, salesCount: cell.sales_count, revenue };
  });
  return {
    period,
    previousPeriod,
    totals: totalsOf(current),
    previousTotals: totalsOf(before),
    grid,
    days: comparedDays(period, previousPeriod, current, before),
  };
}
