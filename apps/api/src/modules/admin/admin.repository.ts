import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TAdminClient, TAdminProduct, TAdminSale } from '@cuadre/shared/admin/schemas';
import type { TOpenAccount } from '@cuadre/shared/open-accounts/schemas';
import type { TDbOrTx } from '../../db/client';
import { saleOwesMoney } from '../../db/owes-money';
import { clients, products } from '../../db/schema/catalog';
import { openAccounts, sales } from '../../db/schema/sales';
import { users } from '../../db/schema/users';
import { readSellerCounter, type TSellerCounterKind } from '../../lib/seller-counters';
import { pageOffset, type TPage } from '../../lib/pagination';
import { hexPrefixRange } from '../../lib/search-pattern';
import {
  loadItemsBySale,
  loadPaymentsBySale,
  SALE_VIEW_COLUMNS,
  toSaleView,
} from '../sales/sales.repository';
import { containsPattern } from '../../lib/search-pattern';
import { openAccountViews } from '../open-accounts/open-account-views';
import { shopIdOf } from '../../lib/auth/shop-scope';

/**
 * Queries of the admin area. Every list is newest first by (created_at, id): one seller's walks that seller's
 * index, every seller's walks sales_created_idx / clients_created_live_idx (migration 0006; sales and clients
 * have random ids, decision 005). Products keep UUID v7 ids, stamped at insert, so every seller's products are
 * ordered by id alone, which the primary key gives without another index. Counting: `countList`.
 */
export interface TAdminFilter {
  /** One seller's rows; undefined = every seller's. */
  userId?: string;
  search?: string;
}

export interface TCounted {
  total: number;
  isTotalCapped: boolean;
}

// What products_shop_search_trgm_idx and clients_shop_search_trgm_idx index (the stored column, and the
// clients' expression written exactly as in its index: the planner uses a GIN index only for its own expression).
const productSearchText = sql`${products.searchText}`;
const clientSearchText = sql`(lower(${clients.name}) || ' ' || lower(coalesce(${clients.email}, '')) || ' ' || lower(coalesce(${clients.phone}, '')))`;

/** Counts at most `cap + 1` matching rows: past the cap the admin narrows the search or opens the seller. */
async function countRows(
  db: TDbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<TCounted> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${where ?? sql`true`} LIMIT ${cap + 1}) AS capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, isTotalCapped: true } : { total: n, isTotalCapped: false };
}

/**
 * One seller's unfiltered list is counted exactly by the triggers' running counters (lib/seller-counters.ts):
 * a primary-key range of at most 16 rows per kind instead of 200,000 index entries. Every other list — every
 * seller's, or a search — counts at most `cap` rows: summing the counters of the whole network reads up to 16
 * rows per seller and kind, a cost that grows with the network, while the capped count stops at `cap`; the
 * dashboard carries the network's totals.
 */
function countList(
  db: TDbOrTx,
  table: PgTable,
  where: SQL | undefined,
  filter: TAdminFilter,
  kinds: TSellerCounterKind[],
  cap: number,
): Promise<TCounted> {
  if (filter.userId && !filter.search) {
    return readSellerCounter(db, filter.userId, kinds).then((total) => ({ total, isTotalCapped: false }));
  }
  return countRows(db, table, where, cap);
}

