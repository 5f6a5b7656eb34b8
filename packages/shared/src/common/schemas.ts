/**
 * Small field schemas and envelope builders shared by every domain schema (design.md §3).
 */
import { z } from 'zod';
import { ERROR_CODES, VALIDATION } from './messages';
import { MAX_AMOUNT, MIN_AMOUNT } from '../money/constants';
import { MAX_PAGE_SIZE, PAGE_SIZE, SEARCH_MAX_LENGTH } from './constants';
import { fromCents, toCents } from '../money/money';
import { hasUnprintableCharacters } from '../documents/printable-text';

/** A UUID (any version; ids are v7). */
export const ZUuid = z.uuid({ error: VALIDATION.invalidId });
export type TUuid = z.infer<typeof ZUuid>;

/** The `Idempotency-Key` header of POST /sales and POST /payments (design.md §3). */
export const ZIdempotencyKey = z.string().trim().min(1).max(255);

/** Route params `{ id }`. */
export const ZIdParams = z.object({ id: ZUuid });
export type TIdParams = z.infer<typeof ZIdParams>;

export function hasAtMostTwoDecimals(value: number): boolean {
  // Out-of-range values are reported by min/max; toCents would throw past the safe-integer range.
  if (!Number.isFinite(value) || Math.abs(value) > MAX_AMOUNT) return true;
  return fromCents(toCents(value)) === value;
}

/**
 * A money amount in JSON: a number (never a numeric string), 0.01 ≤ x ≤ 999,999,999,999.99 (numeric(14,2)),
 * at most 2 decimals.
 */
export const ZMoneyAmount = z
  .number({ error: VALIDATION.invalidAmount })
  .min(MIN_AMOUNT, VALIDATION.paymentAmountMin)
  .max(MAX_AMOUNT, VALIDATION.amountTooLarge)
  .refine(hasAtMostTwoDecimals, VALIDATION.amountDecimals);
export type TMoneyAmount = z.infer<typeof ZMoneyAmount>;

/** A money amount that may be 0 (prices of free items, totals). */
export const ZMoneyAmountOrZero = z
  .number({ error: VALIDATION.invalidAmount })
  .min(0, VALIDATION.invalidAmount)
  .max(MAX_AMOUNT, VALIDATION.amountTooLarge)
  .refine(hasAtMostTwoDecimals, VALIDATION.amountDecimals);

/** Money in a response: any finite number (totals and balances may be 0; profits may be negative). */
export const ZMoney = z.number();

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that exists (2025-02-30 is rejected). */
export const ZIsoDate = z
  .string({ error: VALIDATION.invalidDate })
  .regex(ISO_DATE_RE, VALIDATION.invalidDate)
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999, so '0050-06-01' was '1950'.
    // There is no year 0 in PostgreSQL (1 BC comes before 1 AD).
    const date = new Date(0);
    date.setUTCFullYear(y, m - 1, d);
    return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, VALIDATION.invalidDate);
export type TIsoDate = z.infer<typeof ZIsoDate>;

/** An instant in ISO 8601 with offset or 'Z', as produced by `Date.prototype.toISOString()`. */
export const ZTimestamp = z.iso.datetime({ offset: true, error: VALIDATION.invalidDate });
export type TTimestamp = z.infer<typeof ZTimestamp>;

/**
 * Control characters (C0 with TAB, CR and LF, DEL, C1, the Unicode line and paragraph separators) and the bidi
 * embeddings, overrides and isolates: refused in every text a seller or a client's data puts into a receipt, a
 * statement, a Z report, a WhatsApp text, an e-mail or an export, where a line break would print as a new line of
 * an official message (a phishing text under the shop's name) and a right-to-left override would reorder an
 * amount. Documents print rows stored before this rule through printableText.
 */
export const hasNoControlCharacters = (value: string | null | undefined): boolean =>
  !value || !hasUnprintableCharacters(value);

/** Tooltip-free "too long" message. */
export function tooLongMessage(max: number): string {
  return `No puede tener más de ${max} caracteres`;
}

/**
 * Optional free text: trimmed; '', whitespace, null and undefined all become `undefined` (spec §5: "an empty
 * string is treated as absent"); no control or bidi characters (hasNoControlCharacters).
 */
export function optionalText(max = 255) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine(hasNoControlCharacters, VALIDATION.noControlCharacters)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** Trimmed search text, max 100; empty becomes `undefined`. */
export const ZSearch = optionalText(SEARCH_MAX_LENGTH);

/** `page` and `pageSize` from the query string (design.md §3). */
export const ZPaginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  search: ZSearch,
});
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;
export type TPaginationQueryInput = z.input<typeof ZPaginationQuery>;

/** `{ data: item[], page, pageSize, total, totalPages }` */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });
}
export type TListResponse<T> = {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/** `{ data: item }` */
export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
export type TDataResponse<T> = { data: T };

/** Number of pages for a total; at least 1 page is never claimed for an empty list (0 → 0). */
export function totalPagesFor(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Error envelope of every failed call (design.md §3). */
export const ZErrorEnvelope = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Data of calls that answer only a message. */
export const ZMessageData = z.object({ message: z.string() });
export type TMessageData = z.infer<typeof ZMessageData>;

/** `{ data: { message } }`: success of calls whose result is only shown as a message. */
export const ZMessageResponse = dataResponse(ZMessageData);
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
