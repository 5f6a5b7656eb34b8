import { randomUUID } from 'node:crypto';
import { and, asc, between, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TPaymentMethod, TSaleStatus } from '@cuadre/shared/constants';
import type { TPayment } from '@cuadre/shared/schemas/payments';
import type { TSale, TSaleItem } from '@cuadre/shared/schemas/sales';
import type { TDbOrTx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { clients, products } from '../../db/schema/catalog';
import { openAccounts, payments, saleItems, sales } from '../../db/schema/sales';
import { readSellerCounter, sellerCounterSql, type TSellerCounterKind } from '../../lib/seller-counters';
import { newTimeOrderedId } from '../../lib/time-ordered-id';
import { clientMatches } from '../clients/clients.repository';
import { toPaymentView } from '../payments/payments.repository';

export interface TLockedProduct {
  id: string;
  name: string;
  cost: number;
  quantity: number;
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
  userId: string,
  productIds: string[],
): Promise<TLockedProduct[]> {
  const rows = await lockProductsStatement.run(tx, { userId, productIds });
  return rows.map(withNumericCost);
}

/** The same products without locking them: sell-paid.ts reads, prices, then writes in one statement. */
export async function readSellerProducts(
  db: TDbOrTx,
  userId: string,
  productIds: string[],
): Promise<TLockedProduct[]> {
  const rows = await readProductsStatement.run(db, { userId, productIds });
  return rows.map(withNumericCost);
}

// Joined from the wanted ids, so that the prepared (generic) plan reads them by primary key: written as
// `user_id = $1 AND id = ANY($2)` it walked the seller's whole created_at index (4.5 ms for 100,000 products).
const sellerProductsSql = sql`
  SELECT p.id, p.name, p.cost, p.quantity
  FROM unnest(${sql.placeholder('productIds')}::uuid[]) AS wanted(id)
  JOIN products AS p ON p.id = wanted.id
  WHERE p.user_id = ${sql.placeholder('userId')} AND p.deleted_at IS NULL
  ORDER BY p.id`;
type TSellerProductRow = { id: string; name: string; cost: string; quantity: number };
type TSellerProductValues = { userId: string; productIds: string[] };
export const lockProductsStatement = namedStatement<TSellerProductRow, TSellerProductValues>(
  sql`${sellerProductsSql} FOR UPDATE OF p`,
);
export const readProductsStatement = namedStatement<TSellerProductRow, TSellerProductValues>(
  sellerProductsSql,
);

export async function findSellerClient(tx: TDbOrTx, userId: string, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId), isNull(clients.deletedAt)))
    .limit(1);
  return client ?? null;
}

/**
 * The client's OPEN account, opened if there is none. The partial unique index makes two concurrent first
 * PENDING sales share one account; the row lock keeps a concurrent check-and-close from closing it under us.
 * If a close wins the race for the lock, the account we waited on is CLOSED when we get it: open a new one.
 */
