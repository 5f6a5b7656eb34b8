import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TMessageData } from '@cuadre/shared/schemas/common';
import type {
  TProduct,
  TProductCreateRequest,
  TProductListQuery,
  TProductUpdateRequest,
} from '@cuadre/shared/schemas/products';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { containsPattern } from '../../lib/search-pattern';
import {
  findProductPage,
  insertProduct,
  softDeleteProduct,
  updateLiveProduct,
  type TProductRow,
  type TProductValues,
} from './products.repository';
import type { TSearchPages } from './search-pages';
import { pgErrorOf } from '../../db/pg-error';

function toProduct(row: TProductRow): TProduct {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: row.price,
    cost: row.cost,
    quantity: row.quantity,
    image_url: row.imageUrl,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The partial unique index products_user_sku_live_key: one live product per SKU (any case) per seller. */
function isSkuTaken(error: unknown): boolean {
  const { code, constraint } = pgErrorOf(error);
  return code === '23505' && constraint === 'products_user_sku_live_key';
}

async function withSkuCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The index decides, not a prior SELECT: two concurrent creates with one SKU cannot both pass.
    if (isSkuTaken(error)) throw new AppError(409, 'SKU_TAKEN', SERVER_MESSAGES.SKU_TAKEN);
    throw error;
  }
}

function productValues(body: TProductCreateRequest | TProductUpdateRequest): TProductValues {
  return {
    name: body.name,
    sku: body.sku,
    price: body.price,
    cost: body.cost,
    quantity: body.quantity,
    // Absent (the spec's forms never send them) keeps what is stored; see docs/sales.md.
    imageUrl: body.image_url,
    description: body.description,
  };
}

/** What the products module tells others: the sales module remembers products' names and costs. */
export interface TProductEvents {
  productChanged(userId: string, productId: string): void;
}

export async function listProducts(
  db: TDb,
  searchPages: TSearchPages,
  userId: string,
  query: TProductListQuery,
) {
  const { rows, total } = await findProductPage(db, searchPages, userId, {
    limit: query.pageSize,
    offset: pageOffset(query),
    pattern: query.search === undefined ? undefined : containsPattern(query.search),
  });
  return listEnvelope(rows.map(toProduct), query, total);
}

export async function createProduct(db: TDb, userId: string, body: TProductCreateRequest): Promise<TProduct> {
  return toProduct(await withSkuCheck(() => insertProduct(db, userId, productValues(body))));
}

export async function updateProduct(
  db: TDb,
  events: TProductEvents,
  userId: string,
  productId: string,
  body: TProductUpdateRequest,
): Promise<TProduct> {
  const row = await withSkuCheck(() => updateLiveProduct(db, userId, productId, productValues(body)));
  if (!row) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  events.productChanged(userId, productId);
  return toProduct(row);
}

export async function deleteProduct(
  db: TDb,
  events: TProductEvents,
  userId: string,
  productId: string,
): Promise<TMessageData> {
  if (!(await softDeleteProduct(db, userId, productId))) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  events.productChanged(userId, productId);
  return { message: SERVER_MESSAGES.PRODUCT_DELETED };
}
