import { dataResponse, ZErrorEnvelope, ZIdParams, ZPaginationQuery } from '@cuadre/shared/common/schemas';
import {
  ZAdjustment,
  ZAdjustmentRequest,
  ZRestock,
  ZRestockRequest,
  ZStockMovementListResponse,
} from '@cuadre/shared/stock/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import type { TProductEvents } from '../../lib/product-events';
import { adjustStock } from './adjustment';
import { listMovements } from './list-movements';
import { restock } from './restock';

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
    async (request) => listMovements(ctx.db, shopOf(request), request.params.id, request.query),
  );

  app.post(
    '/stock/restocks',
    {
      preHandler: ctx.guards.allowed('stock.receive'),
      schema: {
        tags,
        security,
        summary: 'Entrada de mercancía: suma el stock y promedia el costo de cada producto',
        body: ZRestockRequest,
        response: { 201: dataResponse(ZRestock), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await restock(ctx.db, events, authOf(request), request.body) }),
  );

  app.post(
    '/stock/adjustments',
    {
      preHandler: ctx.guards.allowed('stock.adjust'),
      schema: {
        tags,
        security,
        summary:
          'Ajuste de inventario (conteo físico, merma, daño, vencimiento, robo): el stock pasa a lo contado',
        body: ZAdjustmentRequest,
        response: { 201: dataResponse(ZAdjustment), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await adjustStock(ctx.db, authOf(request), request.body) }),
  );
}
