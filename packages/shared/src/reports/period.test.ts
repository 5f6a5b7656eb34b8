import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../common/messages';
import {
  isoWeekday,
  presetPeriod,
  previousPeriodOf,
  reportPeriodOf,
  reportPeriodProblem,
  ZReportPeriodQuery,
} from './period';

// Decision record 033: one period for every report, from the shop's today.
describe('a report’s period', () => {
  it('gives each preset from the shop’s today, a week from Monday', () => {
    // Thursday 20 March 2025.
    expect(presetPeriod('today', '2025-03-20')).toEqual({ from: '2025-03-20', to: '2025-03-20' });
    expect(presetPeriod('week', '2025-03-20')).toEqual({ from: '2025-03-17', to: '2025-03-20' });
    expect(presetPeriod('week', '2025-03-17')).toEqual({ from: '2025-03-17', to: '2025-03-17' });
    expect(presetPeriod('week', '2025-03-23')).toEqual({ from: '2025-03-17', to: '2025-03-23' });
    expect(presetPeriod('month', '2025-03-20')).toEqual({ from: '2025-03-01', to: '2025-03-20' });
    expect(presetPeriod('lastMonth', '2025-03-20')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(presetPeriod('lastMonth', '2025-01-05')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(isoWeekday('2025-03-23')).toBe(7);
  });

  it('compares a period with the days of the same length just before it', () => {
    expect(previousPeriodOf({ from: '2025-03-01', to: '2025-03-20' })).toEqual({
      from: '2025-02-09',
      to: '2025-02-28',
    });
    expect(previousPeriodOf({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('reads the query as this month so far, from a day to today (or that day if to come), or a day alone', () => {
    expect(reportPeriodOf({}, '2025-03-20')).toEqual({ from: '2025-03-01', to: '2025-03-20' });
    expect(reportPeriodOf({ from: '2025-01-10' }, '2025-03-20')).toEqual({
      from: '2025-01-10',
      to: '2025-03-20',
    });
    expect(reportPeriodOf({ from: '2025-04-01' }, '2025-03-20')).toEqual({
      from: '2025-04-01',
      to: '2025-04-01',
    });
    expect(reportPeriodOf({ to: '2025-02-03' }, '2025-03-20')).toEqual({
      from: '2025-02-03',
      to: '2025-02-03',
    });
    // At most 366 days, both ends included.
    expect(reportPeriodProblem({ from: '2024-03-19', to: '2025-03-20' })).toBe(VALIDATION.reportRangeTooLong);
    expect(reportPeriodProblem({ from: '2024-03-20', to: '2025-03-20' })).toBeNull();
  });

  it('refuses a range backwards or over a year, and a date that does not exist', () => {
    const problems = (query: object) =>
      ZReportPeriodQuery.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ from: '2025-03-02', to: '2025-03-01' })).toEqual([VALIDATION.reportRangeOrder]);
    expect(problems({ from: '2024-03-19', to: '2025-03-20' })).toEqual([VALIDATION.reportRangeTooLong]);
    expect(problems({ from: '2025-02-30' })).toEqual([VALIDATION.invalidDate]);
    expect(problems({ from: '2024-03-20', to: '2025-03-20' })).toEqual([]);
  });
});
