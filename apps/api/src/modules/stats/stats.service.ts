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
  let withoutCostCents = 0n;
  const dailyStats = rows.map((row) => {
    const revenue = toBigCents(row.revenue);
    const cost = toBigCents(row.cost);
    // Profit adds up (design §10): a line with no known cost counts at cost 0, so profit = revenue − cost. A
    // sale's total_profit covers only its lines with a known cost, so what it leaves out of revenue − cost is
    // the revenue of the lines without one, which the screen reports as a share.
    const withoutCost = revenue - cost - toBigCents(row.profit);
    totalSales += row.salesCount;
    revenueCents += revenue;
    costCents += cost;
    withoutCostCents += withoutCost;
    return {
      date: row.day,
      salesCount: row.salesCount,
      totalRevenue: fromBigCents(revenue),
      totalCost: fromBigCents(cost),
      totalProfit: fromBigCents(revenue - cost),
      revenueWithoutCost: fromBigCents(withoutCost),
    };
  });
  return {
    periodTotals: {
      totalSales,
      totalRevenue: fromBigCents(revenueCents),
      totalCost: fromBigCents(costCents),
      totalProfit: fromBigCents(revenueCents - costCents),
      revenueWithoutCost: fromBigCents(withoutCostCents),
    },
    dateRange: range,
    dailyStats,
  };
}
