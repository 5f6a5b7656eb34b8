import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { namedStatement, type TSqlValue } from '../../db/named-statement';
import type { TDbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { sellerCounters } from '../../db/schema/counters';
import { readSellerCounter, sellerCounterSql } from '../../lib/seller-counters';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TSearchPage, TSearchPages } from './search-pages';
import type { TShopId } from '../../lib/auth/shop-scope';

const productFields = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  price: products.price,
  cost: products.cost,
  quantity: products.quantity,
  imageUrl: products.imageUrl,
  description: products.description,
  createdAt: products.createdAt,
  minStock: products.minStock,
  barcode: products.barcode,
  unit: products.unit,
  category: products.category,
  taxClass: products.taxClass,
};

export interface TProductRow {
  id: string;
  name: string;
  sku: string;
  price: number;
  cost: number;
  quantity: number;
  imageUrl: string | null;
  description: string | null;
  createdAt: Date;
  minStock: number;
  barcode: string | null;
  unit: TProductUnit;
  category: string | null;
  taxClass: TTaxClass;
}

/** The seller's products that are not soft-deleted: the partial indexes of the table cover exactly these. */
function liveProductsOf(shopId: TSqlValue<string>): SQL {
  return and(eq(products.shopId, shopId), isNull(products.deletedAt)) as SQL;
}

/**
 * Name, SKU or category contains the pattern: the stored lowercased "name sku category" (migrations 0010, 0031),
 * which the GIN trigram index `products_shop_search_trgm_idx` answers.
 */
function nameOrSkuMatches(pattern: string): SQL {
  return sql`${products.searchText} LIKE lower(${pattern})`;
}

export async function findProductPage(
  db: TDbOrTx,
  searchPages: TSearchPages,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern?: string },
): Promise<{ rows: TProductRow[]; total: number }> {
  if (page.pattern === undefined) {
    // Newest first straight from products_shop_created_live_idx; the total is the trigger-kept counter.
    const rows = await db
      .select({ ...productFields, total: sellerCounterSql(shopId, ['products']) })
      .from(products)
      .where(liveProductsOf(shopId))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    const total = rows[0]?.total ?? (await readSellerCounter(db, shopId, ['products']));
    return { rows, total };
  }
  return findProductSearchPage(db, searchPages, shopId, { ...page, pattern: page.pattern });
}

/**
 * The filtered lists of design §13: `lowStock` (at or below the minimum, the emptiest first) and `barcode` (the
 * live product a scanner read: products_shop_barcode_live_key), with a search if one is typed. The seller's live
 * products are read through products_shop_created_live_idx; no index reads quantity, so that a sale's stock update
 * stays a HOT update (schema/catalog.ts).
 */
