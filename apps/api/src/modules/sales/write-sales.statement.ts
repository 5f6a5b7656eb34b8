import { sql } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod, TSaleStatus } from '@cuadre/shared/constants';
import type { TTenderedPayment } from '@cuadre/shared/domain/tender';
import type { TDbOrTx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';

// The one statement that writes sales: every way of selling (a PAID sale alone or batched with others, a
// PENDING sale under row locks) and the benchmark's baseline send it. A new column of a sale touches
// TNewSale, saleStatementValues and writeSalesStatement below, and nothing else on the write side.

/** A sale's own row, as the columns of `sales` take it. */
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
  /** The rate in force at the sale for a Venezuelan seller, and its Fecha Valor (design §10); else null. */
  exchangeRate: number | null;
  exchangeRateDate: string | null;
  /** IGTF charged on its payments (design §10), and the change handed back (split tender); else 0 and null. */
  igtfTotal: number;
  changeCurrency: TPaymentCurrency | null;
  changeAmount: number | null;
}

/** A payment of the sale as handed over (design §10), as the shared tender computation records it. */
export type TSalePayment = TTenderedPayment;

export interface TSaleLine {
  productId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  unitCost: number | null;
}

/**
 * What a product loses to a sale, one entry per product in id order, with the name and cost its lines copied:
 * the statement takes the units only from the seller's live row that still has that name and cost.
 */
export interface TStockTaken {
  productId: string;
  quantity: number;
  name: string;
  cost: number;
}

export interface TSaleIds {
  saleId: string;
  /** One per line, in the order of the request. */
  itemIds: string[];
  /** One per payment, in their order. */
  paymentIds: string[];
}

/** With an Idempotency-Key: the statement claims it and stores the answer (design §3). */
export interface TSaleClaim {
  route: string;
  key: string;
  requestHash: string;
  /**
   * The answer `{ data: sale }` as JSON text with every `createdAt` '' (the sale's and its payment's): the
   * statement writes the sale's instant there.
   */
  answer: string;
}

/** One sale for the statement: its ids, its rows, and its key when it has one. */
export interface TSaleEntry {
  ids: TSaleIds;
  sale: TNewSale;
  /** Product lines and extra charges, in the order of the request. */
  lines: TSaleLine[];
  stock: TStockTaken[];
  /** Its payments in order: those of a PAID sale cover the total; a PENDING sale's are its initial payment. */
  payments: TSalePayment[];
  claim: TSaleClaim | null;
}

/**
 * What became of one sale of the statement:
 * - written: `claimed` true (its key claimed, or it had none), `createdAt` its instant in the answer's ISO form;
 * - `stale`: a product it names is gone, another seller's, or has another name or cost than the sale copied
 *   (a snapshot remembered or read before a change): nothing of it was written, its key not claimed;
 * - neither: its key was already taken by an earlier request; nothing of it was written.
 */
export interface TSaleOutcome {
  claimed: boolean;
  stale: boolean;
  createdAt: string;
}

/**
 * Writes the sales in ONE statement and says what became of each, in their order. A product short of stock
 * fails the whole statement (`products_quantity_non_negative`, SQLSTATE 23514) and writes nothing; so does a
 * deadlock (40P01). Two entries must not share a seller's key: the claim would let both through.
 */
export async function writeSales(db: TDbOrTx, entries: TSaleEntry[]): Promise<TSaleOutcome[]> {
  const rows = await writeSalesStatement.run(db, saleStatementValues(entries));
  if (rows.length !== entries.length) throw new Error('sales statement did not return a row per sale');
  return rows.map((row) => ({ claimed: row.claimed, stale: row.stale, createdAt: row.created_at }));
}

/**
 * The statement's values: one array per column, sale by sale; lines and stock carry their sale's number
 * (from 1, as WITH ORDINALITY numbers the sales). Written field by field: V8 builds this object on a slow path
 * when it comes from spreads.
 */
