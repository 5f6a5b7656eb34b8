/**
 * The seller's dashboard (spec §2 Dashboard, §3 Dashboard metrics, §7 GET /expenses/dashboard/metrics).
 */
import { z } from 'zod';
import { ZMoney } from '../common/schemas';
import { ZOverdueSummary } from '../credit/schemas';

/** GET /expenses/dashboard/metrics → data (spec §3 Dashboard metrics). */
export const ZDashboardMetrics = z.object({
  totalRevenue: ZMoney,
  monthlySales: ZMoney,
  monthlyExpenses: ZMoney,
  realMonthlyProfit: ZMoney,
  /** Added (design §10): this month's revenue from lines with no known cost, which count at cost 0. */
  monthlyRevenueWithoutCost: ZMoney,
  /**
   * Added (design §10): the same figures in bolívares, each sale at the rate it remembers (rounded to the cent as
   * its details show it), sales without a rate and the expenses (which have none) at today's rate; null when
   * there is no rate today.
   */
  inBolivares: z
    .object({
      totalRevenue: ZMoney,
      monthlySales: ZMoney,
      monthlyExpenses: ZMoney,
      realMonthlyProfit: ZMoney,
      monthlyRevenueWithoutCost: ZMoney,
    })
    .nullable(),
  /**
   * Added: the IGTF collected this month, on the payments made in it whatever their sales' month, in dollars
   * (never revenue).
   */
  monthlyIgtf: ZMoney,
  currentMonth: z.object({ monthName: z.string() }),
  /** Added (decision record 030): what is past its due date today, and how many clients owe it. */
  overdue: ZOverdueSummary,
});
export type TDashboardMetrics = z.infer<typeof ZDashboardMetrics>;
