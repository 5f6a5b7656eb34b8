import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAdjustmentReason } from '@cuadre/shared/stock/constants';
import { idColumn, memberColumn, moneyColumn, stockQuantityColumn } from './columns';
import { stockMovementKindEnum } from './enums';
import { products } from './catalog';
import { shops } from './shops';

/**
 * The kardex (design §13): every change of a product's stock, with the stock after it, written in the same
 * transaction as the change. For every product the sum of its movements is its stock (test/stock-invariant.ts).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: stockMovementKindEnum('kind').notNull(),
    /** Signed: what came in is positive, what went out negative. */
    quantity: stockQuantityColumn('quantity').notNull(),
    stockAfter: stockQuantityColumn('stock_after').notNull(),
    unitCost: moneyColumn('unit_cost'),
    /** An adjustment's reason (ADJUSTMENT_REASONS), with the seller's note if any. */
    reason: text('reason').$type<TAdjustmentReason>(),
    note: text('note'),
    /** The document the movement belongs to: the sale, the restock, the adjustment or the return (by kind). */
    documentId: uuid('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A product's history, newest first.
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt, t.id),
    index('stock_movements_shop_idx').on(t.shopId),
  ],
);

/** An "Entrada de mercancía" (design §13): what arrived, from whom; its lines are its RESTOCK movements. */
export const restocks = pgTable(
  'restocks',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    supplier: text('supplier'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('restocks_shop_created_idx').on(t.shopId, t.createdAt)],
);