export function saleStatementValues(entries: TSaleEntry[]) {
  const sales = entries.map((entry) => entry.sale);
  const payments = entries.flatMap((entry) => entry.payments);
  const claims = entries.map((entry) => entry.claim);
  const stock = entries.flatMap((entry) => entry.stock);
  const lines = entries.flatMap((entry) => entry.lines);
  const saleNumbersOf = (count: (entry: TSaleEntry) => number) =>
    entries.flatMap((entry, index) => Array<number>(count(entry)).fill(index + 1));
  return {
    saleIds: entries.map((entry) => entry.ids.saleId),
    userIds: sales.map((sale) => sale.userId),
    clientIds: sales.map((sale) => sale.clientId),
    openAccountIds: sales.map((sale) => sale.openAccountId),
    statuses: sales.map((sale) => sale.status),
    totals: sales.map((sale) => sale.total),
    totalsPaid: sales.map((sale) => sale.totalPaid),
    totalCosts: sales.map((sale) => sale.totalCost),
    totalProfits: sales.map((sale) => sale.totalProfit),
    itemCounts: sales.map((sale) => sale.itemCount),
    paymentMethods: sales.map((sale) => sale.paymentMethod),
    referenceNumbers: sales.map((sale) => sale.referenceNumber),
    sellerNames: sales.map((sale) => sale.sellerName),
    exchangeRates: sales.map((sale) => sale.exchangeRate),
    exchangeRateDates: sales.map((sale) => sale.exchangeRateDate),
    igtfTotals: sales.map((sale) => sale.igtfTotal),
    changeCurrencies: sales.map((sale) => sale.changeCurrency),
    changeAmounts: sales.map((sale) => sale.changeAmount),
    hasClaims: claims.map((claim) => claim !== null),
    routes: claims.map((claim) => claim?.route ?? ''),
    keys: claims.map((claim) => claim?.key ?? ''),
    requestHashes: claims.map((claim) => claim?.requestHash ?? ''),
    answers: claims.map((claim) => claim?.answer ?? ''),
    stockSales: saleNumbersOf((entry) => entry.stock.length),
    stockIds: stock.map((line) => line.productId),
    stockQuantities: stock.map((line) => line.quantity),
    stockNames: stock.map((line) => line.name),
    stockCosts: stock.map((line) => line.cost),
    lineSales: saleNumbersOf((entry) => entry.lines.length),
    itemIds: entries.flatMap((entry) => entry.ids.itemIds),
    lineProductIds: lines.map((line) => line.productId),
    lineNames: lines.map((line) => line.name),
    lineQuantities: lines.map((line) => line.quantity),
    linePrices: lines.map((line) => line.unitPrice),
    lineCosts: lines.map((line) => line.unitCost),
    paymentSales: saleNumbersOf((entry) => entry.payments.length),
    paymentIds: entries.flatMap((entry) => entry.ids.paymentIds),
    paymentMethodsOfPayments: payments.map((payment) => payment.method),
    paymentCurrencies: payments.map((payment) => payment.currency),
    paymentAmountsInCurrency: payments.map((payment) => payment.amountInCurrency),
    paymentRates: payments.map((payment) => payment.exchangeRate),
    paymentAmounts: payments.map((payment) => payment.amount),
    paymentIgtf: payments.map((payment) => payment.igtfAmount),
    paymentReferences: payments.map((payment) => payment.referenceNumber),
  };
}

type TSaleStatementValues = ReturnType<typeof saleStatementValues>;

const param = sql.placeholder;

/**
 * Data-modifying WITH queries, read top to bottom:
 * - `locked` locks the products the sales take, in id order (two statements that share products queue instead
 *   of deadlocking), and sees their newest committed version;
 * - `stale` are the sales that copied a product that is no longer the seller's live product with that name and
 *   cost: they write nothing and say so. Being locked, the other sales' products cannot change before the
 *   stock update, so it takes units from every row it is meant to;
 * - `claim` claims the keys of the fresh sales (a key taken before stops its sale), storing each answer with
 *   its sale's instant;
 * - each open sale then writes its stock (summed per product: an UPDATE changes a row once per statement), its
 *   row, its lines and its payments.
 * Sales of one statement get instants one microsecond apart in their order, so "newest first" lists them in
 * the order they arrived. Foreign keys and CHECKs are checked at the end: a product short of stock fails the
 * statement, which writes nothing.
 */
