import { fromBigCents, toBigCents } from '@cuadre/shared/domain/money';
import { monthRange, todayInZone, zonedDateParts } from '@cuadre/shared/domain/dates';
import type { TDailyStats, TDailyStatsQuery } from '@cuadre/shared/schemas/stats';
import type { TDbOrTx } from '../../db/client';
import type { TAuthUser } from '../../lib/auth/guards';
import { dailySalesRows } from './stats.repository';

/**
 * The period asked for, in the seller's calendar (docs/statistics.md):
 * - neither date: the current month, first to last day;
 * - only startDate: from it to today (or just that day if it is in the future);
 * - only endDate: from the first day of its month to it;
 * - both: as given (the query schema already refused start > end).
 */
export function resolveStatsRange(
  query: TDailyStatsQuery,
  timeZone: string,
  now: Date,
): { startDate: string; endDate: string } {
  const { startDate, endDate } = query;
  if (startDate && endDate) return { startDate, endDate };
  if (startDate) {
    const today = todayInZone(timeZone, now);
    return { startDate, endDate: startDate <= today ? today : startDate };
  }
  if (endDate) {
    const [year, month] = endDate.split('-').map(Number) as [number, number];
    return { startDate: monthRange(year, month - 1).startDate, endDate };
  }
  const { year, monthIndex } = zonedDateParts(timeZone, now);
  return monthRange(year, monthIndex);
}

/** GET /sales/stats/daily: per-day totals of the seller's sales and the period's totals, in their zone. */
export async function getDailyStats(
  db: TDbOrTx,
  auth: Pick<TAuthUser, 'id' | 'timeZone'>,
  query: TDailyStatsQuery,
  now: Date,
): Promise<TDailyStats> {
  const range = resolveStatsRange(query, auth.timeZone, now);
  const rows = await dailySalesRows(db, { userId: auth.id, timeZone: auth.timeZone, ...range });
  // Period totals in integer cents: the sum of the days' exact numeric sums, never a float accumulation. In
  // bigint: a seller's sums may pass 9e13 dollars, where number cents stop being exact (design §10).
  let totalSales = 0;
  let revenueCents = 0n;
  let costCents = 0n;
  let profitCents = 0n;
  const dailyStats = rows.map((row) => {
    const revenue = toBigCents(row.revenue);
    const cost = toBigCents(row.cost);
    const profit = toBigCents(row.profit);
    totalSales += row.salesCount;
    revenueCents += revenue;
    costCents += cost;
    profitCents += profit;
    return {
      date: row.day,
      salesCount: row.salesCount,
      totalRevenue: fromBigCents(revenue),
      totalCost: fromBigCents(cost),
      totalProfit: fromBigCents(profit),
    };
  });
  return {
    periodTotals: {
      totalSales,
      totalRevenue: fromBigCents(revenueCents),
      totalCost: fromBigCents(costCents),
      totalProfit: fromBigCents(profitCents),
    },
    dateRange: range,
    dailyStats,
  };
}
