import { isValidIsoDate } from '@cuadre/shared/common/dates';
import {
  presetPeriod,
  reportPeriodProblem,
  type TReportPeriod,
  type TReportPreset,
} from '@cuadre/shared/reports/period';

/** What the picker holds: a preset, or a range whose two dates the owner types. */
export interface TPeriodChoice {
  preset: TReportPreset | 'range';
  from: string;
  to: string;
}

/** The screen opens on this month so far, as the statistics do; the range starts there too. */
export function firstChoice(today: string): TPeriodChoice {
  return { preset: 'month', ...presetPeriod('month', today) };
}

/** The days the choice asks for, or why it cannot be asked yet (a range half typed, backwards, too long). */
export function periodOfChoice(
  choice: TPeriodChoice,
  today: string,
): { period: TReportPeriod; problem: null } | { period: null; problem: string | null } {
  if (choice.preset !== 'range') return { period: presetPeriod(choice.preset, today), problem: null };
  const { from, to } = choice;
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return { period: null, problem: null };
  const problem = reportPeriodProblem({ from, to });
  return problem ? { period: null, problem } : { period: { from, to }, problem: null };
}
