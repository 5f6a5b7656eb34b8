import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TSaleDiscount } from '@cuadre/shared/prices/schemas';
import type { TTaxLine } from '@cuadre/shared/tax/iva';
import { saleOwesMoney } from '../owes-money';
import {
  createdAtColumn,
  idColumn,
  moneyColumn,
  randomIdColumn,
  stockQuantityColumn,
  memberColumn,
} from './columns';
import {
  openAccountStatusEnum,
  paymentCurrencyEnum,
  paymentMethodEnum,
  productUnitEnum,
  saleStatusEnum,
  taxClassEnum,
} from './enums';
import { clients, priceLists, products } from './catalog';
import { cashSessions } from './till';
import { shops } from './shops';

export const openAccounts = pgTable(
  'open_accounts',
  {
    id: randomIdColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    status: openAccountStatusEnum('status').notNull().default('OPEN'),
    createdAt: createdAtColumn(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // A client has at most one OPEN account: concurrent PENDING sales join it instead of forking it.
    uniqueIndex('open_accounts_one_open_per_client_key')
      .on(t.clientId)
      .where(sql`${t.status} = 'OPEN'`),
    index('open_accounts_shop_created_idx').on(t.shopId, t.createdAt, t.id),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: randomIdColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    clientId: uuid('client_id').references(() => clients.id),
    openAccountId: uuid('open_account_id').references(() => openAccounts.id),
    status: saleStatusEnum('status').notNull(),
    total: moneyColumn('total').notNull(),
    // Kept in step with payments inside the same locked transaction, so balances need no join.
    totalPaid: moneyColumn('total_paid').notNull().default(0),
    // Lines with a known cost only; sales are immutable, so these never go stale.
    totalCost: moneyColumn('total_cost').notNull().default(0),
    totalProfit: moneyColumn('total_profit').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('CASH'),
    referenceNumber: text('reference_number'),
    sellerName: text('seller_name'),
    // The rate in force when the sale was made and its Fecha Valor (design §10), for a Venezuelan seller;
    // null otherwise or when no rate existed. Same precision as dollar_rates.rate.
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8, mode: 'number' }),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
    // The BCV's euro in force at the sale, remembered beside the dollar; null when none was known.
    exchangeRateEur: numeric('exchange_rate_eur', { precision: 20, scale: 8, mode: 'number' }),
    // IGTF charged on the sale's payments, on top of its total and never revenue (design §10).
    igtfTotal: moneyColumn('igtf_total').notNull().default(0),
    // What was handed back beyond the total, in the currency the seller picked (split tender); null when none.
    changeCurrency: paymentCurrencyEnum('change_currency'),
    changeAmount: numeric('change_amount', { precision: 20, scale: 2, mode: 'number' }),
    // The till open when the sale was made (design §11): its figures go to that session's Z report; null is
    // "sin caja".
    cashSessionId: uuid('cash_session_id').references(() => cashSessions.id),
    // The seller's receipt number (design §12): 1, 2, 3… in order, no repeats and no gaps, given in the sale's own
    // write from receipt_sequences.
    receiptNumber: integer('receipt_number').notNull(),
    // When the sale was made: for a sale made offline (design §14), the moment on the phone, and received_at when
    // it reached the server (its number and its till are those of its arrival); null for every other sale.
    createdAt: createdAtColumn(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** A credit sale's due date in the shop's calendar (decision record 030); null for a sale paid at once. */
    dueDate: date('due_date', { mode: 'string' }),
    /** Decision record 031: the list the sale was priced with; null: Detal. */
    priceListId: uuid('price_list_id').references(() => priceLists.id),
    /** Every discount of the sale in USD (its lines' and its own): the total is already net of it. */
    discountTotal: moneyColumn('discount_total').notNull().default(0),
    /** The discounts as asked, with their amounts and reasons, for the receipt; null: none. */
    discounts: jsonb('discounts').$type<TSaleDiscount[]>(),
    /** Decision record 032: its IVA per rate (null: the shop charged none), in all, and whether on top. */
    taxLines: jsonb('tax_lines').$type<TTaxLine[]>(),
    taxTotal: moneyColumn('tax_total').notNull().default(0),
    ivaOnTop: boolean('iva_on_top').notNull().default(false),
  },
  (t) => [
    check('sales_total_non_negative', sql`${t.total} >= 0`),
    check('sales_receipt_number_positive', sql`${t.receiptNumber} > 0`),
    uniqueIndex('sales_shop_receipt_number_key').on(t.shopId, t.receiptNumber),
    check('sales_igtf_total_non_negative', sql`${t.igtfTotal} >= 0`),
    check('sales_discount_total_non_negative', sql`${t.discountTotal} >= 0`),
    check(
      'sales_change_whole',
      sql`(${t.changeCurrency} IS NULL AND ${t.changeAmount} IS NULL) OR (${t.changeCurrency} IS NOT NULL AND ${t.changeAmount} > 0)`,
    ),
    check('sales_total_paid_within_total', sql`${t.totalPaid} >= 0 AND ${t.totalPaid} <= ${t.total}`),
    // A seller's sales newest first (the lists), and with the totals as trailing columns a period's sums read
    // the index alone (the dashboard's month, daily statistics from the sales): one index where there were two
    // (migration 0013), one entry fewer to write per sale.
    // Its rate too: the period's sums in bolívares (each sale at its own rate). igtf_total was added with it
    // (migration 0019), when a period's IGTF was its sales'; it is its payments' now (payments_shop_igtf_idx).
    index('sales_shop_created_idx').on(
      t.shopId,
      t.createdAt,
      t.id,
      t.total,
      t.totalCost,
      t.totalProfit,
      t.exchangeRate,
      t.igtfTotal,
    ),
    // The change a period's sales handed back, by currency (GET /reports/payments): only the sales that gave
    // some, read from the index alone.
    index('sales_shop_change_idx')
      .on(t.shopId, t.createdAt, t.changeCurrency, t.changeAmount)
      .where(sql`${t.changeAmount} IS NOT NULL`),
    // The admin's list of every seller's sales, newest first (ids are random, so the key cannot order them).
    index('sales_created_idx').on(t.createdAt, t.id),
    index('sales_shop_status_created_idx').on(t.shopId, t.status, t.createdAt, t.id),
    index('sales_client_idx').on(t.clientId),
    index('sales_open_account_idx').on(t.openAccountId),
    index('sales_cash_session_idx')
      .on(t.cashSessionId)
      .where(sql`${t.cashSessionId} IS NOT NULL`),
    // GET /sales?sellerName=…: a case-insensitive exact filter, newest first, counted in the index.
    index('sales_shop_seller_name_idx').on(t.shopId, sql`lower(${t.sellerName})`, t.createdAt, t.id),
    // A member's sales, for the seller filter (decision record 029): only rows a member wrote.
    index('sales_shop_member_created_idx')
      .on(t.shopId, t.memberId, t.createdAt, t.id)
      .where(sql`${t.memberId} IS NOT NULL`),
    // Clients' hasDebt and the debtStatus filter: only the sales that still owe something. The predicate is the
    // rule itself, so a query that states the rule can use this index (db/owes-money.ts).
    index('sales_shop_client_debt_idx').on(t.shopId, t.clientId).where(saleOwesMoney(t)),
    // The receivables' ageing and the dashboard's "Vencido": every debt of the shop by due date, read from the
    // index alone (the same rule as its predicate).
    index('sales_shop_debt_due_idx')
      .on(t.shopId, t.dueDate, t.clientId, t.total, t.totalPaid)
      .where(saleOwesMoney(t)),
  ],
);

