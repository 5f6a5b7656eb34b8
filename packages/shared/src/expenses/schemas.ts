/**
 * Expenses (spec §2 Expenses, §3 Expense, §5 Expense form, §7 /expenses).
 */
import { z } from 'zod';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_ALL, EXPENSE_DESCRIPTION_MAX } from './constants';
import { MAX_AMOUNT, MIN_AMOUNT } from '../money/constants';
import { VALIDATION } from '../common/messages';
import { fromCents, toCents } from '../money/money';
import {
  hasNoControlCharacters,
  listResponse,
  ZIsoDate,
  ZMoney,
  ZMoneyAmount,
  ZPaginationQuery,
  ZTimestamp,
} from '../common/schemas';
import { ZWrittenBy } from '../team/written-by';

export const ZExpenseCategory = z.enum(EXPENSE_CATEGORIES, { error: VALIDATION.expenseCategoryRequired });

export const ZExpense = z.object({
  id: z.string(),
  description: z.string(),
  amount: ZMoney,
  category: ZExpenseCategory,
  /** When the expense happened (ISO timestamp). */
  date: ZTimestamp,
  createdAt: ZTimestamp,
  ...ZWrittenBy.shape,
});
export type TExpense = z.infer<typeof ZExpense>;

const ZDescription = z
  .string({ error: VALIDATION.expenseDescriptionRequired })
  .trim()
  .min(1, VALIDATION.expenseDescriptionRequired)
  .max(EXPENSE_DESCRIPTION_MAX, VALIDATION.expenseDescriptionMax)
  .refine(hasNoControlCharacters, VALIDATION.noControlCharacters);

/** Reads a number input's value: '', null, undefined and NaN are "empty"; numeric strings become numbers. */
function readNumberInput(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (typeof value === 'string') {
    const parsed = Number(value.trim().replace(',', '.'));
    return Number.isNaN(parsed) ? value : parsed;
  }
  return value;
}

/**
 * A shop's expense is dated in this century or the next: a typo such as 0050 (which a date parser may read as
 * 1950) or 20250 is refused with a message instead of stored. Read from the text's own year, in either form.
 */
const EXPENSE_YEARS = { first: 2000, last: 2100 };
const withinExpenseYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= EXPENSE_YEARS.first && year <= EXPENSE_YEARS.last;
};

/**
 * The add/edit expense modal (spec §5). `amount` accepts the input's string or number; `date` is the date
 * input's 'YYYY-MM-DD' (defaults to today in the seller's zone: see common/dates todayInZone).
 */
export const ZExpenseForm = z.object({
  description: ZDescription,
  amount: z.preprocess(
    readNumberInput,
    z
      .number({ error: VALIDATION.expenseAmountRequired })
      .min(MIN_AMOUNT, VALIDATION.expenseAmountMin)
      .max(MAX_AMOUNT, VALIDATION.amountTooLarge)
      .refine(
        (value) => value > MAX_AMOUNT || fromCents(toCents(value)) === value,
        VALIDATION.amountDecimals,
      ),
  ),
  category: ZExpenseCategory,
  date: z
    .string({ error: VALIDATION.expenseDateRequired })
    .min(1, VALIDATION.expenseDateRequired)
    .pipe(ZIsoDate)
    .refine(withinExpenseYears, VALIDATION.expenseDateRange),
});
export type TExpenseForm = z.infer<typeof ZExpenseForm>;
export type TExpenseFormInput = z.input<typeof ZExpenseForm>;

/**
 * The instant sent for a calendar date: noon UTC. Noon UTC falls on the same calendar day in every zone from
 * UTC−11 to UTC+11 (Caracas is UTC−4), whereas midnight UTC is the previous evening in the Americas.
 */
export function expenseDateToTimestamp(isoDate: string): string {
  return `${isoDate}T12:00:00.000Z`;
}

/** POST /expenses and PUT /expenses/{id}: amount as a number and date as an ISO timestamp (a bare date is also accepted). */
export const ZExpenseRequest = z.object({
  description: ZDescription,
  amount: ZMoneyAmount,
  category: ZExpenseCategory,
  date: z
    .union([ZTimestamp, ZIsoDate], { error: VALIDATION.expenseDateRequired })
    .refine(withinExpenseYears, VALIDATION.expenseDateRange),
  /**
   * Added (design §11): paid with cash from the open till — POST /expenses records it as a cash-out of that till
   * in the same transaction (no till open: 409). Ignored when an expense is edited.
   */
  paidFromTill: z.boolean().optional(),
});
export type TExpenseRequest = z.infer<typeof ZExpenseRequest>;

/** The form's values → the request body. */
export function expenseFormToRequest(form: TExpenseForm): TExpenseRequest {
  return {
    description: form.description,
    amount: form.amount,
    category: form.category,
    date: expenseDateToTimestamp(form.date),
  };
}

/** '' / null become undefined. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /expenses?page&pageSize&category&startDate&endDate — category 'ALL' (or absent) means every category. */
export const ZExpenseListQuery = ZPaginationQuery.extend({
  category: z.preprocess(
    (value) => (value === EXPENSE_CATEGORY_ALL ? undefined : emptyToUndefined(value)),
    ZExpenseCategory.optional(),
  ),
  startDate: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
  endDate: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
});
export type TExpenseListQuery = z.infer<typeof ZExpenseListQuery>;

export const ZExpenseListResponse = listResponse(ZExpense);
export type TExpenseListResponse = z.infer<typeof ZExpenseListResponse>;

/** GET /expenses/summary → data: this month's and this year's totals (seller's zone), and per category. */
export const ZExpenseSummary = z.object({
  monthlyTotal: ZMoney,
  yearlyTotal: ZMoney,
  byCategory: z.array(z.object({ category: ZExpenseCategory, total: ZMoney })),
});
export type TExpenseSummary = z.infer<typeof ZExpenseSummary>;
