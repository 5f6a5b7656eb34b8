import { MONTH_NAMES_ES } from '@cuadre/shared/constants';
import type { TDashboardMetrics } from '@cuadre/shared/schemas/dashboard';
import type { TDb } from '../../db/client';
import { readDashboardFigures } from './dashboard.repository';

/**
 * The four cards of /dashboard (spec §3 Dashboard metrics, design §6): revenue is sale totals (accrual), the
 * month's profit is its revenue minus its cost (lines with no known cost at cost 0, design §10) minus its
 * expenses, and the revenue of those lines is told alongside so the screen can say how much of it is.
 */
export async function getDashboardMetrics(
  db: TDb,
  seller: { id: string; timeZone: string },
  now: Date,
): Promise<TDashboardMetrics> {
  const figures = await readDashboardFigures(db, { userId: seller.id, timeZone: seller.timeZone, at: now });
  return {
    totalRevenue: Number(figures.totalRevenue),
    monthlySales: Number(figures.monthlySales),
    monthlyExpenses: Number(figures.monthlyExpenses),
    realMonthlyProfit: Number(figures.realMonthlyProfit),
    monthlyRevenueWithoutCost: Number(figures.monthlyRevenueWithoutCost),
    currentMonth: { monthName: MONTH_NAMES_ES[figures.month - 1] ?? '' },
  };
}
