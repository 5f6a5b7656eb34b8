import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, memberColumn, randomIdColumn } from './columns';
import { clients } from './catalog';
import { shops } from './shops';

/**
 * Each reminder of a debt sent to a client (decision record 030): who sent it and when, so the receivables show
 * the last one and the same client is not reminded twice in a day by mistake.
 */
export const clientReminders = pgTable(
  'client_reminders',
  {
    id: randomIdColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_reminders_client_sent_idx').on(t.clientId, t.sentAt)],
);

/**
 * A client's public statement link (`/e/{token}`, decision record 030), as a receipt's (receipt_links): 32 random
 * bytes a customer opens without an account, one active per client, revoked by stamping `revoked_at`.
 */
export const statementLinks = pgTable(
  'statement_links',
  {
    id: randomIdColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statement_links_token_key').on(t.token),
    uniqueIndex('statement_links_one_active_per_client_key')
      .on(t.clientId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('statement_links_shop_idx').on(t.shopId),
  ],
);