export async function findFilteredProductPage(
  db: TDbOrTx,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern?: string; lowStock: boolean; barcode?: string },
): Promise<{ rows: TProductRow[]; total: number }> {
  const conditions = [liveProductsOf(shopId)];
  if (page.barcode !== undefined) conditions.push(eq(products.barcode, page.barcode));
  if (page.lowStock) conditions.push(sql`${products.quantity} <= ${products.minStock}`);
  if (page.pattern !== undefined) conditions.push(nameOrSkuMatches(page.pattern));
  const where = and(...conditions);
  const order = page.lowStock
    ? [sql`${products.quantity} - ${products.minStock}`, desc(products.createdAt), desc(products.id)]
    : [desc(products.createdAt), desc(products.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(productFields)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Totals at least this large are kept (table product_search_totals, migration 0009): below it, counting the
 * matches again costs less than keeping them.
 */
const KEPT_TOTAL_MIN = 100;

/**
 * A page of a search, newest first, and how many products match.
 *
 * Counting a common word rechecks every one of its matches, a cost that grows with the catalogue, so the count
 * is kept per seller and pattern with the catalogue version it was counted at, and used while that version is
 * current (a sale's stock update does not change it). With the total known, a page of a common word is read
 * by walking the seller's newest-first index and keeping the matches, which reads about
 * (offset + limit) × products ÷ matches rows instead of every match; a rare word is read from the trigram index
 * and sorted, as before (docs/history/performance-sessions-1-8.md, "Product search: the count is kept, the
 * page is walked").
 */
async function findProductSearchPage(
  db: TDbOrTx,
  searchPages: TSearchPages,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern: string },
): Promise<{ rows: TProductRow[]; total: number }> {
  const { limit, offset } = page;
  const remembered = searchPages.recall(shopId, page);
  if (remembered) {
    const rows = await readRememberedPage(db, shopId, remembered);
    if (rows) return { rows, total: remembered.total };
    searchPages.forget(shopId, page);
  }
  const kept = await keptTotalAndWalk(db, shopId, page);
  if (kept.total === null) {
    // Not kept (or kept at an older catalogue): page and count from the trigram index, in one snapshot.
    const counted = await countedSearchPage(db, shopId, page);
    if (counted.total >= KEPT_TOTAL_MIN) await keepSearchTotal(db, shopId, page.pattern, counted);
    return { rows: counted.rows, total: counted.total };
  }
  const { total } = kept;
  if (offset >= total) return { rows: [], total };
  // Matches bunched far from the newest products can leave the walk's window short: the trigram index then.
  if (kept.walked && kept.rows.length === Math.min(limit, total - offset)) {
    searchPages.remember(shopId, page, { version: kept.version, total, ids: kept.rows.map((row) => row.id) });
    return { rows: kept.rows, total };
  }
  return { rows: await indexedSearchPage(db, shopId, page), total };
}

/**
 * In one statement: the kept total of the pattern at the current catalogue version (none: `total` null) and,
 * when walking is the cheaper plan (expected rows to read ≤ matches), the page read from the newest live
 * products in index order (products_shop_created_live_idx). The window is twice the rows the matches' average
 * density predicts plus a margin; its LIMIT keeps PostgreSQL on that index instead of sorting the trigram
 * index's matches, and the walk runs only when a total is kept (a one-time filter). The walk reads ids and
 * search_text from the index alone (migration 0011); only the page's rows are read from the table.
 */
async function keptTotalAndWalk(
  db: TDbOrTx,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern: string },
): Promise<{ total: number | null; walked: boolean; version: string; rows: TProductRow[] }> {
  const { limit, offset, pattern } = page;
  const result = await keptTotalAndWalkStatement.run(db, {
    shopId,
    pattern,
    reach: offset + limit,
    limit,
    offset,
  });
  const first = result[0];
  const rows = result.flatMap((row) => (row.id === null ? [] : [productRowOf(row, row.id)]));
  return {
    total: first?.kept_total ?? null,
    walked: first?.walked === true,
    version: first?.version ?? '',
    rows,
  };
}

/** A product as the named statements give it (numeric and timestamptz as text). */
interface TProductText {
  id: string;
  name: string;
  sku: string;
  price: string;
  cost: string;
  quantity: string;
  image_url: string | null;
  description: string | null;
  created_at: string;
  min_stock: string;
  barcode: string | null;
  unit: TProductUnit;
  category: string | null;
  tax_class: TTaxClass;
}

/** As drizzle maps the columns: numeric(14,2) in 'number' mode, timestamptz to a Date. */
function productRowOf(row: Omit<TProductText, 'id'>, id: string): TProductRow {
  return {
    id,
    name: row.name,
    sku: row.sku,
    price: Number(row.price),
    cost: Number(row.cost),
    quantity: Number(row.quantity),
    imageUrl: row.image_url,
    description: row.description,
    createdAt: new Date(row.created_at),
    minStock: Number(row.min_stock),
    barcode: row.barcode,
    unit: row.unit,
    category: row.category,
    taxClass: row.tax_class,
  };
}

/** The remembered page's products as they are now, or null when the catalogue has changed since. */
async function readRememberedPage(
  db: TDbOrTx,
  shopId: TShopId,
  page: TSearchPage,
): Promise<TProductRow[] | null> {
  const rows = await rememberedPageStatement.run(db, {
    shopId,
    ids: page.ids,
    version: page.version,
  });
  if (rows.length !== page.ids.length || !rows.every((row) => row.current)) return null;
  return rows.map((row) => productRowOf(row, row.id));
}

/** The statement of readRememberedPage: the page's rows by primary key, in the remembered order. */
export const rememberedPageStatement = namedStatement<
  TProductText & { current: boolean },
  { shopId: string; ids: string[]; version: string }
>(sql`
    SELECT (${catalogueVersionSql(sql.placeholder('shopId'))})::text = ${sql.placeholder('version')}::text
             AS current,
           p.id, p.name, p.sku, p.price, p.cost, p.quantity, p.image_url, p.description, p.created_at,
           p.min_stock, p.barcode, p.unit, p.category, p.tax_class
    FROM unnest(${sql.placeholder('ids')}::uuid[]) WITH ORDINALITY AS page(id, position)
    JOIN ${products} AS p ON p.id = page.id AND p.shop_id = ${sql.placeholder('shopId')}
    ORDER BY page.position`);

const userIdValue = sql.placeholder('shopId');
const patternValue = sql.placeholder('pattern');

/** The statement of keptTotalAndWalk: every search page after the first runs it, so it is prepared once. */
export const keptTotalAndWalkStatement = namedStatement<
  Omit<TProductText, 'id'> & {
    kept_total: number | null;
    walked: boolean | null;
    version: string;
    id: string | null;
  },
  { shopId: string; pattern: string; reach: number; limit: number; offset: number }
>(sql`
    WITH version AS MATERIALIZED (
      SELECT ${catalogueVersionSql(userIdValue)} AS value
    ), state AS MATERIALIZED (
      SELECT t.total, version.value::text AS version, ${sellerCounterSql(userIdValue, ['products'])} AS live
      FROM version
      LEFT JOIN product_search_totals t
        ON t.shop_id = ${userIdValue} AND t.pattern = ${patternValue} AND t.version = version.value
    ), plan AS (
      SELECT state.total, state.version,
             state.total > 0
               AND ceil((${sql.placeholder('reach')})::numeric * state.live / state.total) <= state.total
               AS walked,
             least(state.live,
                   ceil((${sql.placeholder('reach')})::numeric * state.live / nullif(state.total, 0)) * 2 + 100)
               AS walk_window
      FROM state
    )
    SELECT plan.total AS kept_total, plan.walked, plan.version, p.id, p.name, p.sku, p.price, p.cost,
           p.quantity, p.image_url, p.description, p.created_at, p.min_stock, p.barcode, p.unit, p.category,
           p.tax_class
    FROM plan
    LEFT JOIN LATERAL (
      SELECT newest.id, newest.created_at
      FROM (
        SELECT ${products.id} AS id, ${products.createdAt} AS created_at, ${products.searchText} AS search_text
        FROM ${products}
        WHERE ${liveProductsOf(userIdValue)} AND plan.walked
        ORDER BY ${products.createdAt} DESC, ${products.id} DESC
        LIMIT plan.walk_window::bigint
      ) AS newest
      WHERE newest.search_text LIKE lower(${patternValue})
      ORDER BY newest.created_at DESC, newest.id DESC
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
    ) AS page ON true
    LEFT JOIN ${products} AS p ON p.id = page.id
    ORDER BY page.created_at DESC, page.id DESC`);

/** The condition every search query shares: the seller's live products whose name, SKU or category contain it. */
function searchMatches(shopId: TShopId, pattern: string): SQL {
  return and(liveProductsOf(shopId), nameOrSkuMatches(pattern)) as SQL;
}

/** The seller's catalogue version (only ever rises; see migration 0009). */
function catalogueVersionSql(shopId: TSqlValue<string>): SQL {
  return sql`coalesce((SELECT ${sellerCounters.value} FROM ${sellerCounters}
    WHERE ${sellerCounters.shopId} = ${shopId} AND ${sellerCounters.kind} = 'products_version'
      AND ${sellerCounters.shard} = 0), 0)`;
}

/**
 * The page and the count from the trigram index, with the catalogue version they were read at (one statement,
 * one snapshot). The matches are read once for both the count and the page: PostgreSQL materialises a WITH
 * query that is referenced twice.
 */
async function countedSearchPage(
  db: TDbOrTx,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern: string },
): Promise<{ rows: TProductRow[]; total: number; version: string }> {
  const matches = db
    .$with('matches')
    .as(db.select(productFields).from(products).where(searchMatches(shopId, page.pattern)));
  const rows = await db
    .with(matches)
    .select({
      id: matches.id,
      name: matches.name,
      sku: matches.sku,
      price: matches.price,
      cost: matches.cost,
      quantity: matches.quantity,
      imageUrl: matches.imageUrl,
      description: matches.description,
      createdAt: matches.createdAt,
      minStock: matches.minStock,
      barcode: matches.barcode,
      unit: matches.unit,
      category: matches.category,
      taxClass: matches.taxClass,
      total: sql<number>`(SELECT count(*) FROM ${matches})`.mapWith(Number),
      version: sql<string>`(${catalogueVersionSql(shopId)})::text`,
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
  const first = rows[0];
  if (first) return { rows: rows.map(({ total: _total, version: _version, ...row }) => row), ...first };
  // No match at all, or a page past the end: the count alone.
  const [counted] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      version: sql<string>`(${catalogueVersionSql(shopId)})::text`,
    })
    .from(products)
    .where(searchMatches(shopId, page.pattern));
  return { rows: [], total: counted?.total ?? 0, version: counted?.version ?? '0' };
}

