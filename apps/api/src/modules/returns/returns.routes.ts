import { dataResponse, ZErrorEnvelope, ZIdParams } from '@cuadre/shared/common/schemas';
import { ZSaleReturn, ZSaleReturnRequest } from '@cuadre/shared/returns/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { idempotentWrite, keyClaimOf, runIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency';
import { createReturn } from './create-return';

/** Returns — devoluciones (design §13, §17). */
export function registerReturnsRoutes(app: TApp, ctx: TAppContext): void {
  app.post(
    '/sales/:id/returns',
    {
      preHandler: ctx.guards.allowed('return'),
      schema: {
        tags: ['sales'],
        summary:
          'Devolver líneas de una venta: el stock vuelve y el dinero se reembolsa o se abona (acepta Idempotency-Key)',
        security: [{ bearer: [] }],
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZSaleReturnRequest,
        // 404 another seller's sale or a line of another sale; 409 more than is left to return, the same key still
        // running or no rate for bolívares; 422 the key used for another body.
        response: {
          201: dataResponse(ZSaleReturn),
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    idempotentWrite((request, key) => {
      const actor = authOf(request);
      const shopId = actor.shopId;
      const saleId = request.params.id;
      return runIdempotent(
        ctx.db,
        {
          shopId: shopId,
          route: 'POST /sales/{id}/returns',
          claim: keyClaimOf(key, { saleId, ...request.body }),
        },
        async (tx) => ({
          statusCode: 201,
          body: { data: await createReturn(tx, actor, saleId, request.body, ctx.now()) },
        }),
      );
    }),
  );
}