export const writeSalesStatement = namedStatement<
  { sale_number: number; claimed: boolean; stale: boolean; created_at: string },
  TSaleStatementValues
>(sql`
    WITH input AS (
      SELECT s.*, now() + (s.sale_number - 1) * interval '1 microsecond' AS created_at
      FROM unnest(${param('saleIds')}::uuid[], ${param('userIds')}::uuid[], ${param('clientIds')}::uuid[],
                  ${param('openAccountIds')}::uuid[], ${param('statuses')}::sale_status[],
                  ${param('totals')}::numeric[], ${param('totalsPaid')}::numeric[],
                  ${param('totalCosts')}::numeric[], ${param('totalProfits')}::numeric[],
                  ${param('itemCounts')}::int[], ${param('paymentMethods')}::payment_method[],
                  ${param('referenceNumbers')}::text[], ${param('sellerNames')}::text[],
                  ${param('exchangeRates')}::numeric[], ${param('exchangeRateDates')}::date[],
                  ${param('igtfTotals')}::numeric[], ${param('changeCurrencies')}::payment_currency[],
                  ${param('changeAmounts')}::numeric[], ${param('hasClaims')}::boolean[], ${param('routes')}::text[],
                  ${param('keys')}::text[], ${param('requestHashes')}::text[], ${param('answers')}::text[])
           WITH ORDINALITY
           AS s(sale_id, user_id, client_id, open_account_id, status, total, total_paid, total_cost,
                total_profit, item_count, payment_method, reference_number, seller_name, exchange_rate,
                exchange_rate_date, igtf_total, change_currency, change_amount, has_claim, route,
                key, request_hash, answer, sale_number)
    ), wanted AS (
      SELECT v.sale_number, s.user_id, v.id, v.quantity, v.name, v.cost
      FROM unnest(${param('stockSales')}::int[], ${param('stockIds')}::uuid[],
                  ${param('stockQuantities')}::int[], ${param('stockNames')}::text[],
                  ${param('stockCosts')}::numeric[]) AS v(sale_number, id, quantity, name, cost)
      JOIN input AS s ON s.sale_number = v.sale_number
    ), locked AS (
      SELECT p.id, p.user_id, p.name, p.cost
      FROM (SELECT DISTINCT user_id, id FROM wanted) AS w
      JOIN products AS p ON p.id = w.id AND p.user_id = w.user_id
      WHERE p.deleted_at IS NULL
      ORDER BY p.id
      FOR UPDATE OF p
    ), stale AS (
      SELECT DISTINCT w.sale_number
      FROM wanted AS w
      LEFT JOIN locked AS l ON l.id = w.id AND l.user_id = w.user_id AND l.name = w.name AND l.cost = w.cost
      WHERE l.id IS NULL
    ), fresh AS (
      SELECT s.*, to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso
      FROM input AS s
      WHERE s.sale_number NOT IN (SELECT sale_number FROM stale)
    ), claim AS (
      INSERT INTO idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
      SELECT s.user_id, s.route, s.key, s.request_hash, 201,
             -- In JSON text the 4 quotes of '"createdAt":""' can only be a key of ours with an empty value:
             -- any quote inside a string is escaped. Those are the sale's and its payment's instants.
             replace(s.answer, '"createdAt":""', '"createdAt":"' || s.iso || '"')
      FROM fresh AS s
      WHERE s.has_claim
      ON CONFLICT DO NOTHING
      RETURNING user_id, route, key
    ), open AS (
      SELECT s.*
      FROM fresh AS s
      WHERE NOT s.has_claim
         OR EXISTS (SELECT 1 FROM claim AS c WHERE c.user_id = s.user_id AND c.route = s.route AND c.key = s.key)
    ), till AS (
      -- The seller's open till, if any (design §11): the sale and its payments belong to it. Share-locked, so a
      -- close waits for this statement, and a statement that waited for a close sees the till closed: a
      -- payment lands in one session, never in a closed one.
      SELECT c.user_id, c.id
      FROM cash_sessions AS c
      WHERE c.user_id IN (SELECT DISTINCT user_id FROM open) AND c.status = 'OPEN'
      FOR SHARE OF c
    ), stock AS (
      UPDATE products AS p
      SET quantity = p.quantity - w.quantity, updated_at = now()
      FROM (SELECT w.user_id, w.id, sum(w.quantity) AS quantity
            FROM wanted AS w JOIN open AS s ON s.sale_number = w.sale_number
            GROUP BY w.user_id, w.id) AS w
      WHERE p.id = w.id AND p.user_id = w.user_id
      RETURNING p.id
    ), sale AS (
      INSERT INTO sales (id, user_id, client_id, open_account_id, status, total, total_paid, total_cost,
                         total_profit, item_count, payment_method, reference_number, seller_name, exchange_rate,
                         exchange_rate_date, igtf_total, change_currency, change_amount, cash_session_id,
                         created_at)
      SELECT s.sale_id, s.user_id, s.client_id, s.open_account_id, s.status, s.total, s.total_paid,
             s.total_cost, s.total_profit, s.item_count, s.payment_method, s.reference_number, s.seller_name,
             s.exchange_rate, s.exchange_rate_date, s.igtf_total, s.change_currency, s.change_amount, t.id,
             s.created_at
      FROM open AS s
      LEFT JOIN till AS t ON t.user_id = s.user_id
      RETURNING id
    ), lines AS (
      INSERT INTO sale_items (id, sale_id, user_id, product_id, name, quantity, unit_price, unit_cost)
      SELECT l.id, s.sale_id, s.user_id, l.product_id, l.name, l.quantity, l.unit_price, l.unit_cost
      FROM unnest(${param('lineSales')}::int[], ${param('itemIds')}::uuid[], ${param('lineProductIds')}::uuid[],
                  ${param('lineNames')}::text[], ${param('lineQuantities')}::int[],
                  ${param('linePrices')}::numeric[], ${param('lineCosts')}::numeric[])
           AS l(sale_number, id, product_id, name, quantity, unit_price, unit_cost)
      JOIN open AS s ON s.sale_number = l.sale_number
      RETURNING id
    ), payment AS (
      -- Its payments as handed over, at the sale's instant (time-ordered ids keep their order).
      INSERT INTO payments (id, sale_id, user_id, amount, method, reference_number, currency, amount_in_currency,
                            exchange_rate, igtf_amount, cash_session_id, created_at)
      SELECT p.id, s.sale_id, s.user_id, p.amount, p.method, p.reference_number, p.currency, p.amount_in_currency,
             p.exchange_rate, p.igtf_amount, t.id, s.created_at
      FROM unnest(${param('paymentSales')}::int[], ${param('paymentIds')}::uuid[],
                  ${param('paymentMethodsOfPayments')}::payment_method[], ${param('paymentCurrencies')}::payment_currency[],
                  ${param('paymentAmountsInCurrency')}::numeric[], ${param('paymentRates')}::numeric[],
                  ${param('paymentAmounts')}::numeric[], ${param('paymentIgtf')}::numeric[],
                  ${param('paymentReferences')}::text[])
           AS p(sale_number, id, method, currency, amount_in_currency, exchange_rate, amount, igtf_amount,
                reference_number)
      JOIN open AS s ON s.sale_number = p.sale_number
      LEFT JOIN till AS t ON t.user_id = s.user_id
      RETURNING id
    )
    SELECT s.sale_number, o.sale_number IS NOT NULL AS claimed, f.sale_number IS NULL AS stale,
           coalesce(f.iso, '') AS created_at
    FROM input AS s
    LEFT JOIN fresh AS f ON f.sale_number = s.sale_number
    LEFT JOIN open AS o ON o.sale_number = s.sale_number
    ORDER BY s.sale_number`);
