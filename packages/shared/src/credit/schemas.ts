import { z } from 'zod';
import { hasAtMostTwoDecimals, optionalText, ZIsoDate, ZMoney, ZTimestamp } from '../common/schemas';
import { MAX_AMOUNT } from '../money/constants';
import { AGEING_BUCKETS, CREDIT_TERMS_DAYS } from './constants';
import { CREDIT_MESSAGES } from './messages';
import { ZDualAmount } from '../money/dual-amount';

/**
 * A credit limit in USD as a request gives it: 0 or more, 2 decimals; null clears it (the client follows the
 * shop's default; the shop's default null is credit without a limit). Absent keeps what is stored.
 */
export const ZCreditLimit = z
  .number({ error: CREDIT_MESSAGES.creditLimitInvalid })
  .min(0, CREDIT_MESSAGES.creditLimitInvalid)
  .max(MAX_AMOUNT, CREDIT_MESSAGES.creditLimitInvalid)
  .refine(hasAtMostTwoDecimals, CREDIT_MESSAGES.creditLimitInvalid)
  .nullish();

/** The shop's default term for a credit sale: 7, 15 or 30 days. */
export const ZCreditDays = z
  .number({ error: CREDIT_MESSAGES.creditDaysInvalid })
  .refine(
    (days): days is (typeof CREDIT_TERMS_DAYS)[number] =>
      (CREDIT_TERMS_DAYS as readonly number[]).includes(days),
    CREDIT_MESSAGES.creditDaysInvalid,
  );

/** A sale's due date as a request gives it; the server checks it against the sale's day. */
export const ZDueDate = ZIsoDate.optional();

/** GET /clients/{id}/credit: what the cart shows of the chosen client. */
export const ZClientCredit = z.object({
  clientId: z.string(),
  /** What the client owes now (their PENDING sales' balances). */
  owed: ZMoney,
  /** Of it, what is past its due date today. */
  overdue: ZMoney,
  /** The limit that holds (their own, else the shop's default); null: credit without a limit. */
  creditLimit: ZMoney.nullable(),
  /** Whether the limit is the client's own (else the shop's default, or none). */
  ownLimit: z.boolean(),
  /** The limit less what is owed, never below 0; null without a limit. */
  available: ZMoney.nullable(),
  /** The shop's default term, for the due date the cart proposes. */
  defaultCreditDays: z.number().int(),
});
export type TClientCredit = z.infer<typeof ZClientCredit>;

/** GET /reports/receivables?asOf=&page&search: the receivables as of a day (today in the shop's zone by default). */
export const ZReceivablesQuery = z.object({
  asOf: ZIsoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  search: optionalText(100),
  /** Only the clients with something past due (the reminders' walk). */
  overdueOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type TReceivablesQuery = z.infer<typeof ZReceivablesQuery>;
export type TReceivablesQueryInput = z.input<typeof ZReceivablesQuery>;

/** GET /reports/receivables.{xlsx|csv|pdf}?asOf: the whole report as of a day. */
export const ZReceivablesFileQuery = z.object({ asOf: ZIsoDate.optional() });

/** An amount in USD with its bolívares at the day's rate (null when the shop has no rate). */

export const ZAgeingBuckets = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, ZDualAmount])) as Record<
    (typeof AGEING_BUCKETS)[number],
    typeof ZDualAmount
  >,
);
export type TAgeingBuckets = z.infer<typeof ZAgeingBuckets>;

export const ZReceivableClient = z.object({
  clientId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  taxId: z.string().nullable(),
  owed: ZDualAmount,
  overdue: ZDualAmount,
  buckets: ZAgeingBuckets,
  /** Days late of the client's oldest unpaid due date; 0 when nothing is past due. */
  daysLate: z.number().int(),
  /** The oldest due date among what they owe. */
  oldestDueDate: z.string().nullable(),
  lastReminderAt: ZTimestamp.nullable(),
});
export type TReceivableClient = z.infer<typeof ZReceivableClient>;

export const ZReceivables = z.object({
  asOf: z.string(),
  /** The rate the bolívares are at (today's in force), or null. */
  rate: z.number().nullable(),
  /** Every client's debt summed by bucket, whatever the page. */
  buckets: ZAgeingBuckets,
  owed: ZDualAmount,
  overdue: ZDualAmount,
  /** How many clients owe, and how many of them are late. */
  clientCount: z.number().int(),
  overdueClientCount: z.number().int(),
  /** The page of clients, most overdue first. */
  clients: z.array(ZReceivableClient),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TReceivables = z.infer<typeof ZReceivables>;

/** POST /clients/{id}/reminders: `again` reminds a client already reminded today (else 409 REMINDED_TODAY). */
export const ZReminderRequest = z.object({ again: z.boolean().optional() });
export type TReminderRequest = z.infer<typeof ZReminderRequest>;

export const ZReminder = z.object({ id: z.string(), clientId: z.string(), sentAt: ZTimestamp });
export type TReminder = z.infer<typeof ZReminder>;

/** POST /clients/{id}/statement-link → the public address of the client's statement. */
export const ZStatementLink = z.object({ url: z.string() });
export type TStatementLink = z.infer<typeof ZStatementLink>;

/** The dashboard's "Vencido" card: the total past due today, in bolívares at today's rate, and its clients. */
export const ZOverdueSummary = z.object({ amount: ZDualAmount, clients: z.number().int() });
export type TOverdueSummary = z.infer<typeof ZOverdueSummary>;
