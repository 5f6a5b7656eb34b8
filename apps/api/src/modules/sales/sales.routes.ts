import { z } from 'zod';
import { dataResponse } from '@cuadre/shared/schemas/common';
import { ZSale, ZSaleCreateRequest, ZSaleListQuery, ZSaleListResponse } from '@cuadre/shared/schemas/sales';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { checkedIdempotencyKey } from '../../lib/idempotency';
import { createSale } from './create-sale';
import { listSales } from './list-sales';
import type { TSalesModule } from './sales-state';

const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

export function registerSalesRoutes(app: TApp, ctx: TAppContext, sales: TSalesModule): void {
  app.get(
    '/sales',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['sales'],
        summary:
          'Ventas del vendedor, más nuevas primero; búsqueda por id o cliente, filtros status y sellerName',
        security: [{ bearer: [] }],
        querystring: ZSaleListQuery,
        response: { 200: ZSaleListResponse },
      },
    },
    async (request) => listSales(ctx.db, authOf(request).id, request.query),
  );

  app.post(
    '/sales',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['sales'],
        summary: 'Registrar una venta (acepta Idempotency-Key)',
        security: [{ bearer: [] }],
        headers: ZIdempotencyHeaders,
        body: ZSaleCreateRequest,
        response: { 201: dataResponse(ZSale) },
      },
    },
    async (request, reply) => {
      const key = checkedIdempotencyKey(request.headers['idempotency-key']);
      const sold = await createSale(sales, authOf(request).id, request.body, key);
      if (sold.replayed) void reply.header('idempotent-replayed', 'true');
      // Only 201 answers are ever stored, so a replay is a 201 too.
      return reply.status(201).send(sold.body);
    },
  );
}
