import { date, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { paymentCurrencyEnum, paymentMethodEnum } from './enums';

/**
 * Running totals per seller, kept by triggers on products, clients and sales (migration
 * 0004_seller_counters_triggers): live products, live clients, sales by status and the sum of sale totals.
 * They let a list answer its unfiltered `total` and the dashboard its revenue without counting 200,000 rows.
 * Each kind is split into 16 shards (each connection takes the next of 16 when it first writes, migration 0014)
 * so concurrent sales of one seller do not queue on one row; a reader sums the shards. Kinds: products,
 * clients, sales_paid, sales_pending, sales_revenue, and since migration 0020 sales_revenue_ves (Σ each rated sale's
 * total × its own rate, rounded to the cent) and sales_revenue_unrated (Σ the totals of sales without a rate,
 * converted at today's rate when read). No foreign key: the triggers also run while a shop's rows
 * are deleted in cascade.
 */
export const sellerCounters = pgTable(
  'seller_counters',
  {
    shopId: uuid('shop_id').notNull(),
    kind: text('kind').notNull(),
    shard: smallint('shard').notNull(),
    value: numeric('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'seller_counters_pkey', columns: [t.shopId, t.kind, t.shard] })],
);

/**
 * Sales per seller and local calendar day (in the shop's `shops.time_zone`), kept by the triggers of migration
 * 0008_seller_daily_sales_triggers: GET /sales/stats/daily reads a year as at most 365 × 16 rows instead of the
 * seller's 200,000 sales (docs/history/performance-sessions-1-8.md, "Daily statistics: O(days), not O(sales)").
 * Sharded like seller_counters so concurrent sales of one seller do not queue on one row; a reader sums the
 * shards. A change of the seller's time zone rebuilds their rows.
 * Sums stay exact `numeric` (read as strings, converted in cents by the service).
 *
 * The same sums in bolívares (migration 0020, design §10 "a sale remembers its rate"): each sale with a rate adds
 * its total, cost and profit × its own rate, rounded to the cent as its details show them, so a day's bolívares
 * are what the seller's sales say one by one; a sale without a rate adds its dollars to the `unrated_*` sums,
 * which the reader converts at today's rate. `igtf_total` is the IGTF collected that day (dollars, never revenue):
 * since migration 0032 the payments' igtf_amount on the local day each was paid, kept by a trigger on payments, not
 * the sales' igtf_total on the sale's day (lib/igtf-collected.ts); a day with only an instalment has a row too.
 */
export const sellerDailySales = pgTable(
  'seller_daily_sales',
  {
    shopId: uuid('shop_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
    cost: numeric('cost').notNull().default('0'),
    profit: numeric('profit').notNull().default('0'),
    revenueVes: numeric('revenue_ves').notNull().default('0'),
    costVes: numeric('cost_ves').notNull().default('0'),
    profitVes: numeric('profit_ves').notNull().default('0'),
    unratedRevenue: numeric('unrated_revenue').notNull().default('0'),
    unratedCost: numeric('unrated_cost').notNull().default('0'),
    unratedProfit: numeric('unrated_profit').notNull().default('0'),
    igtfTotal: numeric('igtf_total').notNull().default('0'),
    /**
     * Decision record 032: the IVA of the day's sales less their returns', in dollars, in bolívares for those
     * with a rate, and in dollars for those without one (as revenue is kept).
     */
    taxTotal: numeric('tax_total').notNull().default('0'),
    taxVes: numeric('tax_ves').notNull().default('0'),
    unratedTax: numeric('unrated_tax').notNull().default('0'),
    /** Decision record 031: the discounts given on the day's sales, in dollars. */
    discountTotal: numeric('discount_total').notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'seller_daily_sales_pkey', columns: [t.shopId, t.day, t.shard] })],
);

/**
 * Sales per shop, local day and hour (decision record 033), kept by the triggers of migration 0051 beside the
 * daily sums: the report "Horarios" reads a year of the biggest shop as a few thousand rows instead of its sales.
 * Each sale counts at its local hour, each return at its own (as the days count them), in dollars and, like the
 * days, in bolívares for the sales with a rate and dollars for those without. Sharded like the daily sums; a
 * change of the shop's zone rebuilds its rows.
 */
export const shopHourlySales = pgTable(
  'shop_hourly_sales',
  {
    shopId: uuid('shop_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    shard: smallint('shard').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
    revenueVes: numeric('revenue_ves').notNull().default('0'),
    unratedRevenue: numeric('unrated_revenue').notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'shop_hourly_sales_pkey', columns: [t.shopId, t.day, t.hour, t.shard] })],
);

/**
 * Payments per shop, local day, method and currency (decision record 033), kept by the triggers of migration 0052:
 * the report "Cobros y pagos" reads a year of the biggest shop as a few thousand rows instead of its payments. Each
 * payment counts on the local day it was made, with its dollars, its amount as handed over and its IGTF. Sharded
 * like the daily sums; a change of the shop's zone rebuilds its rows.
 */
export const shopDailyPayments = pgTable(
  'shop_daily_payments',
  {
    shopId: uuid('shop_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    method: paymentMethodEnum('method').notNull(),
    currency: paymentCurrencyEnum('currency').notNull(),
    shard: smallint('shard').notNull(),
    paymentsCount: integer('payments_count').notNull().default(0),
    amount: numeric('amount').notNull().default('0'),
    amountInCurrency: numeric('amount_in_currency').notNull().default('0'),
    igtfAmount: numeric('igtf_amount').notNull().default('0'),
  },
  (t) => [
    primaryKey({
      name: 'shop_daily_payments_pkey',
      columns: [t.shopId, t.day, t.method, t.currency, t.shard],
    }),
  ],
);
