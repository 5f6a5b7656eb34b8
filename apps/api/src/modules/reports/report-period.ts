import { todayInZone } from '@cuadre/shared/common/dates';
import {
  reportPeriodOf,
  reportPeriodProblem,
  type TReportPeriod,
  type TReportPeriodQuery,
} from '@cuadre/shared/reports/period';
import type { TAuthUser } from '../../lib/auth/guards';
import { AppError } from '../../lib/app-error';

/**
 * The days a report sums, in the shop's zone (decision record 033); a 400 in Spanish for a period over a year,
 * which only the shop's today can tell (a `from` alone long ago).
 */
export function reportPeriod(
  query: TReportPeriodQuery,
  reader: Pick<TAuthUser, 'timeZone'>,
  now: Date,
): TReportPeriod {
  const period = reportPeriodOf(query, todayInZone(reader.timeZone, now));
  const problem = reportPeriodProblem(period);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem, [problem]);
  return period;
}