/** Keeps a total counted at `version`; a total kept at a newer version stays. */
async function keepSearchTotal(
  db: TDbOrTx,
  shopId: TShopId,
  pattern: string,
  counted: { total: number; version: string },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO product_search_totals AS t (shop_id, pattern, version, total)
    VALUES (${shopId}, ${pattern}, ${counted.version}::numeric, ${counted.total})
    ON CONFLICT (shop_id, pattern) DO UPDATE SET version = excluded.version, total = excluded.total
    WHERE t.version < excluded.version`);
}

/** The page from the trigram index (every match read, then sorted): the right plan for a rare word. */
function indexedSearchPage(
  db: TDbOrTx,
  shopId: TShopId,
  page: { limit: number; offset: number; pattern: string },
): Promise<TProductRow[]> {
  return db
    .select(productFields)
    .from(products)
    .where(searchMatches(shopId, page.pattern))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface TProductValues {
  name: string;
  sku: string;
  price: number;
  cost: number;
  quantity: number;
  imageUrl?: string | undefined;
  description?: string | undefined;
  minStock?: number | undefined;
  barcode?: string | null | undefined;
  unit?: TProductUnit | undefined;
  category?: string | null | undefined;
  taxClass?: TTaxClass | undefined;
}

export async function insertProduct(
  db: TDbOrTx,
  shopId: TShopId,
  values: TProductValues,
): Promise<TProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, shopId })
    .returning(productFields);
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Updates a live product of the seller; null when there is none with that id (or it is another's). */
export async function updateLiveProduct(
  db: TDbOrTx,
  shopId: TShopId,
  productId: string,
  values: TProductValues,
): Promise<TProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), liveProductsOf(shopId)))
    .returning(productFields);
  return row ?? null;
}

export async function findLiveProduct(
  db: TDbOrTx,
  shopId: TShopId,
  productId: string,
): Promise<TProductRow | null> {
  const [row] = await db
    .select(productFields)
    .from(products)
    .where(and(eq(products.id, productId), liveProductsOf(shopId)));
  return row ?? null;
}

/** Soft delete; false when there is no live product of the seller with that id. */
export async function softDeleteProduct(db: TDbOrTx, shopId: TShopId, productId: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), liveProductsOf(shopId)))
    .returning({ id: products.id });
  return rows.length > 0;
}