export const saleItems = pgTable(
  'sale_items',
  {
    id: idColumn(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    // Null for an extra charge: a line with no product and no known cost.
    productId: uuid('product_id').references(() => products.id),
    name: text('name').notNull(),
    quantity: stockQuantityColumn('quantity').notNull(),
    /** The product's unit when it was sold (design §13): a receipt prints "0,75 kg" even after the product changes. */
    unit: productUnitEnum('unit').notNull().default('UNIT'),
    /** The product's IVA class when it was sold; null for an extra charge, which is outside IVA. */
    taxClass: taxClassEnum('tax_class'),
    unitPrice: moneyColumn('unit_price').notNull(),
    unitCost: moneyColumn('unit_cost'),
    /** The line's whole discount in USD: its own and its share of the sale's (decision record 031). */
    discount: moneyColumn('discount').notNull().default(0),
  },
  (t) => [
    check('sale_items_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_items_unit_whole_quantity', sql`${t.unit} <> 'UNIT' OR ${t.quantity} = trunc(${t.quantity})`),
    check('sale_items_price_non_negative', sql`${t.unitPrice} >= 0`),
    check('sale_items_discount_non_negative', sql`${t.discount} >= 0`),
    index('sale_items_sale_idx').on(t.saleId),
    index('sale_items_product_idx').on(t.productId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    // Its USD value: what counts against the balance.
    amount: moneyColumn('amount').notNull(),
    method: paymentMethodEnum('method').notNull().default('CASH'),
    referenceNumber: text('reference_number'),
    // As handed over (design §10): the amount exactly as typed in its currency, and the rate used (null for USD).
    // Bolívares need more digits than a USD amount: numeric(20,2).
    currency: paymentCurrencyEnum('currency').notNull().default('USD'),
    amountInCurrency: numeric('amount_in_currency', { precision: 20, scale: 2, mode: 'number' }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8, mode: 'number' }),
    // IGTF charged on top of this payment (design §10); 0 when none.
    igtfAmount: moneyColumn('igtf_amount').notNull().default(0),
    // The till open when it was recorded, in the same transaction (design §11); null is "sin caja".
    cashSessionId: uuid('cash_session_id').references(() => cashSessions.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_igtf_amount_non_negative', sql`${t.igtfAmount} >= 0`),
    check(
      'payments_currency_rate',
      sql`(${t.currency} = 'USD' AND ${t.exchangeRate} IS NULL) OR (${t.currency} = 'VES' AND ${t.exchangeRate} > 0)`,
    ),
    index('payments_sale_idx').on(t.saleId, t.createdAt),
    // A period's payments by member (GET /reports/members).
    index('payments_shop_created_idx').on(t.shopId, t.createdAt),
    index('payments_cash_session_idx')
      .on(t.cashSessionId)
      .where(sql`${t.cashSessionId} IS NOT NULL`),
    // The day's payments recorded with no till open, reported "sin caja" (design §11).
    index('payments_without_till_idx')
      .on(t.shopId, t.createdAt)
      .where(sql`${t.cashSessionId} IS NULL`),
    // IGTF collected in a period is its payments' (design §10): the dashboard's month (and the statistics' days
    // in another zone) sum it from this index alone, which holds only the payments that bore some.
    index('payments_shop_igtf_idx')
      .on(t.shopId, t.createdAt, t.igtfAmount)
      .where(sql`${t.igtfAmount} > 0`),
  ],
);

/**
 * The last receipt number given to each seller's sales (design §12). The sales statement adds its sales to the
 * seller's row and numbers them from there: the row's lock orders the seller's concurrent writes, and a write that
 * fails rolls its numbers back with everything else, so no number is skipped.
 */
export const receiptSequences = pgTable(
  'receipt_sequences',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('receipt_sequences_last_number_positive', sql`${t.lastNumber} > 0`)],
);
