import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import type { TSaleClaim, TSaleIds, TSaleWrite } from './sales.repository';

/** One sale of a batch: what writeSale takes for one. */
export interface TSaleBatchEntry {
  ids: TSaleIds;
  write: TSaleWrite;
  claim: TSaleClaim | null;
}

export interface TSaleBatchOutcome {
  claimed: boolean;
  createdAt: string;
}

/**
 * Several sales written by ONE statement, each exactly as writeSale writes one: its stock, the sale, its lines,
 * its first payment and — given a claim — its Idempotency-Key with the answer. A sale whose key was already
 * taken writes nothing (`claimed` false); the others are written. Any failure (a product short of stock, a
 * stale name or cost, a deadlock) fails the whole statement and writes nothing: the caller then writes the
 * sales one by one, so that each gets its own outcome (sale-writes.ts).
 *
 * Executor start-up, the commit and its WAL flush, and the counters' statement triggers are paid once per
 * batch instead of once per sale (docs/performance.md, "Several sales in one statement").
 *
 * Two entries must not share a seller's key: the claim would let both through.
 */
export async function writeSales(tx: TDbOrTx, entries: TSaleBatchEntry[]): Promise<TSaleBatchOutcome[]> {
  const rows = await writeSalesStatement.run(tx, salesBatchValues(entries));
  if (rows.length !== entries.length) throw new Error('sales batch statement did not return a row per sale');
  return rows.map((row) => ({ claimed: row.claimed, createdAt: row.created_at }));
}

/** The statement's values: one array per column, sale by sale; lines and stock carry their sale's number. */
export function salesBatchValues(entries: TSaleBatchEntry[]) {
  const sales = entries.map((entry) => entry.write.sale);
  const payments = entries.map((entry) => entry.write.payment);
  const claims = entries.map((entry) => entry.claim);
  const stock = entries.flatMap((entry) => entry.write.stock);
  const lines = entries.flatMap((entry) => entry.write.lines);
  // Each stock entry's and line's sale, numbered from 1 as WITH ORDINALITY numbers the sales.
  const saleNumbersOf = (count: (entry: TSaleBatchEntry) => number) =>
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
    stockCounts: entries.map((entry) => entry.write.stock.length),
    paymentIds: entries.map((entry) => entry.ids.paymentId),
    paymentAmounts: payments.map((payment) => payment?.amount ?? 0),
    paymentMethodsOfPayment: entries.map(({ write }) => write.payment?.method ?? write.sale.paymentMethod),
    paymentReferences: payments.map((payment) => payment?.referenceNumber ?? null),
    hasPayments: payments.map((payment) => payment !== null),
    hasClaims: claims.map((claim) => claim !== null),
    routes: claims.map((claim) => claim?.route ?? ''),
    keys: claims.map((claim) => claim?.key ?? ''),
    requestHashes: claims.map((claim) => claim?.requestHash ?? ''),
    answers: claims.map((claim) => claim?.answer ?? ''),
    stockSales: saleNumbersOf((entry) => entry.write.stock.length),
    stockIds: stock.map((line) => line.productId),
    stockQuantities: stock.map((line) => line.quantity),
    stockNames: stock.map((line) => line.name),
    stockCosts: stock.map((line) => line.cost),
    lineSales: saleNumbersOf((entry) => entry.write.lines.length),
    // One id per line, in the lines' order (newSaleIds).
    itemIds: entries.flatMap((entry) => entry.ids.itemIds),
    lineProductIds: lines.map((line) => line.productId),
    lineNames: lines.map((line) => line.name),
    lineQuantities: lines.map((line) => line.quantity),
    linePrices: lines.map((line) => line.unitPrice),
    lineCosts: lines.map((line) => line.unitCost),
  };
}

type TWriteSalesValues = ReturnType<typeof salesBatchValues>;

const param = sql.placeholder;

/**
 * writeSaleStatement for many sales. What differs: each sale passes its own gate (its key claimed, or no key);
 * a product sold by several sales of the batch loses their summed units in one row update (an UPDATE changes a
 * row once per statement), and only if every one of them copied the product's current name and cost — else a
 * sale's written-stock count falls short, its item_count is NULL and the statement fails, as writeSale's does.
 */
export const writeSalesStatement = namedStatement<
  { sale_number: number; claimed: boolean; created_at: string },
  TWriteSalesValues
