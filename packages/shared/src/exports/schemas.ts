/**
 * The query strings of the exports (design §15, §17): `GET /exports/{kind}.{csv|xlsx}?from=&to=` and the monthly
 * sales book `GET /exports/sales-book.{csv|xlsx}?month=YYYY-MM`.
 */
import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { ZIsoDate } from '../common/schemas';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Optional `from` and `to`, whole days 'YYYY-MM-DD' in the seller's zone, both included; from ≤ to. */
export const ZExportQuery = z
  .object({
    from: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
    to: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: VALIDATION.dateRangeInvalid,
  });
export type TExportQuery = z.infer<typeof ZExportQuery>;

/** A calendar month 'YYYY-MM' (year 1 or later: PostgreSQL has no year 0). */
export const ZMonth = z
  .string({ error: VALIDATION.invalidMonth })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, VALIDATION.invalidMonth)
  .refine((value) => value.slice(0, 4) !== '0000', VALIDATION.invalidMonth);
export type TMonth = z.infer<typeof ZMonth>;

/** `?month=YYYY-MM`; without it, the current month in the seller's zone. */
export const ZSalesBookQuery = z.object({
  month: z.preprocess(emptyToUndefined, ZMonth.optional()),
});
export type TSalesBookQuery = z.infer<typeof ZSalesBookQuery>;
