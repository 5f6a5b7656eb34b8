import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { clients } from '../../db/schema/catalog';
import { openAccounts, sales } from '../../db/schema/sales';
import { containsPattern } from '../../lib/search-pattern';
import type { TShopId } from '../../lib/auth/shop-scope';

function accountFilter(shopId: TShopId, search: string | undefined): SQL | undefined {
  return and(
    eq(openAccounts.shopId, shopId),
    search ? ilike(clients.name, containsPattern(search)) : undefined,
  );
}

// Written out by hand: inside an UPDATE, drizzle may print columns unqualified, and a bare "id" in this
// subquery would silently mean sales.id.
const hasNoUnpaidSale = sql`NOT EXISTS (SELECT 1 FROM sales s WHERE s.open_account_id = open_accounts.id AND s.status <> 'PAID')`;

/** One page of the seller's accounts (OPEN and CLOSED), newest first with the id as tie-break. */
export function findAccountsPage(
  tx: TDbOrTx,
  shopId: TShopId,
  { search, limit, offset }: { search: string | undefined; limit: number; offset: number },
) {
  return tx
    .select({
      id: openAccounts.id,
      status: openAccounts.status,
      createdAt: openAccounts.createdAt,
      closedAt: openAccounts.closedAt,
      clientId: clients.id,
      clientName: clients.name,
    })
    .from(openAccounts)
    .innerJoin(clients, eq(clients.id, openAccounts.clientId))
    .where(accountFilter(shopId, search))
    .orderBy(desc(openAccounts.createdAt), desc(openAccounts.id))
    .limit(limit)
    .offset(offset);
}

export async function countAccounts(
  tx: TDbOrTx,
  shopId: TShopId,
  search: string | undefined,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(openAccounts)
    .innerJoin(clients, eq(clients.id, openAccounts.clientId))
    .where(accountFilter(shopId, search));
  return row?.total ?? 0;
}

/** The sales of the given accounts, oldest first inside each account (the order a statement reads in). */
export function findAccountSaleIds(tx: TDbOrTx, shopId: TShopId, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: sales.id, openAccountId: sales.openAccountId })
    .from(sales)
    .where(and(eq(sales.shopId, shopId), inArray(sales.openAccountId, accountIds)))
    .orderBy(asc(sales.createdAt), asc(sales.id));
}

/** The seller's account, locked: POST /sales joins an OPEN account under this same lock. */
export async function lockSellerAccount(tx: TDbOrTx, shopId: TShopId, accountId: string) {
  const [account] = await tx
    .select({ id: openAccounts.id, status: openAccounts.status })
    .from(openAccounts)
    .where(and(eq(openAccounts.id, accountId), eq(openAccounts.shopId, shopId)))
    .for('update');
  return account ?? null;
}

/** The seller's OPEN accounts that look closable, locked in id order (two runs queue instead of deadlocking). */
export async function lockClosableAccounts(tx: TDbOrTx, shopId: TShopId): Promise<string[]> {
  const rows = await tx
    .select({ id: openAccounts.id })
    .from(openAccounts)
    .where(and(eq(openAccounts.shopId, shopId), eq(openAccounts.status, 'OPEN'), hasNoUnpaidSale))
    .orderBy(asc(openAccounts.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Closes those of the (already locked) accounts whose every sale is PAID. A statement of its own, so it reads
 * every sale committed before the locks were granted — including one that joined while we waited.
 */
export async function closeAccountsIfAllPaid(
  tx: TDbOrTx,
  accountIds: string[],
  now: Date,
): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx
    .update(openAccounts)
    .set({ status: 'CLOSED', closedAt: now })
    .where(and(inArray(openAccounts.id, accountIds), eq(openAccounts.status, 'OPEN'), hasNoUnpaidSale))
    .returning({ id: openAccounts.id });
  return rows.map((row) => row.id);
}
