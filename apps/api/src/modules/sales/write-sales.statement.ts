import { sql } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import type { TPayment } from '@cuadre/shared/payments/schemas';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TSaleStatus } from '@cuadre/shared/sales/constants';
import type { TSale } from '@cuadre/shared/sales/schemas';
import type { TSaleDiscount } from '@cuadre/shared/prices/schemas';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import type { TTaxLine } from '@cuadre/shared/tax/iva';
import type { TTenderedPayment } from '@cuadre/shared/sales/tender';
import type { TDbOrTx } from '../../db/client';
import { refusalOf } from '../../db/pg-error';
import { namedStatement } from '../../db/named-statement';
import { stockMovementsInsert } from '../stock/stock-movements.writer';

// The one statement that writes sales: every way of selling (a PAID sale alone or batched with others, a
// PENDING sale under row locks) and the benchmark's baseline send it. A new column of a sale touches
// TNewSale, saleStatementValues and writeSalesStatement below, and nothing else on the write side.

/** A sale's own row, as the columns of `sales` take it. */
export interface TNewSale {
  shopId: string;
  /** Who sold (decision record 029): a member of the shop; null only for a sale written outside a request. */
  memberId: string | null;
  /**
   * Not a column: the register whose open till the sale joins (a shop device's); null or absent, the shop's main
   * register, whose id is the shop's.
   */
  registerId?: string | null;
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
  /** The euro in force at the sale beside the dollar, or null. */
  exchangeRateEur: number | null;
  /** IGTF charged on its payments (design §10), and the change handed back (split tender); else 0 and null. */
  igtfTotal: number;
  changeCurrency: TPaymentCurrency | null;
  changeAmount: number | null;
  /** When a sale made offline happened (design §14), ISO; null for a sale made now. */
  occurredAt: string | null;
  /** A credit sale's due date 'YYYY-MM-DD' (decision record 030); null for a sale paid at once. */
  dueDate: string | null;
  /** The list the sale was priced with (decision record 031); null: Detal. */
  priceListId: string | null;
  /** Its discounts in all, and as asked (null: none). */
  discountTotal: number;
  discounts: TSaleDiscount[] | null;
  /** Its IVA per rate (null: none charged), in all, and whether on top of the lines (decision record 032). */
  taxLines: TTaxLine[] | null;
  taxTotal: number;
  ivaOnTop: boolean;
}

/** A payment of the sale as handed over (design §10), as the shared tender computation records it. */
export type TSalePayment = TTenderedPayment;

export interface TSaleLine {
  productId: string | null;
  name: string;
  quantity: number;
  unit: TProductUnit;
  unitPrice: number;
  unitCost: number | null;
  /** The line's whole discount: its own and its share of the sale's. */
  discount: number;
  /** The product's IVA class; null for an extra charge. */
  taxClass: TTaxClass | null;
}

/**
 * What a product loses to a sale, one entry per product in id order, with the name, cost and unit its lines
 * copied: the statement takes the units only from the seller's live row that still has that name, cost and unit.
 */
export interface TStockTaken {
  productId: string;
  quantity: number;
  name: string;
  cost: number;
  unit: TProductUnit;
  taxClass: TTaxClass;
}

export interface TSaleIds {
  saleId: string;
  /** One per line, in the order of the request. */
  itemIds: string[];
  /** One per payment, in their order. */
  paymentIds: string[];
}

/** With an Idempotency-Key: the statement claims it and stores the sale's answer with it (design §3). */
export interface TSaleClaim {
  route: string;
  key: string;
  requestHash: string;
}

/** What only the statement knows of a written sale, and so what its planned answer lacks. */
type TWrittenOnly = 'createdAt' | 'cashSessionId' | 'receiptNumber' | 'receivedAt';

/**
 * The sale as POST /sales answers it, without what only the statement knows: the sale's instant and its
 * payments' (ISO: the moment an offline sale was made, else its write), the till open at its write, its receipt
 * number, and when an offline sale arrived (else null).
 */
