import { sql } from 'drizzle-orm';
import { MAX_PRICE_LISTS } from '@cuadre/shared/prices/constants';
import type { TListPrice } from '@cuadre/shared/prices/price-rules';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';

export type TPriceListRow = {
  id: string;
  name: string;
  percent_off: string | null;
  product_count: number;
  client_count: number;
  created_at: string;
};

const LIST_COLUMNS = sql`
  l.id, l.name, l.percent_off::text,
  (SELECT count(DISTINCT p.product_id)::int FROM price_list_prices AS p WHERE p.price_list_id = l.id) AS product_count,
  (SELECT count(*)::int FROM clients AS c WHERE c.price_list_id = l.id AND c.deleted_at IS NULL) AS client_count,
  to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** The shop's lists by name (a shop has a handful). */
export async function findPriceLists(db: TDbOrTx, shopId: TShopId): Promise<TPriceListRow[]> {
  const result = await db.execute<TPriceListRow>(sql`
    SELECT ${LIST_COLUMNS} FROM price_lists AS l WHERE l.shop_id = ${shopId} ORDER BY lower(l.name), l.id`);
  return result.rows;
}

export async function findPriceList(db: TDbOrTx, shopId: TShopId, id: string): Promise<TPriceListRow | null> {
  const result = await db.execute<TPriceListRow>(sql`
    SELECT ${LIST_COLUMNS} FROM price_lists AS l WHERE l.shop_id = ${shopId} AND l.id = ${id}`);
  return result.rows[0] ?? null;
}

/**
 * A new list, unless the shop already has MAX_PRICE_LISTS: the shop's row is locked first, so two at once count
 * each other. Null past the maximum.
 */
export async function insertPriceList(
  tx: TDbOrTx,
  shopId: TShopId,
  list: { id: string; name: string; percentOff: number | null },
): Promise<string | null> {
  await tx.execute(sql`SELECT 1 FROM shops WHERE id = ${shopId} FOR NO KEY UPDATE`);
  const result = await tx.execute<{ id: string }>(sql`
    INSERT INTO price_lists (id, shop_id, name, percent_off)
    SELECT ${list.id}, ${shopId}, ${list.name}, ${list.percentOff}
     WHERE (SELECT count(*) FROM price_lists WHERE shop_id = ${shopId}) < ${MAX_PRICE_LISTS}
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

