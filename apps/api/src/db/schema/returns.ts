import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TTaxLine } from '@cuadre/shared/tax/iva';
import { idColumn, memberColumn, moneyColumn, stockQuantityColumn } from './columns';
import { paymentCurrencyEnum, paymentMethodEnum } from './enums';
import { products } from './catalog';
import { saleItems, sales } from './sales';
import { cashSessions } from './till';
import { shops } from './shops';

/**
 * A return — devolución (design §13): some or all of a sale's lines come back. The sale itself never changes
 * (spec); it lists its returns. The money goes back as a refund (method, currency, as handed over; through the
 * till open at that moment) or as a credit that lowers what the client owes on the sale.
 */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The goods went back on the shelf (false: damaged, they are not sold again). */
    restock: boolean('restock').notNull(),
    /** What the returned lines were sold for, and their cost where known: revenue and profit net of it. */
    total: moneyColumn('total').notNull(),
    totalCost: moneyColumn('total_cost').notNull(),
    /** The profit of its lines with a known cost, as a sale's total_profit counts it. */
    totalProfit: moneyColumn('total_profit').notNull(),
    /** Decision record 032: the IVA of the lines it took back, per rate as its sale charged it; null: none. */
    taxLines: jsonb('tax_lines').$type<TTaxLine[]>(),
    taxTotal: moneyColumn('tax_total').notNull().default(0),
    /** The dollars of the balance the return settled (a credit); 0 for a refund. */
    credit: moneyColumn('credit').notNull().default(0),
    refundMethod: paymentMethodEnum('refund_method'),
    refundCurrency: paymentCurrencyEnum('refund_currency'),
    refundAmountInCurrency: numeric('refund_amount_in_currency', { precision: 20, scale: 2, mode: 'number' }),
    refundExchangeRate: numeric('refund_exchange_rate', { precision: 20, scale: 8, mode: 'number' }),
    /** The refund's value in dollars. */
    refundAmount: moneyColumn('refund_amount'),
    cashSessionId: uuid('cash_session_id').references(() => cashSessions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_returns_sale_idx').on(t.saleId),
    index('sale_returns_shop_created_idx').on(t.shopId, t.createdAt),
    index('sale_returns_cash_session_idx')
      .on(t.cashSessionId)
      .where(sql`${t.cashSessionId} IS NOT NULL`),
    check('sale_returns_refund_or_credit', sql`(${t.refundMethod} IS NULL) = (${t.refundAmount} IS NULL)`),
  ],
);

export const saleReturnItems = pgTable(
  'sale_return_items',
  {
    id: idColumn(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => saleReturns.id, { onDelete: 'cascade' }),
    saleItemId: uuid('sale_item_id')
      .notNull()
      .references(() => saleItems.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id),
    name: text('name').notNull(),
    quantity: stockQuantityColumn('quantity').notNull(),
    unitPrice: moneyColumn('unit_price').notNull(),
    unitCost: moneyColumn('unit_cost'),
    /** The part of its sale line's discount these units took back (decision record 031). */
    discount: moneyColumn('discount').notNull().default(0),
  },
  (t) => [
    check('sale_return_items_quantity_positive', sql`${t.quantity} > 0`),
    index('sale_return_items_return_idx').on(t.returnId),
    index('sale_return_items_sale_item_idx').on(t.saleItemId),
  ],
);
