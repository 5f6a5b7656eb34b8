import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { addDaysToIsoDate, daysBetweenIsoDates } from '../common/dates';
import { ZIsoDate } from '../common/schemas';

/** The longest period a report sums at once: a year, as the statistics' longest. */
export const REPORT_MAX_DAYS = 366;

/**
 * ?from&to of every report (decision record 033): whole days in the shop's zone, `to` included; without them,
 * this month so far; with `to` alone, that day.
 */
export const ZReportPeriodQuery = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .superRefine(({ from, to }, ctx) => {
    const problem = from && to ? reportPeriodProblem({ from, to }) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type TReportPeriodQuery = z.infer<typeof ZReportPeriodQuery>;

/** A report's days: 'YYYY-MM-DD' in the shop's zone, both included. */
export const ZReportPeriod = z.object({ from: z.string(), to: z.string() });
export type TReportPeriod = z.infer<typeof ZReportPeriod>;

/**
 * The days a query asks for, given the shop's today: this month so far unless it says otherwise; `from` alone runs
 * to today (or is that day alone when it is still to come), `to` alone is that day.
 */
export function reportPeriodOf(query: TReportPeriodQuery, today: string): TReportPeriod {
  if (query.from && !query.to) return { from: query.from, to: query.from > today ? query.from : today };
  const to = query.to ?? today;
  return { from: query.from ?? (query.to ? to : `${today.slice(0, 8)}01`), to };
}

/**
 * Why a period cannot be reported on, in Spanish: its end before its start, or longer than a year (a range typed,
 * or a `from` alone long ago, which only the shop's today can judge); else null.
 */
export function reportPeriodProblem(period: TReportPeriod): string | null {
  if (period.from > period.to) return VALIDATION.reportRangeOrder;
  return daysBetweenIsoDates(period.from, period.to) < REPORT_MAX_DAYS ? null : VALIDATION.reportRangeTooLong;
}

/** The period of the same length that ends the day before `period` starts: what a report compares it with. */
export function previousPeriodOf(period: TReportPeriod): TReportPeriod {
  const length = daysBetweenIsoDates(period.from, period.to) + 1;
  const to = addDaysToIsoDate(period.from, -1);
  return { from: addDaysToIsoDate(to, -(length - 1)), to };
}

/** The picker's choices besides a range of the owner's own. */
export const REPORT_PRESETS = ['today', 'week', 'month', 'lastMonth'] as const;
export type TReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<TReportPreset, string> = {
  today: 'Hoy',
  week: 'Esta semana',
  month: 'Este mes',
  lastMonth: 'Mes pasado',
};

/** A preset's days, from the shop's today: a week starts on Monday, as Venezuelan calendars print it. */
export function presetPeriod(preset: TReportPreset, today: string): TReportPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = isoWeekday(today);
      return { from: addDaysToIsoDate(today, -(weekday - 1)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const to = addDaysToIsoDate(`${today.slice(0, 8)}01`, -1);
      return { from: `${to.slice(0, 8)}01`, to };
    }
  }
}

/** 1 (Monday) to 7 (Sunday), as PostgreSQL's isodow: a calendar date's, whatever the zone. */
export function isoWeekday(date: string): number {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** How each report's files are named: `horarios-2026-11-01-al-2026-11-29.pdf` (reportFileName). */
export const REPORT_FILE_SLUGS = { hours: 'horarios', payments: 'cobros-y-pagos' } as const;
