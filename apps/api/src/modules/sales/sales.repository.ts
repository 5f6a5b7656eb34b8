import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  between,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import type { TSaleStatus } from '@cuadre/shared/sales/constants';
import type { TPayment } from '@cuadre/shared/payments/schemas';
import type { TSale, TSaleItem } from '@cuadre/shared/sales/schemas';
import type { TDbOrTx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { clients, priceLists, products } from '../../db/schema/catalog';
import { openAccounts, payments, saleItems, sales } from '../../db/schema/sales';
import { readSellerCounter, sellerCounterSql, type TSellerCounterKind } from '../../lib/seller-counters';
import { clientMatches } from '../clients/clients.repository';
import { toPaymentView } from '../payments/payments.repository';
import type { TShopId } from '../../lib/auth/shop-scope';
import type { TWrittenBy } from '@cuadre/shared/team/written-by';
import { writtenBy } from '../../db/written-by';

export interface TLockedProduct {
  id: string;
  name: string;
  cost: number;
  quantity: number;
  unit: TProductUnit;
  taxClass: TTaxClass;
}

/** numeric(14,2) arrives as text from the named statements; the pricing rules take numbers. */
function withNumericCost<TRow extends { cost: string | number }>(row: TRow): TRow & { cost: number } {
  return { ...row, cost: Number(row.cost) };
}

/**
 * Locks the seller's live products of a sale in id order: two sales that share products always lock them in
 * the same order, so they queue instead of deadlocking.
 */
export async function lockSellerProducts(
  tx: TDbOrTx,
  shopId: TShopId,
  productIds: string[],
): Promise<TLockedProduct[]> {
  const rows = await lockProductsStatement.run(tx, { shopId: shopId, productIds });
  return rows.map(withNumericCost);
}

/** The same products without locking them: a PAID sale reads them, then writes in one statement (create-sale.ts). */
export async function readSellerProducts(
  db: TDbOrTx,
  shopId: TShopId,
  productIds: string[],
): Promise<TLockedProduct[]> {
  const rows = await readProductsStatement.run(db, { shopId: shopId, productIds });
  return rows.map(withNumericCost);
}

// Joined from the wanted ids, so that the prepared (generic) plan reads them by primary key: written as
// `shop_id = $1 AND id = ANY($2)` it walked the seller's whole created_at index (db/prepared-plans.test.ts).
const sellerProductsSql = sql`
  SELECT p.id, p.name, p.cost, p.quantity::float8 AS quantity, p.unit, p.tax_class AS "taxClass"
  FROM unnest(${sql.placeholder('productIds')}::uuid[]) AS wanted(id)
  JOIN products AS p ON p.id = wanted.id
  WHERE p.shop_id = ${sql.placeholder('shopId')} AND p.deleted_at IS NULL
  ORDER BY p.id`;
type TSellerProductRow = {
  id: string;
  name: string;
  cost: string;
  quantity: number;
  unit: TProductUnit;
  taxClass: TTaxClass;
};
type TSellerProductValues = { shopId: string; productIds: string[] };
export const lockProductsStatement = namedStatement<TSellerProductRow, TSellerProductValues>(
  sql`${sellerProductsSql} FOR UPDATE OF p`,
);
export const readProductsStatement = namedStatement<TSellerProductRow, TSellerProductValues>(
  sellerProductsSql,
);

export async function findSellerClient(tx: TDbOrTx, shopId: TShopId, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.shopId, shopId), isNull(clients.deletedAt)))
    .limit(1);
  return client ?? null;
}

/**
 * The client's OPEN account, opened if there is none. The partial unique index makes two concurrent first
 * PENDING sales share one account; the row lock keeps a concurrent check-and-close from closing it under us.
 * If a close wins the race for the lock, the account we waited on is CLOSED when we get it: open a new one.
 */
