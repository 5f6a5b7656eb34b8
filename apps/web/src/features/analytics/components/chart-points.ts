import type { TCurrencyMode } from '@cuadre/shared/money/constants';
import type { TDailyStats, TDailyStatsRow } from '@cuadre/shared/stats/schemas';
import { formatCalendarDate, nextCalendarDate } from './calendar-date';

export type TChartPoint = { date: string; label: string; revenue: number; profit: number };

/** Beyond this many days the chart plots only the days with sales (a trend of years needs no gap-filling). */
const MAX_FILLED_DAYS = 800;

/**
 * One point per calendar day from the first day with sales to the last: a day without sales is a real 0 in a
 * trend, and leaving it out would draw a straight line across it. Days after the last sale (the rest of the
 * current month) are not invented.
 */
export function chartPoints(
  rows: TDailyStatsRow[],
  /** USD → the currency shown (bolívares in VES mode), so the axis and its ticks are in that currency. */
  toShown: (amountUsd: number) => number = (amountUsd) => amountUsd,
): TChartPoint[] {
  const point = (date: string, row?: TDailyStatsRow): TChartPoint => ({
    date,
    label: formatCalendarDate(date).slice(0, 5),
    revenue: toShown(row?.totalRevenue ?? 0),
    profit: toShown(row?.totalProfit ?? 0),
  });
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return [];
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const points: TChartPoint[] = [];
  for (let date = first.date; date <= last.date; date = nextCalendarDate(date)) {
    if (points.length > MAX_FILLED_DAYS) return rows.map((row) => point(row.date, row));
    points.push(point(date, byDate.get(date)));
  }
  return points;
}

/**
 * What the chart shows, in words: its accessible name. A screen-reader user gets the period, the totals and the
 * best day instead of a picture (the table below carries every figure).
 */
export function chartSummary(stats: TDailyStats, formatMoney: (amountUsd: number) => string): string {
  const { dateRange, periodTotals, dailyStats } = stats;
  const best = dailyStats.reduce<TDailyStatsRow | null>(
    (top, row) => (!top || row.totalRevenue > top.totalRevenue ? row : top),
    null,
  );
  const parts = [
    `Gráfico de ingresos y ganancias por día, del ${formatCalendarDate(dateRange.startDate)} al ${formatCalendarDate(dateRange.endDate)}.`,
    `Ingresos: ${formatMoney(periodTotals.totalRevenue)}. Ganancias: ${formatMoney(periodTotals.totalProfit)}.`,
  ];
  if (best) {
    parts.push(
      `Día de mayores ingresos: ${formatCalendarDate(best.date)}, con ${formatMoney(best.totalRevenue)}.`,
    );
  }
  return parts.join(' ');
}

const COMPACT_VES = new Intl.NumberFormat('es', { notation: 'compact', maximumFractionDigits: 1 });
const COMPACT_USD = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An axis tick in the currency shown, short: bolívares in Spanish ("Bs. 1,2 mil", "Bs. 203,1 mil M"), dollars
 * as the app writes them ("$1.2K"). The amount is already in that currency.
 */
export function compactAmount(amount: number, mode: TCurrencyMode): string {
  // Plain spaces: ICU writes "1,2\u00a0mil", which reads the same and only makes the text harder to match.
  if (mode === 'VES') return `Bs. ${COMPACT_VES.format(amount).replace(/\s/g, ' ')}`;
  const text = COMPACT_USD.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}$${text}`;
}

/** The axis' width in px for its longest tick (recharts clips a tick wider than the axis). */
export function axisWidth(points: readonly TChartPoint[], mode: TCurrencyMode): number {
  const extremes = points.flatMap((point) => [point.revenue, point.profit]);
  const longest = Math.max(
    ...[0, Math.max(0, ...extremes), Math.min(0, ...extremes)].map(
      (amount) => compactAmount(amount, mode).length,
    ),
  );
  return Math.ceil(longest * 7.5) + 8;
}
