import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, randomIdColumn } from './columns';
import { sales } from './sales';
import { shops } from './shops';

/**
 * A sale's public receipt link (`/r/{token}`, design §12): a customer opens it without an account. The token is
 * 32 random bytes, so it cannot be guessed; revoking stamps `revoked_at` and the page answers nothing from then on.
 * It is kept as it was handed out, as a password reset link would not be: the seller's screen shows the active
 * link again, and it opens a receipt the customer already holds.
 */
export const receiptLinks = pgTable(
  'receipt_links',
  {
    id: randomIdColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipt_links_token_key').on(t.token),
    // One active link per sale: a double tap on "Compartir" hands out the same link.
    uniqueIndex('receipt_links_one_active_per_sale_key')
      .on(t.saleId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('receipt_links_shop_idx').on(t.shopId),
  ],
);
