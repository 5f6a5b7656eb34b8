import { date, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Running totals per seller, kept by triggers on products, clients and sales (migration
 * 0004_seller_counters_triggers): live products, live clients, sales by status and the sum of sale totals.
 * They let a list answer its unfiltered `total` and the dashboard its revenue without counting 200,000 rows.
 * Each kind is split into 16 shards (each connection takes the next of 16 when it first writes, migration 0014)
 * so concurrent sales of one seller do not queue on one row; a reader sums the shards. Kinds: products,
 * clients, sales_paid, sales_pending, sales_revenue. No foreign key: the triggers also run while a user's rows
 * are deleted in cascade.
 */
export const sellerCounters = pgTable(
  'seller_counters',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    shard: smallint('shard').notNull(),
    value: numeric('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'seller_counters_pkey', columns: [t.userId, t.kind, t.shard] })],
);

/**
 * Sales per seller and local calendar day (in the seller's `users.time_zone`), kept by the triggers of migration
 * 0008_seller_daily_sales_triggers: GET /sales/stats/daily reads a year as at most 365 × 16 rows instead of the
 * seller's 200,000 sales (docs/history/performance-sessions-1-8.md, "Daily statistics: O(days), not O(sales)").
 * Sharded like seller_counters so concurrent sales of one seller do not queue on one row; a reader sums the
 * shards. A change of the seller's time zone rebuilds their rows.
 * Sums stay exact `numeric` (read as strings, converted in cents by the service).
 */
export const sellerDailySales = pgTable(
  'seller_daily_sales',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
    cost: numeric('cost').notNull().default('0'),
    profit: numeric('profit').notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'seller_daily_sales_pkey', columns: [t.userId, t.day, t.shard] })],
);