export type TPlannedSaleAnswer = Omit<TSale, TWrittenOnly | 'payments'> & {
  payments: Omit<TPayment, 'createdAt'>[];
};

/** The answer of POST /sales: the one the statement completes, stores with the key and gives back. */
export type TSaleAnswer = { data: TSale };

/** One sale for the statement: its ids, its rows, its answer as planned, and its key when it has one. */
export interface TSaleEntry {
  ids: TSaleIds;
  sale: TNewSale;
  /** Product lines and extra charges, in the order of the request. */
  lines: TSaleLine[];
  stock: TStockTaken[];
  /** Its payments in order: those of a PAID sale cover the total; a PENDING sale's are its initial payment. */
  payments: TSalePayment[];
  answer: TPlannedSaleAnswer;
  claim: TSaleClaim | null;
}

/**
 * What became of one sale of the statement:
 * - written: `claimed` (its key claimed, or it had none), with its `answer` completed by the statement, the one
 *   stored with its key;
 * - `stale`: a product it names is gone, another seller's, or has another name or cost than the sale copied
 *   (a snapshot remembered or read before a change): nothing of it was written, its key not claimed;
 * - neither: its key was already taken by an earlier request; nothing of it was written.
 * A key claimed by a request still running when the statement began fails it with 23505 (isKeyClaimedMeanwhile).
 */
export type TSaleOutcome =
  { claimed: true; stale: false; answer: TSaleAnswer } | { claimed: false; stale: boolean; answer: null };

/**
 * Writes the sales in ONE statement and says what became of each, in their order. A product short of stock
 * fails the whole statement (`products_quantity_non_negative`, SQLSTATE 23514) and writes nothing; so does a
 * deadlock (40P01). Two entries must not share a seller's key: the claim would let both through.
 */
export async function writeSales(db: TDbOrTx, entries: TSaleEntry[]): Promise<TSaleOutcome[]> {
  const rows = await writeSalesStatement.run(db, saleStatementValues(entries));
  if (rows.length !== entries.length) throw new Error('sales statement did not return a row per sale');
  return rows.map((row) =>
    row.answer === null
      ? { claimed: false, stale: row.stale, answer: null }
      : { claimed: true, stale: false, answer: JSON.parse(row.answer) as TSaleAnswer },
  );
}

/**
 * A planned answer as the JSON text the statement reads as jsonb. jsonb refuses a lone surrogate, which
 * JSON.stringify writes as `\udXXX`: such a string (a name cut inside an emoji) is answered as the database keeps
 * it, with U+FFFD in its place. `\ud` is otherwise only in a string holding a backslash; then this is merely
 * slower.
 */
