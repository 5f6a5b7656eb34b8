import { dayMonthYear } from '../common/dates';
import { layoutBlocks, type TLayoutEntry, type TLayoutPart } from '../documents/document-layout';
import type { TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';
import { dualText, sumDual } from '../money/dual-amount';
import { hourLabel, WEEKDAY_LABELS, type THourCell, type THoursReport, type TSalesFigure } from './hours';
import type { TReportPeriod } from './period';

export const HOURS_REPORT_TITLE = 'Horarios de venta';

/** The file's columns (CSV and XLSX): one row per cell of the week's grid with sales. */
export const HOURS_TABLE_COLUMNS = {
  weekday: 'Día de la semana',
  hour: 'Hora',
  salesCount: 'Ventas',
  revenue: 'Ingresos (USD)',
  revenueVes: 'Ingresos (Bs.)',
} as const;

/** "Del 01/11/2026 al 29/11/2026", or the day alone. */
export function periodText(period: TReportPeriod): string {
  return period.from === period.to
    ? `El ${dayMonthYear(period.from)}`
    : `Del ${dayMonthYear(period.from)} al ${dayMonthYear(period.to)}`;
}

/** Cells added up; with no cell, nothing — in bolívares too when the report has them. */
function figureOf(cells: readonly THourCell[], inBolivares: boolean): TSalesFigure {
  const revenue = sumDual(cells.map((cell) => cell.revenue));
  return {
    salesCount: cells.reduce((count, cell) => count + cell.salesCount, 0),
    revenue: inBolivares ? revenue : { usd: revenue.usd, ves: null },
  };
}

/** Each weekday's sales over the period, Monday first: the grid's rows added up. */
export function weekdayFigures(report: Pick<THoursReport, 'grid' | 'totals'>): TSalesFigure[] {
  const inBolivares = report.totals.revenue.ves !== null;
  return WEEKDAY_LABELS.map((_, index) =>
    figureOf(
      report.grid.filter((cell) => cell.weekday === index + 1),
      inBolivares,
    ),
  );
}

/** Each hour's sales over the period, whatever the weekday: the grid's columns added up. */
export function hourFigures(report: Pick<THoursReport, 'grid' | 'totals'>): TSalesFigure[] {
  const inBolivares = report.totals.revenue.ves !== null;
  return Array.from({ length: 24 }, (_, hour) =>
    figureOf(
      report.grid.filter((cell) => cell.hour === hour),
      inBolivares,
    ),
  );
}

/** "1 venta", "12 ventas" */
export function salesCountText(count: number): string {
  return `${count} ${count === 1 ? 'venta' : 'ventas'}`;
}

/** "12 ventas · $340.00 · Bs. 83.300,00" */
export function salesFigureText(figure: TSalesFigure): string {
  return `${salesCountText(figure.salesCount)} · ${dualText(figure.revenue)}`;
}

/** The busiest hour (most revenue; the earliest of a tie), or null for a period without sales. */
export function busiestHour(report: Pick<THoursReport, 'grid' | 'totals'>): number | null {
  const hours = hourFigures(report);
  let best: number | null = null;
  hours.forEach((figure, hour) => {
    if (figure.salesCount === 0) return;
    if (best === null || figure.revenue.usd > (hours[best]?.revenue.usd ?? 0)) best = hour;
  });
  return best;
}

/** The weekday of most revenue (the first of a tie), or null for a period without sales. */
export function busiestWeekday(report: Pick<THoursReport, 'grid' | 'totals'>): string | null {
  const figures = weekdayFigures(report);
  let best: number | null = null;
  figures.forEach((figure, index) => {
    if (figure.salesCount === 0) return;
    if (best === null || figure.revenue.usd > (figures[best]?.revenue.usd ?? 0)) best = index;
  });
  return best === null ? null : (WEEKDAY_LABELS[best] ?? null);
}

function dayEntry(day: THoursReport['days'][number]): TLayoutEntry {
  return {
    rows: [
      { label: dayMonthYear(day.date), value: salesFigureText(day.current) },
      { label: `Antes: ${dayMonthYear(day.previousDate)}`, value: salesFigureText(day.previous) },
    ],
    message: `- ${dayMonthYear(day.date)}: ${dualText(day.current.revenue)} (antes ${dualText(day.previous.revenue)})`,
  };
}

/**
 * The report as a document (its PDF) and as the text "Compartir por WhatsApp" sends: the totals beside the
 * previous period's, each weekday, each hour with sales, then the period day by day.
 */
export function hoursLayout(report: THoursReport, shop: TDocumentShop): TLayoutPart[] {
  const busiest = busiestHour(report);
  return [
    { kind: 'heading', title: HOURS_REPORT_TITLE, shop, lines: [periodText(report.period)] },
    { kind: 'rule' },
    { kind: 'row', label: 'En el período', value: salesFigureText(report.totals), bold: true },
    {
      kind: 'row',
      label: `Período anterior (${periodText(report.previousPeriod).toLowerCase()})`,
      value: salesFigureText(report.previousTotals),
    },
    ...(busiest === null
      ? []
      : [{ kind: 'row', label: 'Hora de más ventas', value: hourLabel(busiest) } satisfies TLayoutPart]),
    { kind: 'rule' },
    { kind: 'text', text: 'Por día de la semana', bold: true },
    ...weekdayFigures(report).map((figure, index): TLayoutPart => ({
      kind: 'row',
      label: WEEKDAY_LABELS[index] ?? '',
      value: salesFigureText(figure),
    })),
    { kind: 'rule', only: 'document' },
    { kind: 'text', text: 'Por hora', bold: true, only: 'document' },
    ...hourFigures(report).flatMap((figure, hour): TLayoutPart[] =>
      figure.salesCount === 0 && figure.revenue.usd === 0
        ? []
        : [{ kind: 'row', label: hourLabel(hour), value: salesFigureText(figure), only: 'document' }],
    ),
    { kind: 'rule', only: 'document' },
    { kind: 'text', text: 'Día por día', bold: true, only: 'document' },
    { kind: 'list', entries: report.days.map(dayEntry), only: 'document' },
  ];
}

export function hoursBlocks(report: THoursReport, shop: TDocumentShop): TDocumentBlock[] {
  return layoutBlocks(hoursLayout(report, shop));
}
