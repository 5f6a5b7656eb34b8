import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import { formatIsoDate, monthRange, zonedDateParts } from '@cuadre/shared/common/dates';
import type {
  TExpense,
  TExpenseListQuery,
  TExpenseListResponse,
  TExpenseRequest,
  TExpenseSummary,
} from '@cuadre/shared/expenses/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { TAuthUser } from '../../lib/auth/guards';
import type { TActor } from '../../lib/auth/shop-scope';
import { listEnvelope } from '../../lib/pagination';
import { insertMovement, shareOpenSession } from '../till/till.repository';
import { zonedNoon } from '../stats/zoned-days';
import {
  deleteExpense,
  findCategoryTotals,
  findExpensePage,
  insertExpense,
  toExpenseView,
  updateExpense,
  type TExpenseFields,
} from './expenses.repository';

type TSeller = Pick<TAuthUser, 'shopId' | 'timeZone'>;

const BARE_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Expense dates are kept within years 1–9999, UTC. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A timestamp is stored as sent (the web app sends noon UTC of the picked day, which is that same day from
 * UTC−11 to UTC+11); a bare 'YYYY-MM-DD' becomes noon of that day in the seller's own zone.
 */
function toFields(seller: TSeller, body: TExpenseRequest): TExpenseFields {
  const fields = { description: body.description, amount: body.amount, category: body.category };
  if (BARE_DATE_RE.test(body.date)) return { ...fields, date: zonedNoon(body.date, seller.timeZone) };
  const date = new Date(body.date);
  // '0000-01-01T00:00:00Z' is valid ISO 8601 but no PostgreSQL timestamp (there is no year 0): it failed as a 500.
  if (!(date.getTime() >= FIRST_INSTANT && date.getTime() <= LAST_INSTANT)) {
    throw badRequest(VALIDATION.invalidDate, [VALIDATION.invalidDate]);
  }
  return { ...fields, date };
}

export async function listExpenses(
  db: TDbOrTx,
  seller: TSeller,
  query: TExpenseListQuery,
): Promise<TExpenseListResponse> {
  const { page, pageSize } = query;
  const { rows, total } = await findExpensePage(
    db,
    {
      shopId: seller.shopId,
      timeZone: seller.timeZone,
      category: query.category,
      startDate: query.startDate,
      endDate: query.endDate,
      search: query.search,
    },
    { page, pageSize },
  );
  return listEnvelope(rows.map(toExpenseView), { page, pageSize }, total);
}

export async function createExpense(
  db: TDb,
  seller: TSeller & TActor,
  body: TExpenseRequest,
): Promise<TExpense> {
  if (!body.paidFromTill) return toExpenseView(await insertExpense(db, seller, toFields(seller, body)));
  // Paid from the till (design §11): the expense and its cash-out, together, in the till open now.
  return db.transaction(async (tx) => {
    const cashSessionId = await shareOpenSession(tx, seller);
    if (!cashSessionId) {
      throw new AppError(409, 'CASH_SESSION_NONE_OPEN', SERVER_MESSAGES.CASH_SESSION_NONE_OPEN);
    }
    const expense = await insertExpense(tx, seller, toFields(seller, body));
    await insertMovement(tx, {
      cashSessionId,
      shopId: seller.shopId,
      memberId: seller.memberId,
      type: 'OUT',
      currency: 'USD',
      amount: body.amount,
      reason: `Gasto: ${body.description}`,
      expenseId: expense.id,
    });
    return toExpenseView(expense);
  });
}

export async function editExpense(
  db: TDbOrTx,
  seller: TSeller,
  id: string,
  body: TExpenseRequest,
): Promise<TExpense> {
  const row = await updateExpense(db, seller.shopId, id, toFields(seller, body));
  if (!row) throw notFound(SERVER_MESSAGES.EXPENSE_NOT_FOUND);
  return toExpenseView(row);
}

export async function removeExpense(db: TDbOrTx, seller: TSeller, id: string): Promise<{ message: string }> {
  if (!(await deleteExpense(db, seller.shopId, id))) throw notFound(SERVER_MESSAGES.EXPENSE_NOT_FOUND);
  return { message: SERVER_MESSAGES.EXPENSE_DELETED };
}

/**
 * This month's and this year's totals and this month's total per category, all in the seller's calendar.
 * `byCategory` lists only categories with expenses this month, largest first (Categorías Activas counts them).
 */
export async function getExpenseSummary(db: TDbOrTx, seller: TSeller, now: Date): Promise<TExpenseSummary> {
  const { year, monthIndex } = zonedDateParts(seller.timeZone, now);
  const rows = await findCategoryTotals(db, {
    shopId: seller.shopId,
    timeZone: seller.timeZone,
    year: { startDate: formatIsoDate(year, 0, 1), endDate: formatIsoDate(year, 11, 31) },
    month: monthRange(year, monthIndex),
  });
  // In bigint cents: a year of expenses may sum past what number cents hold exactly (design §10).
  let monthCents = 0n;
  let yearCents = 0n;
  const byCategory: { category: TExpenseSummary['byCategory'][number]['category']; cents: bigint }[] = [];
  for (const row of rows) {
    yearCents += toBigCents(row.year);
    if (row.month === null) continue;
    const cents = toBigCents(row.month);
    monthCents += cents;
    byCategory.push({ category: row.category, cents });
  }
  byCategory.sort((a, b) =>
    a.cents === b.cents ? a.category.localeCompare(b.category) : b.cents > a.cents ? 1 : -1,
  );
  return {
    monthlyTotal: fromBigCents(monthCents),
    yearlyTotal: fromBigCents(yearCents),
    byCategory: byCategory.map(({ category, cents }) => ({ category, total: fromBigCents(cents) })),
  };
}
