import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZSale, ZSaleCreateRequest, ZSaleListQuery, ZSaleListResponse } from '@cuadre/shared/sales/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { approvalOf } from '../../lib/auth/spend-approval';
import { ownSalesOf } from '../../lib/auth/own-sales';
import { idempotentWrite, ZIdempotencyHeaders } from '../../lib/idempotency';
import { sell } from './sell';
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
    async (request) => listSales(ctx.db, shopOf(request), request.query, ownSalesOf(authOf(request))),
  );

  app.post(
    '/sales',
    {
      preHandler: ctx.guards.allowed('sell'),
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
    idempotentWrite((request, key) =>
      sell(sales, { ...authOf(request), approval: approvalOf(request) }, request.body, key, ctx.now()),
    ),
  );
}
