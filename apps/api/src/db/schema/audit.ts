import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, memberColumn } from './columns';
import { shops } from './shops';

/**
 * The shop's record of the changes an owner wants to see (decision record 029): approvals, refunds, price changes,
 * stock adjustments, till differences, and changes to members and devices. Append-only: nothing updates or
 * deletes a row but the shop's own deletion. `member_id` is who did it; `details` what, as its kind describes it.
 */
export const shopAudit = pgTable(
  'shop_audit',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    kind: text('kind').notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('shop_audit_shop_created_idx').on(t.shopId, t.createdAt, t.id)],
);
