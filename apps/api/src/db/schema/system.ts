import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { shops } from './shops';
import { users } from './users';

export const dollarRates = pgTable(
  'dollar_rates',
  {
    id: idColumn(),
    rate: numeric('rate', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    // Bolívars per dollar, or per euro: each currency is its own series of readings.
    currency: text('currency').notNull().default('USD'),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    // The BCV's "Fecha Valor": on Friday it publishes the rate valid on Monday.
    validFor: date('valid_for', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // 'held': more than 20 % away from the rate in force when read; applied only once an admin confirms it.
    status: text('status').notNull().default('applied'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    check('dollar_rates_rate_positive', sql`${t.rate} > 0`),
    check('dollar_rates_status_known', sql`${t.status} IN ('applied', 'held')`),
    check('dollar_rates_currency_known', sql`${t.currency} IN ('USD', 'EUR')`),
    index('dollar_rates_fetched_idx').on(t.fetchedAt),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    // The route is part of the key so a sale's key can never replay a payment's answer.
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    // Text, not jsonb: a replay must return the first answer byte for byte, key order included.
    responseBody: text('response_body'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
