import { fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import { monthRange, todayInZone, zonedDateParts } from '@cuadre/shared/common/dates';
import type { TDailyStats, TDailyStatsQuery, TStatsInBolivares } from '@cuadre/shared/stats/schemas';
import { bolivaresCents, usableRateOf } from '../../lib/sales-in-bolivares';
import type { TDbOrTx } from '../../db/client';
import type { TAuthUser } from '../../lib/auth/guards';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { dailySalesRows, type TDailySalesRow } from './stats.repository';

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

/** Revenue, cost and "profit as stored" (Σ total_profit) of some sales, in integer cents of one currency. */
interface TSums {
  revenue: bigint;
  cost: bigint;
  knownProfit: bigint;
  /** The IVA inside the revenue (decision record 032): never profit. */
  tax: bigint;
}

const ZERO_SUMS: TSums = { revenue: 0n, cost: 0n, knownProfit: 0n, tax: 0n };

function addSums(a: TSums, b: TSums): TSums {
  return {
    revenue: a.revenue + b.revenue,
    cost: a.cost + b.cost,
    knownProfit: a.knownProfit + b.knownProfit,
    tax: a.tax + b.tax,
  };
}

/**
 * Profit adds up (design §10): a line with no known cost counts at cost 0, so profit = revenue − cost. A sale's
 * total_profit covers only its lines with a known cost, so what it leaves out of revenue − cost is the revenue
 * of the lines without one, which the screen reports as a share.
 */
function figures(sums: TSums) {
  // IVA (decision record 032) is in the revenue the client paid, and is no profit: it comes off first.
  const earned = sums.revenue - sums.tax;
  return {
    totalRevenue: fromBigCents(sums.revenue),
    totalCost: fromBigCents(sums.cost),
    totalProfit: fromBigCents(earned - sums.cost),
    revenueWithoutCost: fromBigCents(earned - sums.cost - sums.knownProfit),
  };
}

/**
 * A day in bolívares: its sales with a rate each at their own (summed by the triggers), those without at today's
 * rate — one conversion of the day's dollars, so the period is the exact sum of the days the table shows.
 */
function daySumsInBolivares(row: TDailySalesRow, todayRate: number): TSums {
  return {
    revenue: bolivaresCents(row.revenueVes, row.unratedRevenue, todayRate),
    cost: bolivaresCents(row.costVes, row.unratedCost, todayRate),
    knownProfit: bolivaresCents(row.profitVes, row.unratedProfit, todayRate),
    tax: bolivaresCents(row.taxVes, row.unratedTax, todayRate),
  };
}

/**
 * GET /sales/stats/daily: per-day totals of the seller's sales and the period's totals, in their zone, in dollars
 * and in bolívares (today's rate, from the sales module's memory, for the sales that remember none; no rate
 * today, no bolívares).
 */
export async function getDailyStats(
  db: TDbOrTx,
  auth: Pick<TAuthUser, 'shopId' | 'timeZone'>,
  query: TDailyStatsQuery,
  now: Date,
  rates: Pick<TSaleRates, 'rateAt'>,
): Promise<TDailyStats> {
  const range = resolveStatsRange(query, auth.timeZone, now);
  const [rows, today] = await Promise.all([
    dailySalesRows(db, { shopId: auth.shopId, timeZone: auth.timeZone, ...range }),
    rates.rateAt(now),
  ]);
  const rate = usableRateOf(today);
  // Period totals in integer cents: the sum of the days' exact numeric sums, never a float accumulation. In
  // bigint: a seller's sums may pass 9e13 dollars, where number cents stop being exact (design §10).
  let totalSales = 0;
  let usd = ZERO_SUMS;
  let ves = ZERO_SUMS;
  let igtfCents = 0n;
  let discountCents = 0n;
  const dailyStats = rows.map((row) => {
    const dayUsd = {
      revenue: toBigCents(row.revenue),
      cost: toBigCents(row.cost),
      knownProfit: toBigCents(row.profit),
      tax: toBigCents(row.taxTotal),
    };
    const dayVes = rate === null ? null : daySumsInBolivares(row, rate);
    const igtf = toBigCents(row.igtfTotal);
    totalSales += row.salesCount;
    usd = addSums(usd, dayUsd);
    if (dayVes) ves = addSums(ves, dayVes);
    igtfCents += igtf;
    const discount = toBigCents(row.discountTotal);
    discountCents += discount;
    return {
      date: row.day,
      salesCount: row.salesCount,
      ...figures(dayUsd),
      inBolivares: dayVes && figures(dayVes),
      igtfTotal: fromBigCents(igtf),
      taxTotal: fromBigCents(dayUsd.tax),
      discountTotal: fromBigCents(discount),
    };
  });
  const periodInBolivares: TStatsInBolivares = rate === null ? null : figures(ves);
  return {
    periodTotals: {
      totalSales,
      ...figures(usd),
      inBolivares: periodInBolivares,
      igtfTotal: fromBigCents(igtfCents),
      taxTotal: fromBigCents(usd.tax),
      discountTotal: fromBigCents(discountCents),
    },
    dateRange: range,
    dailyStats,
  };
}
