import { z } from 'zod';
import { ZDualAmount } from '../money/dual-amount';
import { ZReportPeriod } from './period';

/** Monday first, as `isodow` numbers them (1–7). */
export const WEEKDAY_LABELS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;
export const WEEKDAY_SHORT_LABELS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;

/** "08:00–08:59": an hour of the grid as the table names it. */
export function hourLabel(hour: number): string {
  const start = String(hour).padStart(2, '0');
  return `${start}:00–${start}:59`;
}

/** A period's count of sales and its revenue net of returns, as the statistics give them. */
export const ZSalesFigure = z.object({ salesCount: z.number().int(), revenue: ZDualAmount });
export type TSalesFigure = z.infer<typeof ZSalesFigure>;

/** One cell of the week's grid: the sales made at that hour of that weekday over the period, less its returns. */
export const ZHourCell = ZSalesFigure.extend({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
});
export type THourCell = z.infer<typeof ZHourCell>;

/** A day of the period beside the day in the same place of the previous period. */
export const ZComparedDay = z.object({
  date: z.string(),
  current: ZSalesFigure,
  previousDate: z.string(),
  previous: ZSalesFigure,
});
export type TComparedDay = z.infer<typeof ZComparedDay>;

/**
 * GET /reports/hours (decision record 033): the week's grid (only the cells with sales or returns), every day of
 * the period beside the previous period's, and both periods' totals, which are the statistics'.
 */
export const ZHoursReport = z.object({
  period: ZReportPeriod,
  previousPeriod: ZReportPeriod,
  totals: ZSalesFigure,
  previousTotals: ZSalesFigure,
  grid: z.array(ZHourCell),
  days: z.array(ZComparedDay),
});
export type THoursReport = z.infer<typeof ZHoursReport>;