export async function userExists(db: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

// ── Products ────────────────────────────────────────────────────────────────

export async function findProductPage(
  db: TDbOrTx,
  filter: TAdminFilter,
  page: TPage,
  cap: number,
): Promise<{ rows: TAdminProduct[] } & TCounted> {
  const where = and(
    isNull(products.deletedAt),
    filter.userId ? eq(products.shopId, filter.userId) : undefined,
    filter.search
      ? sql`${productSearchText} LIKE ${containsPattern(filter.search.toLowerCase())}`
      : undefined,
  );
  const order = filter.userId ? [desc(products.createdAt), desc(products.id)] : [desc(products.id)];
  const [rows, counted] = await Promise.all([
    db
      .select({ product: products, ownerName: users.name })
      .from(products)
      .innerJoin(users, eq(users.id, products.shopId))
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    countList(db, products, where, filter, ['products'], cap),
  ]);
  return {
    ...counted,
    rows: rows.map(({ product, ownerName }) => ({
      id: product.id,
      name: product.name,
      sku: product.sku,
      price: product.price,
      cost: product.cost,
      quantity: product.quantity,
      image_url: product.imageUrl,
      description: product.description,
      createdAt: product.createdAt.toISOString(),
      minStock: product.minStock,
      barcode: product.barcode,
      unit: product.unit,
      category: product.category,
      taxClass: product.taxClass,
      owner: { id: product.shopId, name: ownerName },
    })),
  };
}

// ── Clients ─────────────────────────────────────────────────────────────────

/**
 * The clients of the page that owe money (db/owes-money.ts). Asked for the page's ids by index: as an EXISTS
 * beside the list, PostgreSQL chose a hashed subplan that read every sale.
 */
async function findDebtors(db: TDbOrTx, clientIds: string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ clientId: sales.clientId })
    .from(sales)
    .where(and(inArray(sales.clientId, clientIds), saleOwesMoney(sales)));
  return new Set(rows.flatMap((row) => (row.clientId ? [row.clientId] : [])));
}

export async function findClientPage(
  db: TDbOrTx,
  filter: TAdminFilter,
  page: TPage,
  cap: number,
): Promise<{ rows: TAdminClient[] } & TCounted> {
  const where = and(
    isNull(clients.deletedAt),
    filter.userId ? eq(clients.shopId, filter.userId) : undefined,
    filter.search ? sql`${clientSearchText} LIKE ${containsPattern(filter.search.toLowerCase())}` : undefined,
  );
  const order = [desc(clients.createdAt), desc(clients.id)];
  const [rows, counted] = await Promise.all([
    db
      .select({
        client: clients,
        ownerName: users.name,
      })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.shopId))
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    countList(db, clients, where, filter, ['clients'], cap),
  ]);
  const debtors = await findDebtors(
    db,
    rows.map(({ client }) => client.id),
  );
  return {
    ...counted,
    rows: rows.map(({ client, ownerName }) => ({
      id: client.id,
      name: client.name,
      email: client.email,
      phone: client.phone,
      taxId: client.taxId,
      creditLimit: client.creditLimit,
      priceListId: client.priceListId,
      hasDebt: debtors.has(client.id),
      createdAt: client.createdAt.toISOString(),
      owner: { id: client.shopId, name: ownerName },
    })),
  };
}

// ── Sales ───────────────────────────────────────────────────────────────────

/** The UI shows the first 8 characters of a sale id (spec §9); a search of that form looks for ids. */
const SALE_ID_SEARCH_MIN_HEX = 8;

/**
 * The ids a search names when it is the start of a sale id, at least the 8 characters the list shows: the range
 * [prefix000…, prefixfff…], which the primary key answers directly. Null for any other text, which is matched
 * against client names instead. Either way one index answers: an OR of the two made PostgreSQL walk all of
 * sales_pkey, every sale of the network, and no client is named with 8 hexadecimal digits.
 */
export function saleIdRange(search: string): { from: string; to: string } | null {
  const text = search.trim().toLowerCase();
  if (!/^[0-9a-f-]+$/.test(text)) return null;
  const hex = text.replace(/-/g, '');
  if (hex.length < SALE_ID_SEARCH_MIN_HEX || hex.length > 32) return null;
  return hexPrefixRange(hex);
}