export async function joinOrOpenAccount(tx: TDbOrTx, userId: string, clientId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx.execute(sql`
      INSERT INTO open_accounts (id, user_id, client_id, status)
      VALUES (${randomUUID()}, ${userId}, ${clientId}, 'OPEN')
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

export interface TNewSale {
  userId: string;
  clientId: string | null;
  openAccountId: string | null;
  status: TSaleStatus;
  total: number;
  totalPaid: number;
  totalCost: number;
  totalProfit: number;
  itemCount: number;
  paymentMethod: TPaymentMethod;
  referenceNumber: string | null;
  sellerName: string | null;
}

export interface TSaleWrite {
  sale: TNewSale;
  /** Product lines and extra charges, in the order of the request. */
  lines: {
    productId: string | null;
    name: string;
    quantity: number;
    unitPrice: number;
    unitCost: number | null;
  }[];
  /**
   * What each product loses, one entry per product in id order, with the name and cost its lines copied: the
   * write takes the units only from a live row that still has that name and cost (product-snapshots.ts).
   */
  stock: { productId: string; quantity: number; name: string; cost: number }[];
  payment: { amount: number; method: TPaymentMethod; referenceNumber: string | null } | null;
}

export interface TSaleIds {
  saleId: string;
  /** One per line, in the order of the request. */
  itemIds: string[];
  paymentId: string;
}

/** New ids for a sale, its lines and its first payment, made as the columns' defaults would make them. */
export function newSaleIds(lineCount: number): TSaleIds {
  return {
    saleId: randomUUID(),
    itemIds: Array.from({ length: lineCount }, () => newTimeOrderedId()),
    paymentId: newTimeOrderedId(),
  };
}

/** With a key: claim it and store the answer in the same statement (sell-paid.ts). */
export interface TSaleClaim {
  route: string;
  key: string;
  requestHash: string;
  /**
   * The answer `{ data: sale }` to store for replays, as JSON.stringify writes it with every `createdAt` ''
   * (the sale's and its payment's): the statement writes the sale's instant there.
   */
  answer: string;
}

/**
 * Every write of a sale in ONE statement (data-modifying WITH queries): the stock decrements, the sale, its
 * lines and its first payment, and — given a claim — the Idempotency-Key with its answer. Foreign keys and
 * CHECKs are checked at the end of the statement: a product short of stock fails `quantity >= 0` and the
 * whole statement writes nothing. The sale and its payment share the transaction's now(), returned in the
 * ISO form of the answer. `claimed` is false only when the key was already taken (nothing written).
 */
export async function writeSale(
  tx: TDbOrTx,
  ids: TSaleIds,
  write: TSaleWrite,
  claim: TSaleClaim | null = null,
): Promise<{ claimed: boolean; createdAt: string }> {
  const { sale, lines, stock, payment } = write;
  // Every field by name, no spread: V8 built this object from two spreads plus 20 more fields in ~26 µs (a
  // slow path), 0.2 µs written out — 18 µs of each sale's JavaScript under load (docs/performance.md).
  const [row] = await writeSaleStatement.run(tx, {
    userId: sale.userId,
    clientId: sale.clientId,
    openAccountId: sale.openAccountId,
    status: sale.status,
    total: sale.total,
    totalPaid: sale.totalPaid,
    totalCost: sale.totalCost,
    totalProfit: sale.totalProfit,
    itemCount: sale.itemCount,
    paymentMethod: sale.paymentMethod,
    referenceNumber: sale.referenceNumber,
    sellerName: sale.sellerName,
    saleId: ids.saleId,
    itemIds: ids.itemIds,
    paymentId: ids.paymentId,
    stockIds: stock.map((line) => line.productId),
    stockQuantities: stock.map((line) => line.quantity),
    stockNames: stock.map((line) => line.name),
    stockCosts: stock.map((line) => line.cost),
    stockCount: stock.length,
    lineProductIds: lines.map((line) => line.productId),
    lineNames: lines.map((line) => line.name),
    lineQuantities: lines.map((line) => line.quantity),
    linePrices: lines.map((line) => line.unitPrice),
    lineCosts: lines.map((line) => line.unitCost),
    paymentAmount: payment?.amount ?? 0,
    paymentMethodOfPayment: payment?.method ?? sale.paymentMethod,
    paymentReference: payment?.referenceNumber ?? null,
    hasPayment: payment !== null,
    hasClaim: claim !== null,
    route: claim?.route ?? '',
    key: claim?.key ?? '',
    requestHash: claim?.requestHash ?? '',
    answer: claim?.answer ?? '',
  });
  if (!row) throw new Error('sale statement returned nothing');
  return { claimed: row.claimed, createdAt: row.created_at };
}

const param = sql.placeholder;

/** The sale's columns (named as in TNewSale), its lines and stock as parallel arrays, and its first payment. */
type TWriteSaleValues = TNewSale &
  TSaleIds & {
    stockIds: string[];
    stockQuantities: number[];
    stockNames: string[];
    stockCosts: number[];
    stockCount: number;
    lineProductIds: (string | null)[];
    lineNames: string[];
    lineQuantities: number[];
    linePrices: number[];
    lineCosts: (number | null)[];
    paymentAmount: number;
    paymentMethodOfPayment: TPaymentMethod;
    paymentReference: string | null;
    hasPayment: boolean;
    hasClaim: boolean;
    route: string;
    key: string;
    requestHash: string;
    answer: string;
  };

/** The statement of writeSale, prepared once per connection (the busiest write of the app). */
export const writeSaleStatement = namedStatement<
  { claimed: boolean; created_at: string },
  TWriteSaleValues
>(sql`
    WITH instant AS (
      SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso
    ), claim AS (
      INSERT INTO idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
      SELECT ${param('userId')}::uuid, ${param('route')}::text, ${param('key')}::text,
             ${param('requestHash')}::text, 201,
             -- In JSON text the 4 quotes of '"createdAt":""' can only be a key of ours with an empty value:
             -- any quote inside a string is escaped. Those are the sale's and its payment's instants.
             replace(${param('answer')}::text, '"createdAt":""', '"createdAt":"' || instant.iso || '"')
      FROM instant
      WHERE ${param('hasClaim')}::boolean
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), gate AS (
      SELECT NOT ${param('hasClaim')}::boolean OR EXISTS (SELECT 1 FROM claim) AS open
    ), stock AS (
      UPDATE products AS p
      SET quantity = p.quantity - v.quantity, updated_at = now()
      FROM unnest(${param('stockIds')}::uuid[], ${param('stockQuantities')}::int[], ${param('stockNames')}::text[],
                  ${param('stockCosts')}::numeric[]) AS v(id, quantity, name, cost)
      WHERE p.id = v.id AND p.user_id = ${param('userId')}::uuid AND p.deleted_at IS NULL
        AND p.name = v.name AND p.cost = v.cost AND (SELECT open FROM gate)
      RETURNING p.id
    ), sale AS (
      INSERT INTO sales (id, user_id, client_id, open_account_id, status, total, total_paid, total_cost,
                         total_profit, item_count, payment_method, reference_number, seller_name)
      SELECT ${param('saleId')}::uuid, ${param('userId')}::uuid, ${param('clientId')}::uuid,
             ${param('openAccountId')}::uuid, ${param('status')}::sale_status, ${param('total')}::numeric,
             ${param('totalPaid')}::numeric, ${param('totalCost')}::numeric, ${param('totalProfit')}::numeric,
             -- Every product's stock must have been written: a NULL here fails the statement rather than
             -- record a sale whose stock did not move, or whose lines copied a name or cost the product no
             -- longer has, or a product deleted since (isStaleProductCopy in sell-paid.ts).
             CASE WHEN (SELECT count(*) FROM stock) = ${param('stockCount')}::int
                  THEN ${param('itemCount')}::int END,
             ${param('paymentMethod')}::payment_method, ${param('referenceNumber')}::text,
             ${param('sellerName')}::text
      FROM gate
      WHERE gate.open
      RETURNING id
    ), lines AS (
      INSERT INTO sale_items (id, sale_id, user_id, product_id, name, quantity, unit_price, unit_cost)
      SELECT l.id, ${param('saleId')}::uuid, ${param('userId')}::uuid, l.product_id, l.name, l.quantity,
             l.unit_price, l.unit_cost
      FROM unnest(${param('itemIds')}::uuid[], ${param('lineProductIds')}::uuid[], ${param('lineNames')}::text[],
                  ${param('lineQuantities')}::int[], ${param('linePrices')}::numeric[],
                  ${param('lineCosts')}::numeric[])
           AS l(id, product_id, name, quantity, unit_price, unit_cost)
      WHERE (SELECT open FROM gate)
      RETURNING id
    ), payment AS (
      INSERT INTO payments (id, sale_id, user_id, amount, method, reference_number)
      SELECT ${param('paymentId')}::uuid, ${param('saleId')}::uuid, ${param('userId')}::uuid,
             ${param('paymentAmount')}::numeric, ${param('paymentMethodOfPayment')}::payment_method,
             ${param('paymentReference')}::text
      WHERE ${param('hasPayment')}::boolean AND (SELECT open FROM gate)
      RETURNING id
    )
    SELECT gate.open AS claimed, instant.iso AS created_at FROM gate, instant`);

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
      price: saleItems.unitPrice,
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
      price: row.price,
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
    .select()
    .from(payments)
    .where(inArray(payments.saleId, saleIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const bySale = new Map<string, TPayment[]>();
  for (const row of rows) {
    const list = bySale.get(row.saleId) ?? [];
    list.push(toPaymentView(row));
    bySale.set(row.saleId, list);
  }
  return bySale;
}

/** Sales as the API shows them (spec §3 Sale), in the order of `saleIds`: three queries, whatever the count. */
export async function loadSaleViews(tx: TDbOrTx, userId: string, saleIds: string[]): Promise<TSale[]> {
  if (saleIds.length === 0) return [];
  // Sequential on purpose: inside a transaction the three queries share one connection anyway.
  const saleRows = await tx
    .select({
      id: sales.id,
      createdAt: sales.createdAt,
      status: sales.status,
      total: sales.total,
      totalPaid: sales.totalPaid,
      totalProfit: sales.totalProfit,
      sellerName: sales.sellerName,
      paymentMethod: sales.paymentMethod,
      referenceNumber: sales.referenceNumber,
      clientId: clients.id,
      clientName: clients.name,
    })
    .from(sales)
    .leftJoin(clients, eq(clients.id, sales.clientId))
    .where(and(eq(sales.userId, userId), inArray(sales.id, saleIds)));
  const itemsBySale = await loadItemsBySale(tx, saleIds);
  const paymentsBySale = await loadPaymentsBySale(tx, saleIds);
  const byId = new Map(saleRows.map((row) => [row.id, row]));
  return saleIds.flatMap((saleId) => {
    const row = byId.get(saleId);
    if (!row) return [];
    return [
      {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        total: row.total,
        totalPaid: row.totalPaid,
        totalProfit: row.totalProfit,
        sellerName: row.sellerName,
        paymentMethod: row.paymentMethod,
        referenceNumber: row.referenceNumber,
        client: row.clientId && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null,
        items: itemsBySale.get(saleId) ?? [],
        payments: paymentsBySale.get(saleId) ?? [],
      },
    ];
  });
}

export interface TSalePageFilter {
  status?: TSaleStatus;
  /** Compared case-insensitively with the whole seller name typed at the till. */
  sellerName?: string;
  /** "Search by id or client": sales whose id is in this range (a prefix) or whose client is listed. */
  search?: { idRange: { from: string; to: string } | null; clientIds: string[] };
}

/**
 * One page of the seller's sale ids, newest first, and how many sales match, in one statement.
 * - No filter or a status only: the page walks sales_user_created_idx (or sales_user_status_created_idx) and
 *   the total is the trigger-kept counter, so a seller with 200,000 sales pays what one with 10 does.
 * - A seller name: the page walks sales_user_seller_name_idx in order; the count is an index scan of it.
 * - A search: the few matches (an id range, the sales of the matching clients) are read once, counted and
 *   sorted; a WITH query referenced twice is materialised.
 */
export async function findSalePage(
  db: TDbOrTx,
  userId: string,
  page: { limit: number; offset: number; filter: TSalePageFilter },
): Promise<{ ids: string[]; total: number }> {
  const { status, sellerName, search } = page.filter;
  const where = and(
    eq(sales.userId, userId),
    status ? eq(sales.status, status) : undefined,
    sellerName === undefined ? undefined : sql`lower(${sales.sellerName}) = lower(${sellerName})`,
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
    const total = sellerName === undefined ? sellerCounterSql(userId, kinds) : countWhere();
    const rows = await db
      .select({ id: sales.id, total })
      .from(sales)
      .where(where)
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows[0]) return { ids: rows.map((row) => row.id), total: rows[0].total };
    if (sellerName === undefined) return { ids: [], total: await readSellerCounter(db, userId, kinds) };
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

/**
 * Live clients of the seller whose name contains the pattern. The first condition is the expression of the
 * trigram index clients_user_search_trgm_idx (name, e-mail and phone), which narrows the rows; the second
 * keeps the name matches only.
 */
export async function findClientIdsByName(db: TDbOrTx, userId: string, pattern: string): Promise<string[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        isNull(clients.deletedAt),
        clientMatches(pattern),
        sql`lower(${clients.name}) LIKE lower(${pattern})`,
      ),
    );
  return rows.map((row) => row.id);
}
