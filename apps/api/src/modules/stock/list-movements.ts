import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TPaginationQuery } from '@cuadre/shared/common/schemas';
import type { TStockMovementListResponse } from '@cuadre/shared/stock/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { TShopId } from '../../lib/auth/shop-scope';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { readLiveStock } from './live-stock';
import { countMovements, findMovementPage } from './stock-movements.repository';

/** GET /products/{id}/movements: a page of the product's kardex, newest first (design §13). */
export async function listMovements(
  db: TDbOrTx,
  shopId: TShopId,
  productId: string,
  query: Pick<TPaginationQuery, 'page' | 'pageSize'>,
): Promise<TStockMovementListResponse> {
  // A deleted product keeps its history, but like everywhere else it is not found any more.
  if ((await readLiveStock(db, shopId, productId)) === null)
    throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  const [rows, total] = await Promise.all([
    findMovementPage(db, shopId, productId, { limit: query.pageSize, offset: pageOffset(query) }),
    countMovements(db, shopId, productId),
  ]);
  return listEnvelope(rows, query, total);
}
