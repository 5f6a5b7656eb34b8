import { and, desc, eq, exists, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { TDebtStatus } from '@cuadre/shared/clients/constants';
import type { TDbOrTx } from '../../db/client';
import { saleOwesMoney } from '../../db/owes-money';
import { clients } from '../../db/schema/catalog';
import { sales } from '../../db/schema/sales';
import { readSellerCounter, sellerCounterSql } from '../../lib/seller-counters';
import type { TShopId } from '../../lib/auth/shop-scope';

export interface TClientRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  hasDebt: boolean;
  createdAt: Date;
  taxId: string | null;
  creditLimit: number | null;
  priceListId: string | null;
}

function liveClientsOf(shopId: TShopId): SQL {
  return and(eq(clients.shopId, shopId), isNull(clients.deletedAt)) as SQL;
}

/** One live client of the seller, with the phone its statement and reminders go to; null when there is none. */
export async function findLiveClient(db: TDbOrTx, shopId: TShopId, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, phone: clients.phone, taxId: clients.taxId })
    .from(clients)
    .where(and(eq(clients.id, clientId), liveClientsOf(shopId)));
  return row ?? null;
}

/**
 * The client owes something (design §6; the rule is db/owes-money.ts). Because the rule is the predicate of the
 * partial index `sales_shop_client_debt_idx`, which holds only the sales still owed, the debt filter reads that
 * small index, never the seller's whole sales history.
 */
function clientHasDebt(db: TDbOrTx): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(sales)
      .where(
        sql`${sales.shopId} = ${clients.shopId} AND ${sales.clientId} = ${clients.id}
          AND ${saleOwesMoney(sales)}`,
      ),
  );
}

/**
 * Name, e-mail, phone or RIF/cédula contains the pattern: the left side is the expression of
 * clients_shop_search_trgm_idx.
 */
export function clientMatches(pattern: string): SQL {
  return sql`(lower(${clients.name}) || ' ' || lower(coalesce(${clients.email}, '')) || ' ' || lower(coalesce(${clients.phone}, '')) || ' ' || lower(coalesce(${clients.taxId}, ''))) LIKE lower(${pattern})`;
}

const clientFields = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  taxId: clients.taxId,
  creditLimit: clients.creditLimit,
  priceListId: clients.priceListId,
  createdAt: clients.createdAt,
};

type TClientFields = Omit<TClientRow, 'hasDebt'>;

/**
 * Which of these clients owe something, in one probe of sales_shop_client_debt_idx per client. Asked for the
 * page only: as a column of the page query PostgreSQL would hash every debt of the seller instead.
 */
async function findDebtorIds(db: TDbOrTx, shopId: TShopId, clientIds: string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ clientId: sales.clientId })
    .from(sales)
    .where(
      sql`${sales.shopId} = ${shopId} AND ${sales.clientId} = ANY(${sql.param(clientIds)}::uuid[])
        AND ${saleOwesMoney(sales)}`,
    );
  return new Set(rows.map((row) => row.clientId ?? ''));
}

async function withDebtFlags(db: TDbOrTx, shopId: TShopId, rows: TClientFields[]): Promise<TClientRow[]> {
  const debtors = await findDebtorIds(
    db,
    shopId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, hasDebt: debtors.has(row.id) }));
}

export async function findClientPage(
  db: TDbOrTx,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern?: string; debtStatus?: TDebtStatus },
): Promise<{ rows: TClientRow[]; total: number }> {
  if (page.pattern === undefined && page.debtStatus === undefined) {
    const rows = await db
      .select({ ...clientFields, total: sellerCounterSql(shopId, ['clients']) })
      .from(clients)
      .where(liveClientsOf(shopId))
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(page.limit)
      .offset(page.offset);
    const total = rows[0]?.total ?? (await readSellerCounter(db, shopId, ['clients']));
    return { rows: await withDebtFlags(db, shopId, rows), total };
  }
  const filter = and(
    liveClientsOf(shopId),
    page.pattern === undefined ? undefined : clientMatches(page.pattern),
    page.debtStatus === 'with_debt' ? clientHasDebt(db) : undefined,
    page.debtStatus === 'without_debt' ? not(clientHasDebt(db)) : undefined,
  );
  // Read the matches once for both the count and the page (a WITH query referenced twice is materialised).
  const matches = db.$with('matches').as(db.select(clientFields).from(clients).where(filter));
  const rows = await db
    .with(matches)
    .select({
      id: matches.id,
      name: matches.name,
      email: matches.email,
      phone: matches.phone,
      taxId: matches.taxId,
      creditLimit: matches.creditLimit,
      priceListId: matches.priceListId,
      createdAt: matches.createdAt,
      total: sql<number>`(SELECT count(*) FROM ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows[0] || page.offset === 0) {
    return { rows: await withDebtFlags(db, shopId, rows), total: rows[0]?.total ?? 0 };
  }
  // A page past the end: the count alone.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(filter);
  return { rows: [], total: counted?.total ?? 0 };
}

export interface TClientValues {
  name: string;
  email: string | null;
  phone: string | null;
  /** Absent keeps what is stored (the spec's forms never send it). */
  taxId?: string | null | undefined;
  /** Absent keeps what is stored; null follows the shop's default. */
  creditLimit?: number | null | undefined;
  /** Absent keeps what is stored; null: Detal. */
  priceListId?: string | null | undefined;
}

export async function insertClient(db: TDbOrTx, shopId: TShopId, values: TClientValues) {
  const [row] = await db
    .insert(clients)
    .values({ ...values, shopId })
    .returning(clientFields);
  if (!row) throw new Error('client insert returned nothing');
  return row;
}

/** Updates a live client of the seller, answering it with its debt flag; null when there is none. */
export async function updateLiveClient(
  db: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  values: TClientValues,
): Promise<TClientRow | null> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), liveClientsOf(shopId)))
    .returning(clientFields);
  if (!row) return null;
  const [withFlag] = await withDebtFlags(db, shopId, [row]);
  return withFlag ?? null;
}

export async function softDeleteClient(db: TDbOrTx, shopId: TShopId, clientId: string): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), liveClientsOf(shopId)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
