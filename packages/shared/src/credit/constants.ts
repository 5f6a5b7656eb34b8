/**
 * Fiado under control (decision record 030): credit limits, terms, ageing and reminders. The rules are in
 * credit-rules.ts; the texts in messages.ts.
 */

/** The terms a shop picks as its default for a credit sale, in days; a sale may take another due date. */
export const CREDIT_TERMS_DAYS = [7, 15, 30] as const;
export type TCreditTermDays = (typeof CREDIT_TERMS_DAYS)[number];

/** The term of a shop that never chose one: a quincena, how most small shops give fiado. */
export const DEFAULT_CREDIT_DAYS: TCreditTermDays = 15;

/** The furthest a due date may be set from the sale's day. */
export const MAX_CREDIT_DAYS = 365;

/**
 * The ageing buckets, by days late: a sale not yet due counts in the first one (0 days late), as a shop's
 * "por cobrar" reads it.
 */
export const AGEING_BUCKETS = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;
export type TAgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_LABELS: Record<TAgeingBucket, string> = {
  upTo30: '0–30 días',
  upTo60: '31–60 días',
  upTo90: '61–90 días',
  over90: 'Más de 90 días',
};

/** The upper bound of days late of each bucket but the last. */
export const AGEING_BUCKET_LIMITS = { upTo30: 30, upTo60: 60, upTo90: 90 } as const;

/** How many clients one page of the receivables report lists. */
export const RECEIVABLES_PAGE_SIZE = 50;

/** How many clients, most overdue first, the receivables' PDF lists (the XLSX and CSV list every one). */
export const RECEIVABLES_PDF_CLIENTS = 500;
