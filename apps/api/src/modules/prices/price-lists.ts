import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import type {
  TPriceList,
  TPriceListCreateRequest,
  TPriceListPricesQuery,
  TPriceListPricesRequest,
  TPriceListUpdateRequest,
  TProductListPrices,
} from '@cuadre/shared/prices/schemas';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TDb } from '../../db/client';
import { refusalOf } from '../../db/pg-error';
import { AppError, notFound } from '../../lib/app-error';
import type { TShopId } from '../../lib/auth/shop-scope';
import { listEnvelope } from '../../lib/pagination';
import { containsPattern } from '../../lib/search-pattern';
import {
  findPriceList,
  findPriceLists,
  findPricesOfProducts,
  findPricesPage,
  insertPriceList,
  replaceListPrices,
  updatePriceList,
  type TPriceListRow,
  type TProductPricesRow,
} from './price-lists.repository';

/** Products of a list a page of its screen shows. */
export const PRICES_PAGE_SIZE = 50;

function toPriceList(row: TPriceListRow): TPriceList {
  return {
    id: row.id,
    name: row.name,
    percentOff: row.percent_off === null ? null : Number(row.percent_off),
    productCount: row.product_count,
    clientCount: row.client_count,
    createdAt: row.created_at,
  };
}

function toProductPrices(row: TProductPricesRow): TProductListPrices {
  return {
    productId: row.product_id,
    name: row.name,
    sku: row.sku,
    detal: Number(row.detal),
    prices: row.prices.map((tier) => ({ minQuantity: Number(tier.minQuantity), price: Number(tier.price) })),
  };
}

/** A list's name is the shop's once: the same name again is 409, as a SKU is. */
function nameTaken(error: unknown): never {
  if (refusalOf(error) === 'list-name-taken') {
    throw new AppError(409, 'PRICE_LIST_NAME_TAKEN', PRICE_MESSAGES.listNameTaken);
  }
  throw error;
}

/** GET /price-lists. */
export async function listPriceLists(db: TDb, shopId: TShopId): Promise<TPriceList[]> {
  return (await findPriceLists(db, shopId)).map(toPriceList);
}

/** POST /price-lists. */
export async function createPriceList(
  db: TDb,
  shopId: TShopId,
  request: TPriceListCreateRequest,
): Promise<TPriceList> {
  const id = await db
    .transaction((tx) =>
      insertPriceList(tx, shopId, {
        id: randomUUID(),
        name: request.name,
        percentOff: request.percentOff ?? null,
      }),
    )
    .catch(nameTaken);
  if (!id) throw new AppError(409, 'TOO_MANY_PRICE_LISTS', PRICE_MESSAGES.tooManyLists);
  return readList(db, shopId, id);
}

/** PUT /price-lists/{id}: only the fields sent change. */
export async function changePriceList(
  db: TDb,
  shopId: TShopId,
  id: string,
  request: TPriceListUpdateRequest,
): Promise<TPriceList> {
  const found = await updatePriceList(db, shopId, id, request).catch(nameTaken);
  if (!found) throw notFound(PRICE_MESSAGES.listNotFound);
  return readList(db, shopId, id);
}

async function readList(db: TDb, shopId: TShopId, id: string): Promise<TPriceList> {
  const row = await findPriceList(db, shopId, id);
  if (!row) throw notFound(PRICE_MESSAGES.listNotFound);
  return toPriceList(row);
}

/**
 * PUT /price-lists/{id}/prices: each product named gets exactly the prices sent (none: it leaves the list).
 * A product that is not the shop's live product is 404, and nothing is written.
 */
export async function setListPrices(
  db: TDb,
  shopId: TShopId,
  id: string,
  request: TPriceListPricesRequest,
): Promise<TPriceList> {
  await db.transaction(async (tx) => {
    if (!(await findPriceList(tx, shopId, id))) throw notFound(PRICE_MESSAGES.listNotFound);
    // A product that is not the shop's live product fails the write before anything of it is kept.
    const priced = await replaceListPrices(tx, id, shopId, request.products);
    if (priced !== request.products.length) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  });
  return readList(db, shopId, id);
}

/**
 * GET /price-lists/{id}/prices: the cart's products (`productIds`) with their prices in the list, or a page of
 * the list's screen.
 */
export async function listPrices(
  db: TDb,
  shopId: TShopId,
  id: string,
  query: TPriceListPricesQuery,
): Promise<TListResponse<TProductListPrices>> {
  if (!(await findPriceList(db, shopId, id))) throw notFound(PRICE_MESSAGES.listNotFound);
  const list = { shopId, id };
  if (query.productIds) {
    const rows = await findPricesOfProducts(db, list, query.productIds);
    return listEnvelope(rows.map(toProductPrices), { page: 1, pageSize: PRICES_PAGE_SIZE }, rows.length);
  }
  const search = query.search?.toLowerCase();
  const { rows, total } = await findPricesPage(db, list, {
    limit: PRICES_PAGE_SIZE,
    offset: (query.page - 1) * PRICES_PAGE_SIZE,
    pattern: search ? containsPattern(search) : null,
  });
  return listEnvelope(rows.map(toProductPrices), { page: query.page, pageSize: PRICES_PAGE_SIZE }, total);
}
