import { addDaysToIsoDate, daysBetweenIsoDates } from '../common/dates';
import { bigCentsAtRate, fromBigCents, toBigCents } from '../money/money';
import type { TDualAmount } from '../money/dual-amount';
import { AGEING_BUCKET_LIMITS, type TAgeingBucket } from './constants';

/**
 * The limit that holds for a client (decision record 030): their own when set, else the shop's default; null
 * when neither is set, which is credit without a limit, as the spec's fiado has always been.
 */
export function creditLimitOf(clientLimit: number | null, shopDefault: number | null): number | null {
  return clientLimit ?? shopDefault;
}

/** What a client may still take on credit: the limit less what they owe, never below 0; null without a limit. */
export function creditAvailable(limit: number | null, owed: number): number | null {
  if (limit === null) return null;
  const left = toBigCents(limit) - toBigCents(owed);
  return left > 0n ? fromBigCents(left) : 0;
}

/** Whether adding `unpaid` to what the client owes goes past their limit (compared in cents). */
export function exceedsCreditLimit(limit: number | null, owed: number, unpaid: number): boolean {
  if (limit === null || unpaid <= 0) return false;
  return toBigCents(owed) + toBigCents(unpaid) > toBigCents(limit);
}

/** A credit sale's due date: its day in the shop's zone plus the term. */
export function dueDateOf(saleDay: string, termDays: number): string {
  return addDaysToIsoDate(saleDay, termDays);
}

/** Days past the due date on `today` (both 'YYYY-MM-DD' in the shop's zone); 0 while not yet due. */
export function daysLate(dueDate: string, today: string): number {
  return Math.max(0, daysBetweenIsoDates(dueDate, today));
}

/** The ageing bucket of a debt this many days late. */
export function ageingBucketOf(late: number): TAgeingBucket {
  if (late <= AGEING_BUCKET_LIMITS.upTo30) return 'upTo30';
  if (late <= AGEING_BUCKET_LIMITS.upTo60) return 'upTo60';
  if (late <= AGEING_BUCKET_LIMITS.upTo90) return 'upTo90';
  return 'over90';
}

/** A dollar amount (exact text from SQL, or a number) with its bolívares at `rate`, to the cent; none without one. */
export function dualAmountOf(usd: string | number, rate: number | null): TDualAmount {
  const cents = toBigCents(usd);
  return { usd: fromBigCents(cents), ves: rate === null ? null : fromBigCents(bigCentsAtRate(cents, rate)) };
}
