/**
 * Daily sales statistics (spec §2 Statistics, §3 Daily sales stats, §7 GET /sales/stats/daily).
 */
import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { ZIsoDate, ZMoney } from '../common/schemas';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Optional startDate/endDate 'YYYY-MM-DD' (seller's zone); when both are given start ≤ end. */
export const ZDailyStatsQuery = z
  .object({
    startDate: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
    endDate: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    error: VALIDATION.dateRangeInvalid,
  });
export type TDailyStatsQuery = z.infer<typeof ZDailyStatsQuery>;

/**
 * Added (design §10): the same figures in bolívares, each sale at the rate it remembers (rounded to the cent as
 * its details show it) and a sale without a rate at today's; null when there is no rate today.
 */
export const ZStatsInBolivares = z
  .object({
    totalRevenue: ZMoney,
    totalCost: ZMoney,
    /** totalRevenue − totalCost, as in dollars. */
    totalProfit: ZMoney,
    revenueWithoutCost: ZMoney,
  })
  .nullable();
export type TStatsInBolivares = z.infer<typeof ZStatsInBolivares>;

export const ZDailyStatsRow = z.object({
  date: ZIsoDate,
  salesCount: z.number().int().min(0),
  totalRevenue: ZMoney,
  totalCost: ZMoney,
  /** totalRevenue − totalCost: a line with no known cost counts at cost 0 (design §10 "Profit adds up"). */
  totalProfit: ZMoney,
  /** Added: the revenue of lines with no known cost (extra charges, custom items). */
  revenueWithoutCost: ZMoney,
  inBolivares: ZStatsInBolivares,
  /**
   * Added: the IGTF collected that day, on the payments made in it whatever their sales' day, in dollars
   * (design §10: never revenue).
   */
  igtfTotal: ZMoney,
  /** Decision record 032: the IVA inside that day's revenue (its sales' less its returns'); 0 without IVA. */
  taxTotal: ZMoney,
  /** Decision record 031: the discounts given on that day's sales, in dollars (already off the revenue). */
  discountTotal: ZMoney,
});
export type TDailyStatsRow = z.infer<typeof ZDailyStatsRow>;

export const ZDailyStats = z.object({
  periodTotals: z.object({
    totalSales: z.number().int().min(0),
    totalRevenue: ZMoney,
    totalCost: ZMoney,
    totalProfit: ZMoney,
    revenueWithoutCost: ZMoney,
    /** The days' bolívares added up (each day's sales without a rate at today's rate). */
    inBolivares: ZStatsInBolivares,
    igtfTotal: ZMoney,
    taxTotal: ZMoney,
    discountTotal: ZMoney,
  }),
  dateRange: z.object({ startDate: ZIsoDate, endDate: ZIsoDate }),
  dailyStats: z.array(ZDailyStatsRow),
});
export type TDailyStats = z.infer<typeof ZDailyStats>;