export function plannedAnswerJson(answer: TPlannedSaleAnswer): string {
  const json = JSON.stringify(answer);
  return json.includes('\\ud') ? JSON.stringify(answer, wellFormedStrings) : json;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wellFormedStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value;
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
    shopIds: sales.map((sale) => sale.shopId),
    memberIds: sales.map((sale) => sale.memberId),
    registerIds: sales.map((sale) => sale.registerId ?? sale.shopId),
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
    exchangeRatesEur: sales.map((sale) => sale.exchangeRateEur),
    igtfTotals: sales.map((sale) => sale.igtfTotal),
    changeCurrencies: sales.map((sale) => sale.changeCurrency),
    changeAmounts: sales.map((sale) => sale.changeAmount),
    occurredAts: sales.map((sale) => sale.occurredAt),
    dueDates: sales.map((sale) => sale.dueDate),
    priceListIds: sales.map((sale) => sale.priceListId),
    discountTotals: sales.map((sale) => sale.discountTotal),
    discountsAsked: sales.map((sale) => (sale.discounts === null ? null : JSON.stringify(sale.discounts))),
    taxLines: sales.map((sale) => (sale.taxLines === null ? null : JSON.stringify(sale.taxLines))),
    taxTotals: sales.map((sale) => sale.taxTotal),
    ivaOnTops: sales.map((sale) => sale.ivaOnTop),
    hasClaims: claims.map((claim) => claim !== null),
    routes: claims.map((claim) => claim?.route ?? ''),
    keys: claims.map((claim) => claim?.key ?? ''),
    requestHashes: claims.map((claim) => claim?.requestHash ?? ''),
    answers: entries.map((entry) => plannedAnswerJson(entry.answer)),
    stockSales: saleNumbersOf((entry) => entry.stock.length),
    stockIds: stock.map((line) => line.productId),
    stockQuantities: stock.map((line) => line.quantity),
    stockNames: stock.map((line) => line.name),
    stockCosts: stock.map((line) => line.cost),
    stockUnits: stock.map((line) => line.unit),
    stockTaxClasses: stock.map((line) => line.taxClass),
    lineSales: saleNumbersOf((entry) => entry.lines.length),
    itemIds: entries.flatMap((entry) => entry.ids.itemIds),
    lineProductIds: lines.map((line) => line.productId),
    lineNames: lines.map((line) => line.name),
    lineQuantities: lines.map((line) => line.quantity),
    lineUnits: lines.map((line) => line.unit),
    linePrices: lines.map((line) => line.unitPrice),
    lineCosts: lines.map((line) => line.unitCost),
    lineDiscounts: lines.map((line) => line.discount),
    lineTaxClasses: lines.map((line) => line.taxClass),
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
 * - `stale` are the sales that copied a product that is no longer the seller's live product with that name,
 *   cost and unit: they write nothing and say so. Being locked, the other sales' products cannot change before the
 *   stock update, so it takes units from every row it is meant to;
 * - `taken` are the fresh sales whose key is already stored (a retry): they write nothing, and the others are
 *   `open`;
 * - `till` finds each seller's open till, `sequence` gives each seller's open sales their receipt numbers, in
 *   order, `answered` completes each answer with its instants, till and number, and `claim` stores the keys
 *   with it; the statement gives back every written sale's answer as stored, so that the first answer and its
 *   replays are the same;
 * - each open sale then writes its stock (summed per product: an UPDATE changes a row once per statement), its
 *   stock movements, its row, its lines and its payments.
 * A seller's sales get their instant when the statement holds the seller's receipt sequence, one microsecond
 * apart in their order: "newest first" lists them in the order of their numbers. Foreign keys and CHECKs are checked at the end: a product short of stock fails the
 * statement, which writes nothing.
 */
export const writeSalesStatement = namedStatement<
  {
    sale_number: number;
    stale: boolean;
    /** The written sale's answer as stored with its key (JSON text); null when nothing of it was written. */
    answer: string | null;
  },
  TSaleStatementValues
>(sql`
    WITH input AS (
      SELECT s.*
      FROM unnest(${param('saleIds')}::uuid[], ${param('shopIds')}::uuid[], ${param('memberIds')}::uuid[],
                  ${param('registerIds')}::uuid[], ${param('clientIds')}::uuid[],
                  ${param('openAccountIds')}::uuid[], ${param('statuses')}::sale_status[],
                  ${param('totals')}::numeric[], ${param('totalsPaid')}::numeric[],
                  ${param('totalCosts')}::numeric[], ${param('totalProfits')}::numeric[],
                  ${param('itemCounts')}::int[], ${param('paymentMethods')}::payment_method[],
                  ${param('referenceNumbers')}::text[], ${param('sellerNames')}::text[],
                  ${param('exchangeRates')}::numeric[], ${param('exchangeRateDates')}::date[],
                  ${param('igtfTotals')}::numeric[], ${param('changeCurrencies')}::payment_currency[],
                  ${param('changeAmounts')}::numeric[], ${param('occurredAts')}::timestamptz[],
                  ${param('dueDates')}::date[], ${param('exchangeRatesEur')}::numeric[],
                  ${param('priceListIds')}::uuid[], ${param('discountTotals')}::numeric[],
                  ${param('discountsAsked')}::jsonb[], ${param('taxLines')}::jsonb[],
                  ${param('taxTotals')}::numeric[], ${param('ivaOnTops')}::boolean[],
                  ${param('hasClaims')}::boolean[], ${param('routes')}::text[],
                  ${param('keys')}::text[], ${param('requestHashes')}::text[], ${param('answers')}::jsonb[])
           WITH ORDINALITY
           AS s(sale_id, shop_id, member_id, register_id, client_id, open_account_id, status, total, total_paid, total_cost,
                total_profit, item_count, payment_method, reference_number, seller_name, exchange_rate,
                exchange_rate_date, igtf_total, change_currency, change_amount, occurred_at, due_date,
                exchange_rate_eur, price_list_id, discount_total, discounts, tax_lines, tax_total, iva_on_top,
                has_claim, route, key, request_hash, answer, sale_number)
    ), wanted AS (
      SELECT v.sale_number, s.shop_id, v.id, v.quantity, v.name, v.cost, v.unit, v.tax_class
      FROM unnest(${param('stockSales')}::int[], ${param('stockIds')}::uuid[],
                  ${param('stockQuantities')}::numeric[], ${param('stockNames')}::text[],
                  ${param('stockCosts')}::numeric[], ${param('stockUnits')}::product_unit[],
                  ${param('stockTaxClasses')}::tax_class[])
           AS v(sale_number, id, quantity, name, cost, unit, tax_class)
      JOIN input AS s ON s.sale_number = v.sale_number
    ), locked AS (
      SELECT p.id, p.shop_id, p.name, p.cost, p.unit, p.tax_class
      FROM (SELECT DISTINCT shop_id, id FROM wanted) AS w
      JOIN products AS p ON p.id = w.id AND p.shop_id = w.shop_id
      WHERE p.deleted_at IS NULL
      ORDER BY p.id
      FOR UPDATE OF p
    ), stale AS (
      SELECT DISTINCT w.sale_number
      FROM wanted AS w
      LEFT JOIN locked AS l
        ON l.id = w.id AND l.shop_id = w.shop_id AND l.name = w.name AND l.cost = w.cost AND l.unit = w.unit
           AND l.tax_class = w.tax_class
      WHERE l.id IS NULL
    ), fresh AS (
      SELECT s.*
      FROM input AS s
      WHERE s.sale_number NOT IN (SELECT sale_number FROM stale)
    ), taken AS (
      -- Retries of sales already written: their key is stored, so they write nothing and replay its answer. A
      -- key claimed meanwhile by a request still running is not seen here: the claim below then fails the
      -- statement (23505), which writes nothing, not even numbers, and the caller replays.
      SELECT s.sale_number
      FROM fresh AS s
      JOIN idempotency_keys AS k ON k.shop_id = s.shop_id AND k.route = s.route AND k.key = s.key
      WHERE s.has_claim
    ), open AS (
      SELECT s.*
      FROM fresh AS s
      WHERE s.sale_number NOT IN (SELECT sale_number FROM taken)
    ), till AS (
      -- The open till of the sale's register, if any (design §11): the sale and its payments belong to it.
      -- Share-locked, so a close waits for this statement, and a statement that waited for a close sees the
      -- till closed: a payment lands in one session, never in a closed one.
      SELECT c.shop_id, c.register_id, c.id
      FROM cash_sessions AS c
      WHERE c.register_id IN (SELECT DISTINCT register_id FROM open) AND c.status = 'OPEN'
      FOR SHARE OF c
    ), sequence AS (
      -- Each seller's receipt numbers (design §12): the row's lock orders the seller's writes, in user order so
      -- that two statements of several sellers queue instead of deadlocking.
      INSERT INTO receipt_sequences AS q (shop_id, last_number)
      SELECT shop_id, count(*) FROM open GROUP BY shop_id ORDER BY shop_id
      ON CONFLICT (shop_id) DO UPDATE SET last_number = q.last_number + excluded.last_number
      -- The instant once the row is the statement's: a seller's later numbers get later instants.
      RETURNING q.shop_id, q.last_number, clock_timestamp() AS at
    ), written AS (
      SELECT s.*, t.id AS cash_session_id,
             q.last_number - count(*) OVER seller + row_number() OVER (seller ORDER BY s.sale_number)
               AS receipt_number,
             q.at + (row_number() OVER (seller ORDER BY s.sale_number) - 1) * interval '1 microsecond'
               AS written_at
      FROM open AS s
      JOIN sequence AS q ON q.shop_id = s.shop_id
      LEFT JOIN till AS t ON t.register_id = s.register_id AND t.shop_id = s.shop_id
      WINDOW seller AS (PARTITION BY s.shop_id)
    ), numbered AS (
      -- A sale made offline (design §14) is dated when it was made and records its arrival; its number and till
      -- are its arrival's, and its stock moved at its arrival (the kardex stays in the order stock changed).
      SELECT w.*, coalesce(w.occurred_at, w.written_at) AS created_at,
             CASE WHEN w.occurred_at IS NOT NULL THEN w.written_at END AS received_at,
             to_char(coalesce(w.occurred_at, w.written_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
               AS iso,
             CASE WHEN w.occurred_at IS NOT NULL
                  THEN to_char(w.written_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END
               AS received_iso
      FROM written AS w
    ), answered AS (
      -- The answer { data: sale }: the sale as planned, completed by key with what only this statement knows,
      -- its payments each with the sale's instant, in their order.
      SELECT s.sale_number, s.has_claim, s.shop_id, s.route, s.key, s.request_hash,
             jsonb_build_object('data', s.answer || jsonb_build_object(
               'createdAt', s.iso,
               'payments', (SELECT coalesce(jsonb_agg(p.payment || jsonb_build_object('createdAt', s.iso)
                                                      ORDER BY p.ordinal), '[]')
                            FROM jsonb_array_elements(s.answer -> 'payments') WITH ORDINALITY
                                 AS p(payment, ordinal)),
               'cashSessionId', s.cash_session_id,
               'receiptNumber', s.receipt_number,
               'receivedAt', s.received_iso))::text AS body
      FROM numbered AS s
    ), claim AS (
      INSERT INTO idempotency_keys (shop_id, route, key, request_hash, status_code, response_body)
      SELECT s.shop_id, s.route, s.key, s.request_hash, 201, s.body
      FROM answered AS s
      WHERE s.has_claim
      RETURNING shop_id
    ), stock AS (
      UPDATE products AS p
      SET quantity = p.quantity - w.quantity, updated_at = now()
      FROM (SELECT w.shop_id, w.id, sum(w.quantity) AS quantity
            FROM wanted AS w JOIN open AS s ON s.sale_number = w.sale_number
            GROUP BY w.shop_id, w.id) AS w
      WHERE p.id = w.id AND p.shop_id = w.shop_id
      RETURNING p.id, p.quantity
    ), moved AS (${stockMovementsInsert(
      'SALE',
      // The kardex (design §13): one SALE movement per sale and product, at the sale's instant; a later sale of
      // the batch comes after it. wanted holds one row per sale and product already (sale-rules.ts stockTaken).
      sql`
        SELECT w.shop_id, n.member_id, w.id AS product_id, -w.quantity AS quantity, t.quantity AS stock,
               w.cost AS unit_cost,
               n.sale_id AS document_id, NULL AS reason, NULL AS note, n.written_at AS created_at,
               w.sale_number AS ordinal
        FROM wanted AS w
        JOIN numbered AS n ON n.sale_number = w.sale_number
        JOIN stock AS t ON t.id = w.id`,
    )}
    ), sale AS (
      INSERT INTO sales (id, shop_id, member_id, client_id, open_account_id, status, total, total_paid,
                         total_cost, total_profit, item_count, payment_method, reference_number, seller_name, exchange_rate,
                         exchange_rate_date, igtf_total, change_currency, change_amount, cash_session_id,
                         receipt_number, created_at, received_at, due_date, exchange_rate_eur, price_list_id,
                         discount_total, discounts, tax_lines, tax_total, iva_on_top)
      SELECT s.sale_id, s.shop_id, s.member_id, s.client_id, s.open_account_id, s.status, s.total, s.total_paid,
             s.total_cost, s.total_profit, s.item_count, s.payment_method, s.reference_number, s.seller_name,
             s.exchange_rate, s.exchange_rate_date, s.igtf_total, s.change_currency, s.change_amount,
             s.cash_session_id, s.receipt_number, s.created_at, s.received_at, s.due_date, s.exchange_rate_eur,
             s.price_list_id, s.discount_total, s.discounts, s.tax_lines, s.tax_total, s.iva_on_top
      FROM numbered AS s
      RETURNING id
    ), lines AS (
      INSERT INTO sale_items (id, sale_id, shop_id, product_id, name, quantity, unit, unit_price, unit_cost, discount,
                              tax_class)
      SELECT l.id, s.sale_id, s.shop_id, l.product_id, l.name, l.quantity, l.unit, l.unit_price, l.unit_cost,
             l.discount, l.tax_class
      FROM unnest(${param('lineSales')}::int[], ${param('itemIds')}::uuid[], ${param('lineProductIds')}::uuid[],
                  ${param('lineNames')}::text[], ${param('lineQuantities')}::numeric[],
                  ${param('lineUnits')}::product_unit[], ${param('linePrices')}::numeric[],
                  ${param('lineCosts')}::numeric[], ${param('lineDiscounts')}::numeric[],
                  ${param('lineTaxClasses')}::tax_class[])
           AS l(sale_number, id, product_id, name, quantity, unit, unit_price, unit_cost, discount, tax_class)
      JOIN open AS s ON s.sale_number = l.sale_number
      RETURNING id
    ), payment AS (
      -- Its payments as handed over, at the sale's instant (time-ordered ids keep their order).
      INSERT INTO payments (id, sale_id, shop_id, member_id, amount, method, reference_number, currency,
                            amount_in_currency, exchange_rate, igtf_amount, cash_session_id, created_at)
      SELECT p.id, s.sale_id, s.shop_id, s.member_id, p.amount, p.method, p.reference_number, p.currency,
             p.amount_in_currency, p.exchange_rate, p.igtf_amount, s.cash_session_id, s.created_at
      FROM unnest(${param('paymentSales')}::int[], ${param('paymentIds')}::uuid[],
                  ${param('paymentMethodsOfPayments')}::payment_method[], ${param('paymentCurrencies')}::payment_currency[],
                  ${param('paymentAmountsInCurrency')}::numeric[], ${param('paymentRates')}::numeric[],
                  ${param('paymentAmounts')}::numeric[], ${param('paymentIgtf')}::numeric[],
                  ${param('paymentReferences')}::text[])
           AS p(sale_number, id, method, currency, amount_in_currency, exchange_rate, amount, igtf_amount,
                reference_number)
      JOIN numbered AS s ON s.sale_number = p.sale_number
      RETURNING id
    )
    SELECT s.sale_number, f.sale_number IS NULL AS stale, a.body AS answer
    FROM input AS s
    LEFT JOIN fresh AS f ON f.sale_number = s.sale_number
    LEFT JOIN answered AS a ON a.sale_number = s.sale_number
    ORDER BY s.sale_number`);

/** The statement failed because another request claimed one of its keys meanwhile: it wrote nothing; replay. */
export function isKeyClaimedMeanwhile(error: unknown): boolean {
  return refusalOf(error) === 'key-claimed';
}
