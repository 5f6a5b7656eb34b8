import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TUserStatus } from '@cuadre/shared/users/constants';
import { roundMoney } from '@cuadre/shared/money/money';
import type { TAdminUserStats } from '@cuadre/shared/admin/schemas';
import type { TDbOrTx } from '../../db/client';
import { saleOwesMoney } from '../../db/owes-money';
import { sales } from '../../db/schema/sales';
import { users } from '../../db/schema/users';
import { sellerCounterSql } from '../../lib/seller-counters';
import { selectUsers, type TUserRow } from '../auth/auth.repository';
import { containsPattern } from '../../lib/search-pattern';

export async function listUsers(
  db: TDbOrTx,
  filter: { status?: TUserStatus; search?: string; limit: number; offset: number },
): Promise<{ rows: TUserRow[]; total: number }> {
  // The platform's sellers: accounts with a shop of their own, as selectUsers joins them (an invited member has none).
  const conditions: SQL[] = [sql`EXISTS (SELECT 1 FROM shops WHERE shops.id = ${users.id})`];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(ilike(users.name, pattern), ilike(users.lastname, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectUsers(db, where)
      // users_status_created_idx serves the status filter in this order.
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Stat cards of the admin user detail: live products and clients (what the tabs list) and every sale, from the
 * trigger-kept counters (lib/seller-counters.ts) rather than counting 200,000 sales, and what the user's clients
 * still owe (the one rule of db/owes-money.ts, on its partial index), summed in SQL in unbounded numeric (no float drift, and never narrowed by a cast:
 * two PENDING sales of the largest amount once overflowed a numeric(14,2) here, design §10).
 */
export async function userStats(db: TDbOrTx, userId: string): Promise<TAdminUserStats> {
  const [[countRow], [pendingRow]] = await Promise.all([
    db
      .select({
        products: sellerCounterSql(userId, ['products']),
        clients: sellerCounterSql(userId, ['clients']),
        sales: sellerCounterSql(userId, ['sales_paid', 'sales_pending']),
      })
      .from(sql`(SELECT 1) AS one`),
    db
      .select({
        pending: sql<string>`coalesce(sum(${sales.total} - ${sales.totalPaid}), 0)::text`,
      })
      .from(sales)
      .where(and(eq(sales.shopId, userId), saleOwesMoney(sales))),
  ]);
  return {
    productsCount: countRow?.products ?? 0,
    clientsCount: countRow?.clients ?? 0,
    salesCount: countRow?.sales ?? 0,
    pendingAmount: roundMoney(pendingRow?.pending ?? '0'),
  };
}
