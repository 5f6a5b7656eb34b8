import { MONTH_NAMES_ES } from '@cuadre/shared/common/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import { dualAmountOf } from '@cuadre/shared/credit/credit-rules';
import { readOverdue } from '../credit/receivables.repository';
import { bigCentsAtRate, fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import type { TDashboardMetrics } from '@cuadre/shared/dashboard/schemas';
import { bolivaresCents, usableRateOf } from '../../lib/sales-in-bolivares';
import type { TDb } from '../../db/client';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { readDashboardFigures, type TDashboardFigures } from './dashboard.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * The four cards of /dashboard (spec §3 Dashboard metrics, design §6): revenue is sale totals (accrual), the
 * month's profit is its revenue minus its cost (lines with no known cost at cost 0, design §10) minus its
 * expenses, and the revenue of those lines is told alongside so the screen can say how much of it is. In
 * bolívares too (design §10): each sale at the rate it remembers, sales without one and the expenses (which have
 * none) at today's rate, from the sales module's memory; no rate today, no bolívares.
 */
export async function getDashboardMetrics(
  db: TDb,
  seller: { shopId: TShopId; timeZone: string },
  now: Date,
  rates: Pick<TSaleRates, 'rateAt'>,
): Promise<TDashboardMetrics> {
  const [figures, today, overdue] = await Promise.all([
    readDashboardFigures(db, { shopId: seller.shopId, timeZone: seller.timeZone, at: now }),
    rates.rateAt(now),
    readOverdue(db, seller.shopId, todayInZone(seller.timeZone, now)),
  ]);
  const todayRate = usableRateOf(today);
  return {
    totalRevenue: Number(figures.totalRevenue),
    monthlySales: Number(figures.monthlySales),
    monthlyExpenses: Number(figures.monthlyExpenses),
    realMonthlyProfit: Number(figures.realMonthlyProfit),
    monthlyRevenueWithoutCost: Number(figures.monthlyRevenueWithoutCost),
    inBolivares: todayRate === null ? null : inBolivares(figures, todayRate),
    monthlyIgtf: Number(figures.monthlyIgtf),
    currentMonth: { monthName: MONTH_NAMES_ES[figures.month - 1] ?? '' },
    overdue: { amount: dualAmountOf(overdue.amount, todayRate), clients: overdue.clients },
  };
}

function inBolivares(figures: TDashboardFigures, todayRate: number): TDashboardMetrics['inBolivares'] {
  // Sums of sales with a rate are bolívares already; dollars (sales without a rate, expenses) at today's rate.
  const rated = (ves: string, usd: string) => bolivaresCents(ves, usd, todayRate);
  const { rated: ves, unrated: usd } = figures.monthly;
  const sales = rated(ves.revenue, usd.revenue);
  const cost = rated(ves.cost, usd.cost);
  const knownProfit = rated(ves.knownProfit, usd.knownProfit);
  // IVA (decision record 032) is in the sales, and is no profit.
  const tax = rated(ves.tax, usd.tax);
  const expenses = bigCentsAtRate(toBigCents(figures.monthlyExpenses), todayRate);
  return {
    totalRevenue: fromBigCents(rated(figures.totalRevenueVes, figures.totalRevenueUnrated)),
    monthlySales: fromBigCents(sales),
    monthlyExpenses: fromBigCents(expenses),
    realMonthlyProfit: fromBigCents(sales - tax - cost - expenses),
    monthlyRevenueWithoutCost: fromBigCents(sales - tax - cost - knownProfit),
  };
}