export async function joinOrOpenAccount(tx: TDbOrTx, shopId: TShopId, clientId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx.execute(sql`
      INSERT INTO open_accounts (id, shop_id, client_id, status)
      VALUES (${randomUUID()}, ${shopId}, ${clientId}, 'OPEN')
      ON CONFLICT (client_id) WHERE status = 'OPEN' DO NOTHING`);
    const [account] = await tx
      .select({ id: openAccounts.id })
      .from(openAccounts)
      .where(and(eq(openAccounts.clientId, clientId), eq(openAccounts.status, 'OPEN')))
      .for('update');
    if (account) return account.id;
  }
  throw new Error('could not join or open an account for the client');
}

/**
 * The lines of these sales, by sale id, in the order they were written. Item names are the sale-time snapshot;
 * `product` is the live product (null for an extra charge or a product deleted since). Any seller's sales: the
 * caller has already chosen ids the reader may see.
 */
export async function loadItemsBySale(db: TDbOrTx, saleIds: string[]): Promise<Map<string, TSaleItem[]>> {
  const rows = await db
    .select({
      id: saleItems.id,
      saleId: saleItems.saleId,
      productId: saleItems.productId,
      name: saleItems.name,
      quantity: saleItems.quantity,
      unit: saleItems.unit,
      price: saleItems.unitPrice,
      discount: saleItems.discount,
      productName: products.name,
    })
    .from(saleItems)
    .leftJoin(products, eq(products.id, saleItems.productId))
    .where(inArray(saleItems.saleId, saleIds))
    .orderBy(asc(saleItems.id));
  const bySale = new Map<string, TSaleItem[]>();
  for (const row of rows) {
    const list = bySale.get(row.saleId) ?? [];
    list.push({
      id: row.id,
      productId: row.productId,
      name: row.name,
      quantity: row.quantity,
      unit: row.unit,
      price: row.price,
      discount: row.discount,
      product:
        row.productId && row.productName !== null ? { id: row.productId, name: row.productName } : null,
    });
    bySale.set(row.saleId, list);
  }
  return bySale;
}

