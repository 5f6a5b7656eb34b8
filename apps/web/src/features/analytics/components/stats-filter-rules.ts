import { monthRange } from '@cuadre/shared/common/dates';

/** The statistics filters (spec §2 Statistics). `month` is '' or a month index '0'…'11' of `year`. */
export type TStatsFilterValues = { month: string; startDate: string; endDate: string };

export const EMPTY_STATS_FILTERS: TStatsFilterValues = { month: '', startDate: '', endDate: '' };

/** Picking a month sets start and end to its first and last day; the empty choice clears everything. */
export function pickMonth(year: number, month: string): TStatsFilterValues {
  if (month === '') return EMPTY_STATS_FILTERS;
  return { month, ...monthRange(year, Number(month)) };
}

/** Editing a date by hand clears the month: the period is no longer "that month". */
export function editDate(
  values: TStatsFilterValues,
  field: 'startDate' | 'endDate',
  value: string,
): TStatsFilterValues {
  return { ...values, month: '', [field]: value };
}

/** Start after end cannot be asked for: the server would refuse it. */
export function isRangeInverted({ startDate, endDate }: TStatsFilterValues): boolean {
  return Boolean(startDate && endDate && startDate > endDate);
}
