import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { readSellerCounter, sellerCounterSql } from '../../lib/seller-counters';

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
}

/** The seller's products that are not soft-deleted: the partial indexes of the table cover exactly these. */
function liveProductsOf(userId: string): SQL {
  return and(eq(products.userId, userId), isNull(products.deletedAt)) as SQL;
}

/**
 * Name or SKU contains the pattern. The left side is exactly the expression of the GIN trigram index
 * `products_user_search_trgm_idx`, so PostgreSQL answers it from that index.
 */
function nameOrSkuMatches(pattern: string): SQL {
  return sql`(lower(${products.name}) || ' ' || lower(${products.sku})) LIKE lower(${pattern})`;
}

export async function findProductPage(
  db: TDbOrTx,
  userId: string,
  page: { limit: number; offset: number; pattern?: string },
): Promise<{ rows: TProductRow[]; total: number }> {
  if (page.pattern === undefined) {
    // Newest first straight from products_user_created_live_idx; the total is the trigger-kept counter.
    const rows = await db
      .select({ ...productFields, total: sellerCounterSql(userId, ['products']) })
      .from(products)
      .where(liveProductsOf(userId))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    const total = rows[0]?.total ?? (await readSellerCounter(db, userId, ['products']));
    return { rows, total };
  }
  // The matches are read once (from the trigram index) for both the count and the page: PostgreSQL
  // materialises a WITH query that is referenced twice.
  const matches = db.$with('matches').as(
    db
      .select(productFields)
      .from(products)
      .where(and(liveProductsOf(userId), nameOrSkuMatches(page.pattern))),
  );
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
      total: sql<number>`(SELECT count(*) FROM ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows[0]) return { rows, total: rows[0].total };
  if (page.offset === 0) return { rows: [], total: 0 };
  // A page past the end: the count alone.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(liveProductsOf(userId), nameOrSkuMatches(page.pattern)));
  return { rows: [], total: counted?.total ?? 0 };
}

export interface TProductValues {
  name: string;
  sku: string;
  price: number;
  cost: number;
  quantity: number;
  imageUrl?: string | undefined;
  description?: string | undefined;
}

export async function insertProduct(
  db: TDbOrTx,
  userId: string,
  values: TProductValues,
): Promise<TProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, userId })
    .returning(productFields);
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Updates a live product of the seller; null when there is none with that id (or it is another's). */
export async function updateLiveProduct(
  db: TDbOrTx,
  userId: string,
  productId: string,
  values: TProductValues,
): Promise<TProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), liveProductsOf(userId)))
    .returning(productFields);
  return row ?? null;
}

/** Soft delete; false when there is no live product of the seller with that id. */
export async function softDeleteProduct(db: TDbOrTx, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), liveProductsOf(userId)))
    .returning({ id: products.id });
  return rows.length > 0;
}