function saleSearchCondition(filter: TAdminFilter): SQL | undefined {
  if (!filter.search) return undefined;
  const range = saleIdRange(filter.search);
  if (range) return sql`${sales.id} BETWEEN ${range.from}::uuid AND ${range.to}::uuid`;
  return sql`${sales.clientId} IN (SELECT ${clients.id} FROM ${clients} WHERE ${and(
    isNull(clients.deletedAt),
    filter.userId ? eq(clients.shopId, filter.userId) : undefined,
    sql`${clientSearchText} LIKE ${containsPattern(filter.search.toLowerCase())}`,
  )})`;
}

/** One page of sale ids; the views are loaded by `loadAdminSaleViews`. */
export async function findSalePage(
  db: TDbOrTx,
  filter: TAdminFilter,
  page: TPage,
  cap: number,
): Promise<{ ids: string[] } & TCounted> {
  const where = and(filter.userId ? eq(sales.shopId, filter.userId) : undefined, saleSearchCondition(filter));
  const order = [desc(sales.createdAt), desc(sales.id)];
  const [rows, counted] = await Promise.all([
    db
      .select({ id: sales.id })
      .from(sales)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    countList(db, sales, where, filter, ['sales_paid', 'sales_pending'], cap),
  ]);
  return { ...counted, ids: rows.map((row) => row.id) };
}

/**
 * Sales as the admin sees them (spec §3 Sale with `user`), in the order of `saleIds`, whoever sold them:
 * three queries whatever the count. Item names are the sale-time snapshot; `product` is the live product.
 */
export async function loadAdminSaleViews(db: TDbOrTx, saleIds: string[]): Promise<TAdminSale[]> {
  if (saleIds.length === 0) return [];
  const [saleRows, itemsBySale, paymentsBySale] = await Promise.all([
    db
      .select({
        sale: { ...SALE_VIEW_COLUMNS, userId: sales.shopId },
        clientName: clients.name,
        ownerName: users.name,
      })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.shopId))
      .leftJoin(clients, eq(clients.id, sales.clientId))
      .where(inArray(sales.id, saleIds)),
    loadItemsBySale(db, saleIds),
    loadPaymentsBySale(db, saleIds),
  ]);
  const byId = new Map(saleRows.map((row) => [row.sale.id, row]));
  return saleIds.flatMap((saleId) => {
    const row = byId.get(saleId);
    if (!row) return [];
    const { sale } = row;
    const items = itemsBySale.get(saleId) ?? [];
    const salePayments = paymentsBySale.get(saleId) ?? [];
    return [
      {
        ...toSaleView(sale, row.clientName, items, salePayments),
        user: { id: sale.userId, name: row.ownerName },
      },
    ];
  });
}

// ── Open accounts ───────────────────────────────────────────────────────────

/** One seller's open accounts (OPEN and CLOSED), newest first, with their sales, items and payments. */
export async function findOpenAccountPage(
  db: TDbOrTx,
  filter: Required<Pick<TAdminFilter, 'userId'>> & Pick<TAdminFilter, 'search'>,
  page: TPage,
  cap: number,
): Promise<{ rows: TOpenAccount[] } & TCounted> {
  const where = and(
    eq(openAccounts.shopId, filter.userId),
    filter.search
      ? sql`${openAccounts.clientId} IN (SELECT ${clients.id} FROM ${clients} WHERE ${clients.shopId} = ${filter.userId} AND lower(${clients.name}) LIKE ${containsPattern(filter.search.toLowerCase())})`
      : undefined,
  );
  const [accountRows, counted] = await Promise.all([
    db
      .select({
        id: openAccounts.id,
        status: openAccounts.status,
        createdAt: openAccounts.createdAt,
        closedAt: openAccounts.closedAt,
        clientId: openAccounts.clientId,
        clientName: clients.name,
      })
      .from(openAccounts)
      .innerJoin(clients, eq(clients.id, openAccounts.clientId))
      .where(where)
      .orderBy(desc(openAccounts.createdAt), desc(openAccounts.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    countRows(db, openAccounts, where, cap),
  ]);
  return { ...counted, rows: await openAccountViews(db, shopIdOf(filter.userId), accountRows) };
}
