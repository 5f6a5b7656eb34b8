import { and, count, desc, eq, getTableColumns, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { TExpenseCategory } from '@cuadre/shared/expenses/constants';
import type { TExpense } from '@cuadre/shared/expenses/schemas';
import type { TDbOrTx } from '../../db/client';
import { expenses } from '../../db/schema/expenses';
import { writtenBy } from '../../db/written-by';
import { pageOffset, type TPage } from '../../lib/pagination';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';
import { containsPattern } from '../../lib/search-pattern';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';

/** An expense with who recorded it (decision record 029), as every read and write here answers it. */
const EXPENSE_VIEW = { ...getTableColumns(expenses), ...writtenBy(expenses) };
type TExpenseRow = typeof expenses.$inferSelect & { memberId: string; memberName: string | null };

export function toExpenseView(row: TExpenseRow): TExpense {
  return {
    id: row.id,
    description: row.description,
    amount: row.amount,
    category: row.category,
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    memberName: row.memberName,
  };
}

export interface TExpenseFilter {
  shopId: string;
  timeZone: string;
  category?: TExpenseCategory;
  /** Seller's calendar days, inclusive. */
  startDate?: string;
  endDate?: string;
  search?: string;
}

function filterConditions(filter: TExpenseFilter): SQL | undefined {
  return and(
    eq(expenses.shopId, filter.shopId),
    filter.category ? eq(expenses.category, filter.category) : undefined,
    filter.startDate ? gte(expenses.date, zonedDayStart(filter.startDate, filter.timeZone)) : undefined,
    filter.endDate ? lt(expenses.date, zonedDayEnd(filter.endDate, filter.timeZone)) : undefined,
    filter.search ? ilike(expenses.description, containsPattern(filter.search)) : undefined,
  );
}

/** One page, newest expense date first (id breaks ties), walking expenses_shop_date_idx backwards. */
export async function findExpensePage(
  db: TDbOrTx,
  filter: TExpenseFilter,
  page: TPage,
): Promise<{ rows: TExpenseRow[]; total: number }> {
  const where = filterConditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(EXPENSE_VIEW)
      .from(expenses)
      .where(where)
      .orderBy(desc(expenses.date), desc(expenses.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(expenses).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface TExpenseFields {
  description: string;
  amount: number;
  category: TExpenseCategory;
  /** An instant, or an SQL expression computing one (a bare date's noon in the seller's zone). */
  date: Date | SQL;
}

export async function insertExpense(
  db: TDbOrTx,
  { shopId, memberId }: TActor,
  fields: TExpenseFields,
): Promise<TExpenseRow> {
  const [row] = await db
    .insert(expenses)
    .values({ shopId, memberId, ...fields })
    .returning(EXPENSE_VIEW);
  if (!row) throw new Error('expense insert returned nothing');
  return row;
}

/** Null when the expense does not exist or belongs to another seller (both answer 404). */
export async function updateExpense(
  db: TDbOrTx,
  shopId: TShopId,
  id: string,
  fields: TExpenseFields,
): Promise<TExpenseRow | null> {
  const [row] = await db
    .update(expenses)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(expenses.id, id), eq(expenses.shopId, shopId)))
    .returning(EXPENSE_VIEW);
  return row ?? null;
}

/** Hard delete (an expense has no history to keep); false when there was nothing of this seller's to delete. */
export async function deleteExpense(db: TDbOrTx, shopId: TShopId, id: string): Promise<boolean> {
  const deleted = await db
    .delete(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.shopId, shopId)))
    .returning({ id: expenses.id });
  return deleted.length > 0;
}

export interface TCategoryTotals {
  category: TExpenseCategory;
  /** Exact numeric sums as text; null when the category had nothing this month. */
  month: string | null;
  year: string;
}

/**
 * Per category, this year's and this month's totals in one index range scan over the year (bounds are the
 * seller's local day boundaries, computed by PostgreSQL).
 */
export async function findCategoryTotals(
  db: TDbOrTx,
  args: {
    shopId: string;
    timeZone: string;
    year: { startDate: string; endDate: string };
    month: { startDate: string; endDate: string };
  },
): Promise<TCategoryTotals[]> {
  const { shopId, timeZone, year, month } = args;
  const monthFilter = and(
    gte(expenses.date, zonedDayStart(month.startDate, timeZone)),
    lt(expenses.date, zonedDayEnd(month.endDate, timeZone)),
  );
  return db
    .select({
      category: expenses.category,
      month: sql<string | null>`(sum(${expenses.amount}) FILTER (WHERE ${monthFilter}))::text`,
      year: sql<string>`sum(${expenses.amount})::text`,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.shopId, shopId),
        gte(expenses.date, zonedDayStart(year.startDate, timeZone)),
        lt(expenses.date, zonedDayEnd(year.endDate, timeZone)),
      ),
    )
    .groupBy(expenses.category);
}
