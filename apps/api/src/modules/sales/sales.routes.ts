import { z } from 'zod';
import { dataResponse } from '@cuadre/shared/schemas/common';
import { ZSale, ZSaleCreateRequest, ZSaleListQuery, ZSaleListResponse } from '@cuadre/shared/schemas/sales';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { checkedIdempotencyKey, runIdempotent } from '../../lib/idempotency';
import { createSale } from './create-sale';
import { SALES_ROUTE, sellPaid, type TSaleAnswer } from './sell-paid';
import { listSales } from './list-sales';

const JSON_UTF8 = 'application/json; charset=utf-8';
const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

export function registerSalesRoutes(app: TApp, ctx: TAppContext): void {
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
      const { id: userId } = authOf(request);
      const key = checkedIdempotencyKey(request.headers['idempotency-key']);
      const result =
        request.body.status === 'PAID'
          ? await sellPaid(ctx, userId, request.body, key)
          : await runIdempotent(
              ctx.db,
              { userId, route: SALES_ROUTE, key, body: request.body },
              async (tx) => ({ statusCode: 201, body: { data: await createSale(tx, userId, request.body) } }),
            );
      if ('json' in result) {
        // The JSON text of that very answer: Fastify sends a string as it is, which the type provider's
        // typing of send (the schema's object) cannot express.
        return reply
          .status(201)
          .type(JSON_UTF8)
          .send(result.json as unknown as TSaleAnswer);
      }
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      // Only 201 bodies are ever stored, so a replay is a 201 too.
      return reply.status(result.statusCode as 201).send(result.body);
    },
  );
}