export async function updatePriceList(
  db: TDbOrTx,
  shopId: TShopId,
  id: string,
  changes: { name?: string | undefined; percentOff?: number | null | undefined },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE price_lists
       SET name = coalesce(${changes.name ?? null}, name),
           percent_off = CASE WHEN ${changes.percentOff !== undefined} THEN ${changes.percentOff ?? null}::numeric
                              ELSE percent_off END,
           updated_at = now()
     WHERE shop_id = ${shopId} AND id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Replaces the prices of each product named, inside the caller's transaction: the rows of those products go,
 * then the new ones come — two statements, since one statement's INSERT does not see its own DELETE and would
 * collide with the rows it replaces. Only the shop's live products are priced; answers how many of the named
 * products were.
 */
export async function replaceListPrices(
  tx: TDbOrTx,
  listId: string,
  shopId: TShopId,
  products: readonly { productId: string; prices: readonly TListPrice[] }[],
): Promise<number> {
  const ids = products.map((product) => product.productId);
  const rows = products.flatMap((product) =>
    product.prices.map((tier) => ({ p: product.productId, q: tier.minQuantity, v: tier.price })),
  );
  const own = await tx.execute<{ id: string }>(sql`
    SELECT id FROM products WHERE shop_id = ${shopId} AND deleted_at IS NULL AND id = ANY(${sql.param(ids)}::uuid[])`);
  const ownIds = own.rows.map((row) => row.id);
  await tx.execute(sql`
    DELETE FROM price_list_prices
     WHERE price_list_id = ${listId} AND product_id = ANY(${sql.param(ownIds)}::uuid[])`);
  await tx.execute(sql`
    INSERT INTO price_list_prices (price_list_id, product_id, min_quantity, price)
    SELECT ${listId}, r.p, r.q, r.v
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(p uuid, q numeric, v numeric)
     WHERE r.p = ANY(${sql.param(ownIds)}::uuid[])`);
  return ownIds.length;
}

export type TProductPricesRow = {
  product_id: string;
  name: string;
  sku: string;
  detal: string;
  prices: { minQuantity: number; price: number }[];
};

const PRICES_OF_PRODUCT = sql`
  coalesce((SELECT jsonb_agg(jsonb_build_object('minQuantity', t.min_quantity, 'price', t.price)
                             ORDER BY t.min_quantity)
              FROM price_list_prices AS t
             WHERE t.price_list_id = l.id AND t.product_id = p.id), '[]'::jsonb) AS prices`;

/** These products of the shop (the cart's lines), with their prices in the list. */
export async function findPricesOfProducts(
  db: TDbOrTx,
  list: { shopId: TShopId; id: string },
  productIds: readonly string[],
): Promise<TProductPricesRow[]> {
  const result = await db.execute<TProductPricesRow>(sql`
    SELECT p.id AS product_id, p.name, p.sku, p.price::text AS detal, ${PRICES_OF_PRODUCT}
      FROM price_lists AS l
      JOIN products AS p ON p.shop_id = l.shop_id AND p.id = ANY(${sql.param(productIds)}::uuid[])
     WHERE l.id = ${list.id} AND l.shop_id = ${list.shopId} AND p.deleted_at IS NULL
     ORDER BY p.name, p.id`);
  return result.rows;
}

/**
 * A page of the list's screen: the products priced in the list (by name), or with `pattern` the shop's live
 * products whose name or SKU matches it, priced or not; and how many there are.
 */
export async function findPricesPage(
  db: TDbOrTx,
  list: { shopId: TShopId; id: string },
  page: { limit: number; offset: number; pattern: string | null },
): Promise<{ rows: TProductPricesRow[]; total: number }> {
  const which =
    page.pattern === null
      ? sql`p.id IN (SELECT product_id FROM price_list_prices WHERE price_list_id = l.id)`
      : sql`p.search_text LIKE ${page.pattern}`;
  const result = await db.execute<TProductPricesRow & { total: number }>(sql`
    SELECT p.id AS product_id, p.name, p.sku, p.price::text AS detal, ${PRICES_OF_PRODUCT},
           count(*) OVER ()::int AS total
      FROM price_lists AS l
      JOIN products AS p ON p.shop_id = l.shop_id
     WHERE l.id = ${list.id} AND l.shop_id = ${list.shopId} AND p.deleted_at IS NULL AND ${which}
     ORDER BY p.name, p.id
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
}

export type TReferencePriceRow = {
  id: string;
  detal: string;
  percent_off: string | null;
  listed: boolean;
  prices: { minQuantity: number; price: number }[];
};

/**
 * What a sale's products cost before any discount (decision record 031): each one's detal price and, in the
 * sale's list (null: Detal), the list's percentage and the product's own prices there.
 */
export async function findReferencePrices(
  db: TDbOrTx,
  shopId: TShopId,
  productIds: readonly string[],
  listId: string | null,
): Promise<TReferencePriceRow[]> {
  const result = await db.execute<TReferencePriceRow>(sql`
    SELECT p.id, p.price::text AS detal, l.percent_off::text, l.id IS NOT NULL AS listed,
           ${PRICES_OF_PRODUCT}
      FROM products AS p
      LEFT JOIN price_lists AS l ON l.id = ${listId}::uuid AND l.shop_id = p.shop_id
     WHERE p.shop_id = ${shopId} AND p.id = ANY(${sql.param(productIds)}::uuid[])`);
  return result.rows;
}

/** The shop's list a sale or a client names, with its name; null when the shop has none such. */
export async function findListName(
  db: TDbOrTx,
  shopId: TShopId,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM price_lists WHERE shop_id = ${shopId} AND id = ${id}`);
  return result.rows[0] ?? null;
}