>(sql`
    WITH instant AS (
      SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso
    ), input AS (
      SELECT *
      FROM unnest(${param('saleIds')}::uuid[], ${param('userIds')}::uuid[], ${param('clientIds')}::uuid[],
                  ${param('openAccountIds')}::uuid[], ${param('statuses')}::sale_status[],
                  ${param('totals')}::numeric[], ${param('totalsPaid')}::numeric[],
                  ${param('totalCosts')}::numeric[], ${param('totalProfits')}::numeric[],
                  ${param('itemCounts')}::int[], ${param('paymentMethods')}::payment_method[],
                  ${param('referenceNumbers')}::text[], ${param('sellerNames')}::text[],
                  ${param('stockCounts')}::int[], ${param('paymentIds')}::uuid[],
                  ${param('paymentAmounts')}::numeric[], ${param('paymentMethodsOfPayment')}::payment_method[],
                  ${param('paymentReferences')}::text[], ${param('hasPayments')}::boolean[],
                  ${param('hasClaims')}::boolean[], ${param('routes')}::text[], ${param('keys')}::text[],
                  ${param('requestHashes')}::text[], ${param('answers')}::text[])
           WITH ORDINALITY
           AS s(sale_id, user_id, client_id, open_account_id, status, total, total_paid, total_cost,
                total_profit, item_count, payment_method, reference_number, seller_name, stock_count,
                payment_id, payment_amount, payment_method_of_payment, payment_reference, has_payment,
                has_claim, route, key, request_hash, answer, sale_number)
    ), claim AS (
      INSERT INTO idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
      SELECT s.user_id, s.route, s.key, s.request_hash, 201,
             -- As in writeSaleStatement: '"createdAt":""' can only be the sale's and its payment's instants.
             replace(s.answer, '"createdAt":""', '"createdAt":"' || instant.iso || '"')
      FROM input AS s, instant
      WHERE s.has_claim
      ON CONFLICT DO NOTHING
      RETURNING user_id, route, key
    ), gate AS (
      SELECT s.*, NOT s.has_claim OR EXISTS (
               SELECT 1 FROM claim AS c WHERE c.user_id = s.user_id AND c.route = s.route AND c.key = s.key
             ) AS open
      FROM input AS s
    ), wanted AS (
      SELECT v.sale_number, g.user_id, v.id, v.quantity, v.name, v.cost
      FROM unnest(${param('stockSales')}::int[], ${param('stockIds')}::uuid[],
                  ${param('stockQuantities')}::int[], ${param('stockNames')}::text[],
                  ${param('stockCosts')}::numeric[]) AS v(sale_number, id, quantity, name, cost)
      JOIN gate AS g ON g.sale_number = v.sale_number
      WHERE g.open
    ), stock AS (
      UPDATE products AS p
      SET quantity = p.quantity - w.quantity, updated_at = now()
      FROM (SELECT user_id, id, name, cost, sum(quantity) AS quantity
            FROM wanted GROUP BY user_id, id, name, cost ORDER BY id) AS w
      WHERE p.id = w.id AND p.user_id = w.user_id AND p.deleted_at IS NULL AND p.name = w.name AND p.cost = w.cost
      RETURNING p.id, p.user_id, p.name, p.cost
    ), written AS (
      SELECT w.sale_number, count(*) AS products
      FROM wanted AS w
      JOIN stock AS s ON s.id = w.id AND s.user_id = w.user_id AND s.name = w.name AND s.cost = w.cost
      GROUP BY w.sale_number
    ), sale AS (
      INSERT INTO sales (id, user_id, client_id, open_account_id, status, total, total_paid, total_cost,
                         total_profit, item_count, payment_method, reference_number, seller_name)
      SELECT g.sale_id, g.user_id, g.client_id, g.open_account_id, g.status, g.total, g.total_paid,
             g.total_cost, g.total_profit,
             CASE WHEN coalesce(w.products, 0) = g.stock_count THEN g.item_count END,
             g.payment_method, g.reference_number, g.seller_name
      FROM gate AS g
      LEFT JOIN written AS w ON w.sale_number = g.sale_number
      WHERE g.open
      RETURNING id
    ), lines AS (
      INSERT INTO sale_items (id, sale_id, user_id, product_id, name, quantity, unit_price, unit_cost)
      SELECT l.id, g.sale_id, g.user_id, l.product_id, l.name, l.quantity, l.unit_price, l.unit_cost
      FROM unnest(${param('lineSales')}::int[], ${param('itemIds')}::uuid[], ${param('lineProductIds')}::uuid[],
                  ${param('lineNames')}::text[], ${param('lineQuantities')}::int[],
                  ${param('linePrices')}::numeric[], ${param('lineCosts')}::numeric[])
           AS l(sale_number, id, product_id, name, quantity, unit_price, unit_cost)
      JOIN gate AS g ON g.sale_number = l.sale_number
      WHERE g.open
      RETURNING id
    ), payment AS (
      INSERT INTO payments (id, sale_id, user_id, amount, method, reference_number)
      SELECT g.payment_id, g.sale_id, g.user_id, g.payment_amount, g.payment_method_of_payment,
             g.payment_reference
      FROM gate AS g
      WHERE g.open AND g.has_payment
      RETURNING id
    )
    SELECT g.sale_number, g.open AS claimed, instant.iso AS created_at
    FROM gate AS g, instant
    ORDER BY g.sale_number`);
