import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TMessageData } from '@cuadre/shared/common/schemas';
import type {
  TProduct,
  TProductCreateRequest,
  TProductListQuery,
  TProductUpdateRequest,
} from '@cuadre/shared/products/schemas';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { containsPattern } from '../../lib/search-pattern';
import {
  findFilteredProductPage,
  findLiveProduct,
  findProductPage,
  insertProduct,
  softDeleteProduct,
  updateLiveProduct,
  type TProductRow,
  type TProductValues,
} from './products.repository';
import type { TSearchPages } from './search-pages';
import { refusalOf } from '../../db/pg-error';
import { subtractQuantities } from '@cuadre/shared/stock/quantity';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TProductEvents } from '../../lib/product-events';
import { readLiveStock } from '../stock/live-stock';
import { withStockLimits } from '../stock/stock-limits';
import { writeStockMovement } from '../stock/stock-movements.writer';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';
import { recordAudit } from '../../lib/shop-audit';

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
    minStock: row.minStock,
    barcode: row.barcode,
    unit: row.unit,
    category: row.category,
    taxClass: row.taxClass,
  };
}

/** The live product a unique index names: one per SKU (any case), one per barcode, per seller. */
function takenKeyOf(error: unknown): 'sku' | 'barcode' | null {
  const refusal = refusalOf(error);
  if (refusal === 'sku-taken') return 'sku';
  if (refusal === 'barcode-taken') return 'barcode';
  return null;
}

async function withUniqueChecks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The indexes decide, not a prior SELECT: two concurrent creates with one SKU cannot both pass.
    const taken = takenKeyOf(error);
    if (taken === 'sku') throw new AppError(409, 'SKU_TAKEN', SERVER_MESSAGES.SKU_TAKEN);
    if (taken === 'barcode') throw new AppError(409, 'BARCODE_TAKEN', SERVER_MESSAGES.BARCODE_TAKEN);
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
    minStock: body.minStock,
    barcode: body.barcode,
    unit: body.unit,
    category: body.category,
    taxClass: body.taxClass,
  };
}

export async function listProducts(
  db: TDb,
  searchPages: TSearchPages,
  shopId: TShopId,
  query: TProductListQuery,
) {
  const page = {
    limit: query.pageSize,
    offset: pageOffset(query),
    pattern: query.search === undefined ? undefined : containsPattern(query.search),
  };
  const { rows, total } =
    query.lowStock || query.barcode !== undefined
      ? await findFilteredProductPage(db, shopId, {
          ...page,
          lowStock: query.lowStock,
          barcode: query.barcode,
        })
      : await findProductPage(db, searchPages, shopId, page);
  return listEnvelope(rows.map(toProduct), query, total);
}

export async function getProduct(db: TDb, shopId: TShopId, productId: string): Promise<TProduct> {
  const row = await findLiveProduct(db, shopId, productId);
  if (!row) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** A new product, and its stock as the opening movement of its kardex (design §13). */
export async function createProduct(
  db: TDb,
  { shopId, memberId }: TActor,
  body: TProductCreateRequest,
): Promise<TProduct> {
  const row = await withUniqueChecks(() =>
    db.transaction(async (tx) => {
      const created = await insertProduct(tx, shopId, productValues(body));
      await writeStockMovement(tx, 'OPENING', {
        shopId,
        memberId,
        productId: created.id,
        quantity: created.quantity,
        stock: created.quantity,
        unitCost: created.cost,
      });
      return created;
    }),
  );
  return toProduct(row);
}

export async function updateProduct(
  db: TDb,
  events: TProductEvents,
  { shopId, memberId }: TActor,
  productId: string,
  body: TProductUpdateRequest,
): Promise<TProduct> {
  // A quantity typed in the form is an EDIT movement of the difference, measured against the locked row.
  // An edit that sends no unit keeps the stored one: a product sold by the unit refuses a fraction with the spec's
  // message (its CHECK decides, against the row as it is).
  const row = await withUniqueChecks(() =>
    withStockLimits(
      () =>
        db.transaction(async (tx) => {
          const before = await readLiveStock(tx, shopId, productId, { forUpdate: true });
          if (before === null) return null;
          // The row is this transaction's now: its price as it was, for the shop's record of price changes.
          const priceBefore = (await findLiveProduct(tx, shopId, productId))?.price;
          const updated = await updateLiveProduct(tx, shopId, productId, productValues(body));
          if (updated && priceBefore !== undefined && updated.price !== priceBefore) {
            await recordAudit(tx, { shopId, memberId }, 'PRICE_CHANGE', {
              productId,
              name: updated.name,
              from: priceBefore,
              to: updated.price,
            });
          }
          if (updated && updated.quantity !== before) {
            await writeStockMovement(tx, 'EDIT', {
              shopId,
              memberId,
              productId,
              quantity: subtractQuantities(updated.quantity, before),
              stock: updated.quantity,
              unitCost: updated.cost,
            });
          }
          return updated;
        }),
      VALIDATION.productQuantityInteger,
    ),
  );
  if (!row) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  events.productChanged(shopId, productId);
  return toProduct(row);
}

export async function deleteProduct(
  db: TDb,
  events: TProductEvents,
  shopId: TShopId,
  productId: string,
): Promise<TMessageData> {
  if (!(await softDeleteProduct(db, shopId, productId))) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  events.productChanged(shopId, productId);
  return { message: SERVER_MESSAGES.PRODUCT_DELETED };
}