/** The payments of these sales, by sale id, oldest first. */
export async function loadPaymentsBySale(db: TDbOrTx, saleIds: string[]): Promise<Map<string, TPayment[]>> {
  const rows = await db
    .select({ payment: getTableColumns(payments), ...writtenBy(payments) })
    .from(payments)
    .where(inArray(payments.saleId, saleIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const bySale = new Map<string, TPayment[]>();
  for (const { payment: row, ...writer } of rows) {
    const list = bySale.get(row.saleId) ?? [];
    list.push(toPaymentView(row, writer));
    bySale.set(row.saleId, list);
  }
  return bySale;
}

/** The columns of a sale its view (spec §3 Sale) reads, for a select: the seller's and the admin's lists alike. */
export const SALE_VIEW_COLUMNS = {
  id: sales.id,
  createdAt: sales.createdAt,
  status: sales.status,
  total: sales.total,
  totalPaid: sales.totalPaid,
  totalProfit: sales.totalProfit,
  sellerName: sales.sellerName,
  paymentMethod: sales.paymentMethod,
  referenceNumber: sales.referenceNumber,
  exchangeRate: sales.exchangeRate,
  exchangeRateDate: sales.exchangeRateDate,
  exchangeRateEur: sales.exchangeRateEur,
  igtfTotal: sales.igtfTotal,
  changeCurrency: sales.changeCurrency,
  changeAmount: sales.changeAmount,
  cashSessionId: sales.cashSessionId,
  receiptNumber: sales.receiptNumber,
  receivedAt: sales.receivedAt,
  dueDate: sales.dueDate,
  priceListId: sales.priceListId,
  // The list's name as it is now: a list renamed is renamed on its past receipts too.
  priceListName: sql<
    string | null
  >`(SELECT ${priceLists.name} FROM ${priceLists} WHERE ${priceLists.id} = ${sales.priceListId})`,
  discountTotal: sales.discountTotal,
  discounts: sales.discounts,
  taxLines: sales.taxLines,
  taxTotal: sales.taxTotal,
  clientId: sales.clientId,
  ...writtenBy(sales),
};

type TSaleViewRow = {
  [
    K in Exclude<keyof typeof SALE_VIEW_COLUMNS, keyof TWrittenBy | 'priceListName'>
  ]: (typeof sales.$inferSelect)[K];
} & { memberId: string; memberName: string | null; priceListName: string | null };

/**
 * A sale as the API shows it, from its row (SALE_VIEW_COLUMNS), its client's name (null when it has none) and its
 * lines and payments: one place, so a new field of a sale reaches every list that shows sales.
 */
export function toSaleView(
  row: TSaleViewRow,
  clientName: string | null,
  items: TSaleItem[],
  salePayments: TPayment[],
): TSale {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    total: row.total,
    totalPaid: row.totalPaid,
    totalProfit: row.totalProfit,
    sellerName: row.sellerName,
    paymentMethod: row.paymentMethod,
    referenceNumber: row.referenceNumber,
    client: row.clientId && clientName !== null ? { id: row.clientId, name: clientName } : null,
    items,
    payments: salePayments,
    exchangeRate: row.exchangeRate,
    exchangeRateDate: row.exchangeRateDate,
    exchangeRateEur: row.exchangeRateEur,
    igtfTotal: row.igtfTotal,
    change:
      row.changeCurrency && row.changeAmount !== null
        ? { currency: row.changeCurrency, amount: row.changeAmount }
        : null,
    cashSessionId: row.cashSessionId,
    receiptNumber: row.receiptNumber,
    occurredAt: row.receivedAt ? row.createdAt.toISOString() : null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    dueDate: row.dueDate,
    priceListId: row.priceListId,
    priceListName: row.priceListName,
    discountTotal: row.discountTotal,
    discounts: row.discounts ?? [],
    taxLines: row.taxLines ?? [],
    taxTotal: row.taxTotal,
    memberId: row.memberId,
    memberName: row.memberName,
  };
}

/** Sales as the API shows them (spec §3 Sale), in the order of `saleIds`: three queries, whatever the count. */
export async function loadSaleViews(tx: TDbOrTx, shopId: TShopId, saleIds: string[]): Promise<TSale[]> {
  if (saleIds.length === 0) return [];
  // Sequential on purpose: inside a transaction the three queries share one connection anyway.
  const saleRows = await tx
    .select({ sale: SALE_VIEW_COLUMNS, clientName: clients.name })
    .from(sales)
    .leftJoin(clients, eq(clients.id, sales.clientId))
    .where(and(eq(sales.shopId, shopId), inArray(sales.id, saleIds)));
  const itemsBySale = await loadItemsBySale(tx, saleIds);
  const paymentsBySale = await loadPaymentsBySale(tx, saleIds);
  const byId = new Map(saleRows.map((row) => [row.sale.id, row]));
  return saleIds.flatMap((saleId) => {
    const row = byId.get(saleId);
    if (!row) return [];
    return [
      toSaleView(row.sale, row.clientName, itemsBySale.get(saleId) ?? [], paymentsBySale.get(saleId) ?? []),
    ];
  });
}

export interface TSalePageFilter {
  status?: TSaleStatus;
  /** Compared case-insensitively with the whole seller name typed at the till. */
  sellerName?: string;
  /** The members (not the owner) whose whole name is `sellerName`: their sales match too. */
  sellerMemberIds?: string[];
  /** Only the sales this member made: what a cashier's history shows (decision record 029). */
  ownMemberId?: string;
  /** "Search by id or client": sales whose id is in this range (a prefix) or whose client is listed. */
  search?: { idRange: { from: string; to: string } | null; clientIds: string[] };
}

/**
 * One page of the seller's sale ids, newest first, and how many sales match, in one statement.
 * - No filter or a status only: the page walks sales_shop_created_idx (or sales_shop_status_created_idx) and
 *   the total is the trigger-kept counter, so a seller with 200,000 sales pays what one with 10 does.
 * - A seller name: the page walks sales_shop_seller_name_idx in order; the count is an index scan of it.
 * - A cashier's own sales: the page and the count walk sales_shop_member_created_idx.
 * - A search: the few matches (an id range, the sales of the matching clients) are read once, counted and
 *   sorted; a WITH query referenced twice is materialised.
 */
export async function findSalePage(
  db: TDbOrTx,
  shopId: TShopId,
  page: { limit: number; offset: number; filter: TSalePageFilter },
): Promise<{ ids: string[]; total: number }> {
  const { status, sellerName, sellerMemberIds = [], ownMemberId, search } = page.filter;
  const typedSeller =
    sellerName === undefined ? undefined : sql`lower(${sales.sellerName}) = lower(${sellerName})`;
  const where = and(
    eq(sales.shopId, shopId),
    status ? eq(sales.status, status) : undefined,
    ownMemberId ? eq(sales.memberId, ownMemberId) : undefined,
    typedSeller && sellerMemberIds.length > 0
      ? or(typedSeller, sql`${sales.memberId} = ANY(${sql.param(sellerMemberIds)}::uuid[])`)
      : typedSeller,
    search
      ? or(
          search.idRange ? between(sales.id, search.idRange.from, search.idRange.to) : undefined,
          search.clientIds.length > 0
            ? sql`${sales.clientId} = ANY(${sql.param(search.clientIds)}::uuid[])`
            : undefined,
        )
      : undefined,
  ) as SQL;
  const countWhere = () => sql<number>`(SELECT count(*) FROM ${sales} WHERE ${where})`.mapWith(Number);

  if (search === undefined) {
    const kinds: TSellerCounterKind[] =
      status === undefined
        ? ['sales_paid', 'sales_pending']
        : [status === 'PAID' ? 'sales_paid' : 'sales_pending'];
    // The shop's counters count every member's sales; a cashier's own are counted on the member index.
    const byCounter = sellerName === undefined && ownMemberId === undefined;
    const total = byCounter ? sellerCounterSql(shopId, kinds) : countWhere();
    const rows = await db
      .select({ id: sales.id, total })
      .from(sales)
      .where(where)
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows[0]) return { ids: rows.map((row) => row.id), total: rows[0].total };
    if (byCounter) return { ids: [], total: await readSellerCounter(db, shopId, kinds) };
  } else {
    const matches = db
      .$with('matches')
      .as(db.select({ id: sales.id, createdAt: sales.createdAt }).from(sales).where(where));
    const rows = await db
      .with(matches)
      .select({ id: matches.id, total: sql<number>`(SELECT count(*) FROM ${matches})`.mapWith(Number) })
      .from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows[0]) return { ids: rows.map((row) => row.id), total: rows[0].total };
  }
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the end: the count alone.
  const [counted] = await db.select({ total: countWhere() }).from(sql`(SELECT 1) AS one`);
  return { ids: [], total: counted?.total ?? 0 };
}

/** The shop's members but the owner whose whole name (as the team shows it) is `name`, in any case. */
export async function findTeamMemberIdsByName(db: TDbOrTx, shopId: TShopId, name: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT m.id FROM shop_members AS m LEFT JOIN users AS u ON u.id = m.user_id
    WHERE m.shop_id = ${shopId} AND m.role <> 'OWNER'
      AND lower(coalesce(m.name, trim(u.name || ' ' || coalesce(u.lastname, '')))) = lower(${name})`);
  return result.rows.map((row) => row.id);
}

/**
 * Live clients of the seller whose name contains the pattern. The first condition is the expression of the
 * trigram index clients_shop_search_trgm_idx (name, e-mail and phone), which narrows the rows; the second
 * keeps the name matches only.
 */
export async function findClientIdsByName(db: TDbOrTx, shopId: TShopId, pattern: string): Promise<string[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.shopId, shopId),
        isNull(clients.deletedAt),
        clientMatches(pattern),
        sql`lower(${clients.name}) LIKE lower(${pattern})`,
      ),
    );
  return rows.map((row) => row.id);
}
