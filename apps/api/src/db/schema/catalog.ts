import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_MIN_STOCK } from '@cuadre/shared/stock/constants';
import {
  createdAtColumn,
  deletedAtColumn,
  idColumn,
  moneyColumn,
  randomIdColumn,
  stockQuantityColumn,
  updatedAtColumn,
} from './columns';
import { productUnitEnum, taxClassEnum } from './enums';
import { DEFAULT_TAX_CLASS } from '@cuadre/shared/tax/constants';
import { shops } from './shops';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    price: moneyColumn('price').notNull(),
    cost: moneyColumn('cost').notNull(),
    /** Whole for UNIT; kg, g and L to three decimals (design §13). */
    quantity: stockQuantityColumn('quantity').notNull(),
    unit: productUnitEnum('unit').notNull().default('UNIT'),
    /** Decision record 032: its IVA class, which counts only where the shop charges IVA. */
    taxClass: taxClassEnum('tax_class').notNull().default(DEFAULT_TAX_CLASS),
    /** Below or at it the product is "por agotarse" (design §13). */
    minStock: numeric('min_stock', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(DEFAULT_MIN_STOCK),
    barcode: text('barcode'),
    /** The seller's own grouping ("Bebidas"), typed or imported (migration 0031); a search finds it. */
    category: text('category'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
    // What a search matches, lowercased once when a product is written instead of on every search: the
    // newest-first walk of a common word tests many rows for each row of its page, and would lower() them all
    // (docs/history/performance-sessions-1-8.md, "Product search: the count is kept, the page is walked").
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name) || ' ' || lower(sku) || coalesce(' ' || lower(category), '')`,
    ),
  },
  (t) => [
    check('products_quantity_non_negative', sql`${t.quantity} >= 0`),
    // The spec's integer stock, with its thousandths for weighed goods: what a screen and a sum can hold.
    check('products_quantity_max', sql`${t.quantity} <= 2147483647`),
    // The spec's whole quantities stay whole for a product sold by the unit, whatever writes its stock.
    check('products_unit_whole_quantity', sql`${t.unit} <> 'UNIT' OR ${t.quantity} = trunc(${t.quantity})`),
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_cost_non_negative', sql`${t.cost} >= 0`),
    check('products_min_stock_non_negative', sql`${t.minStock} >= 0`),
    // A barcode names one live product of the seller: a scan adds exactly one to the cart.
    uniqueIndex('products_shop_barcode_live_key')
      .on(t.shopId, t.barcode)
      .where(sql`${t.deletedAt} IS NULL AND ${t.barcode} IS NOT NULL`),
    // No index reads quantity, not even a partial one for "por agotarse": a sale's stock update then stays a HOT
    // update, which writes no index entry. The low-stock list filters the seller's live products instead.
    uniqueIndex('products_shop_sku_live_key')
      .on(t.shopId, sql`lower(${t.sku})`)
      .where(sql`${t.deletedAt} IS NULL`),
    // Newest first; search_text rides along so that a search's walk down this index (products.repository.ts)
    // tests each product without reading the table: an index-only scan (migration 0011).
    index('products_shop_created_live_idx')
      .on(t.shopId, t.createdAt, t.id, t.searchText)
      .where(sql`${t.deletedAt} IS NULL`),
    // btree_gin lets one GIN index answer "this seller's products whose name or SKU contains …".
    index('products_shop_search_trgm_idx')
      .using('gin', t.shopId, sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: randomIdColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Design §15: the client's RIF or cédula, for the sales book. */
    taxId: text('tax_id'),
    /** Decision record 030: what the client may owe in USD; null follows the shop's default. */
    creditLimit: moneyColumn('credit_limit'),
    /** Decision record 031: the list the client buys at; null: Detal. */
    priceListId: uuid('price_list_id').references((): AnyPgColumn => priceLists.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('clients_shop_created_live_idx')
      .on(t.shopId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // The admin's list of every seller's clients, newest first (ids are random, so the key cannot order them).
    index('clients_created_live_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('clients_shop_search_trgm_idx')
      .using(
        'gin',
        t.shopId,
        sql`(lower(${t.name}) || ' ' || lower(coalesce(${t.email}, '')) || ' ' || lower(coalesce(${t.phone}, '')) || ' ' || lower(coalesce(${t.taxId}, ''))) gin_trgm_ops`,
      )
      .where(sql`${t.deletedAt} IS NULL`),
    check('clients_credit_limit_non_negative', sql`${t.creditLimit} >= 0`),
  ],
);

/** A shop's price list besides Detal (decision record 031): "Mayor", "Distribuidor". */
export const priceLists = pgTable(
  'price_lists',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Off the detal price of a product without a price of its own in the list; null: none. */
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('price_lists_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
    check('price_lists_percent_off_range', sql`${t.percentOff} > 0 AND ${t.percentOff} < 100`),
  ],
);

/** A product's price in a list from a quantity on: minimum 1 is its price for any quantity. */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: numeric('min_quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    price: moneyColumn('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId, t.minQuantity] }),
    // A product's deletion cascades here.
    index('price_list_prices_product_idx').on(t.productId),
    check('price_list_prices_min_quantity_positive', sql`${t.minQuantity} > 0`),
    check('price_list_prices_price_non_negative', sql`${t.price} >= 0`),
  ],
);
