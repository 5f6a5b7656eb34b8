import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/schemas/common';
import { isVenezuela } from '@cuadre/shared/constants';
import {
  saleOccurredProblem,
  ZSale,
  ZSaleCreateRequest,
  ZSaleListQuery,
  ZSaleListResponse,
} from '@cuadre/shared/schemas/sales';
import type { TApp, TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../lib/auth/guards';
import { ZIdempotencyHeaders, checkedIdempotencyKey } from '../../lib/idempotency';
import { createSale, replayOfSale } from './create-sale';
import { listSales } from './list-sales';
import type { TSalesModule } from './sales-state';

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
        // 404 a product or client of the body that is not the seller's; 409 short of stock or the same key still
        // running; 422 the key already used for another body. The standard errors are added by error-responses.ts.
        response: { 201: dataResponse(ZSale), 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const key = checkedIdempotencyKey(request.headers['idempotency-key']);
      const seller = authOf(request);
      // A sale made offline keeps its moment (design §14) if it arrives within the window, else a clear 400.
      const { occurredAt } = request.body;
      const problem = occurredAt === undefined ? null : saleOccurredProblem(occurredAt, ctx.now());
      if (problem) {
        const replay = key === undefined ? null : await replayOfSale(ctx.db, seller.id, request.body, key);
        if (!replay) throw new AppError(400, 'VALIDATION_ERROR', problem, [problem]);
        return reply.header('idempotent-replayed', 'true').status(201).send(replay.body);
      }
      const at = occurredAt === undefined ? ctx.now() : new Date(occurredAt);
      // A Venezuelan seller's sale remembers the rate in force at its moment, read from memory (design §10).
      const rate = isVenezuela(seller) ? await sales.rates.rateAt(at) : null;
      const sold = await createSale(sales, seller.id, request.body, key, {
        rate,
        igtfRate: seller.igtfRate,
        occurredAt: occurredAt === undefined ? null : at.toISOString(),
      });
      if (sold.replayed) void reply.header('idempotent-replayed', 'true');
      // Only 201 answers are ever stored, so a replay is a 201 too.
      return reply.status(201).send(sold.body);
    },
  );
}
