import { dataResponse, ZErrorEnvelope, ZIdParams, ZPaginationQuery } from '@cuadre/shared/schemas/common';
import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import {
  ZAdjustment,
  ZAdjustmentRequest,
  ZRestock,
  ZRestockRequest,
  ZStockMovementListResponse,
} from '@cuadre/shared/schemas/stock';
import type { TApp, TAppContext } from '../../app-context';
import { notFound } from '../../lib/app-error';
import { shopOf } from '../../lib/auth/guards';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import type { TProductEvents } from '../../lib/product-events';
import { writeAdjustment } from './adjustment';
import { readLiveStock } from './live-stock';
import { writeRestock } from './restock';
import { countMovements, findMovementPage } from './stock-movements.repository';
import { withStockLimits } from './stock-limits';

const tags = ['stock'];
const security = [{ bearer: [] }];

/** Stock that matches the shelf (design §13, §17): a product's kardex, restocks and adjustments. */
export function registerStockRoutes(app: TApp, ctx: TAppContext, events: TProductEvents): void {
  const preHandler = ctx.guards.requireSeller;

  app.get(
    '/products/:id/movements',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Movimientos de inventario de un producto (kardex), más recientes primero',
        params: ZIdParams,
        querystring: ZPaginationQuery.omit({ search: true }),
        response: { 200: ZStockMovementListResponse, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      const userId = shopOf(request);
      const productId = request.params.id;
      const query = request.query;
      // A deleted product keeps its history, but like everywhere else it is not found any more.
      if ((await readLiveStock(ctx.db, userId, productId)) === null) {
        throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
      }
      const [rows, total] = await Promise.all([
        findMovementPage(ctx.db, userId, productId, { limit: query.pageSize, offset: pageOffset(query) }),
        countMovements(ctx.db, userId, productId),
      ]);
      return listEnvelope(rows, query, total);
    },
  );

  app.post(
    '/stock/restocks',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Entrada de mercancía: suma el stock y promedia el costo de cada producto',
        body: ZRestockRequest,
        response: { 201: dataResponse(ZRestock), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const userId = shopOf(request);
      const restock = await withStockLimits(() => writeRestock(ctx.db, userId, request.body));
      // The cost changed: sales remember products' costs (sales/product-snapshots.ts).
      for (const line of restock.lines) events.productChanged(userId, line.productId);
      return reply.code(201).send({ data: restock });
    },
  );

  app.post(
    '/stock/adjustments',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Ajuste de inventario (conteo físico, merma, daño, vencimiento, robo): el stock pasa a lo contado',
        body: ZAdjustmentRequest,
        response: { 201: dataResponse(ZAdjustment), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const adjustment = await withStockLimits(() => writeAdjustment(ctx.db, shopOf(request), request.body));
      return reply.code(201).send({ data: adjustment });
    },
  );
}
