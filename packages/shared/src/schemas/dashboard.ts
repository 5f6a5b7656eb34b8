/**
 * The seller's dashboard (spec §2 Dashboard, §3 Dashboard metrics, §7 GET /expenses/dashboard/metrics).
 */
import { z } from 'zod';
import { ZMoney } from './common';

/** GET /expenses/dashboard/metrics → data (spec §3 Dashboard metrics). */
export const ZDashboardMetrics = z.object({
  totalRevenue: ZMoney,
  monthlySales: ZMoney,
  monthlyExpenses: ZMoney,
  realMonthlyProfit: ZMoney,
  /** Added (design §10): this month's revenue from lines with no known cost, which count at cost 0. */
  monthlyRevenueWithoutCost: ZMoney,
  currentMonth: z.object({ monthName: z.string() }),
});
export type TDashboardMetrics = z.infer<typeof ZDashboardMetrics>;
