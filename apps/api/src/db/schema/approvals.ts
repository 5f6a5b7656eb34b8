import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { shopMembers, shops } from './shops';

/**
 * A manager's or the owner's approval on the spot (decision record 029): bound to the shop, the action and the
 * member who asked, good for two minutes and spent by the one write it lets through (`used_at`). Kept after
 * use: the shop's record of who approved what.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => shopMembers.id, { onDelete: 'cascade' }),
    approvedBy: uuid('approved_by').references(() => shopMembers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('approvals_shop_idx').on(t.shopId, t.createdAt)],
);
