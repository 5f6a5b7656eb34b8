import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZPayment, ZPaymentCreateRequest } from '@cuadre/shared/payments/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { idempotentWrite, keyClaimOf, runIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency';
import { createPayment } from './create-payment';

export function registerPaymentsRoutes(app: TApp, ctx: TAppContext): void {
  app.post(
    '/payments',
    {
      preHandler: ctx.guards.allowed('collect'),
      schema: {
        tags: ['payments'],
        summary: 'Registrar un abono en una venta pendiente (acepta Idempotency-Key)',
        security: [{ bearer: [] }],
        headers: ZIdempotencyHeaders,
        body: ZPaymentCreateRequest,
        // 404 a sale that is not the seller's; 409 the same key still running; 422 the key used for another body.
        response: {
          201: dataResponse(ZPayment),
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    idempotentWrite((request, key) => {
      const actor = authOf(request);
      const { shopId, igtfRate } = actor;
      return runIdempotent(
        ctx.db,
        { shopId: shopId, route: 'POST /payments', claim: keyClaimOf(key, request.body) },
        async (tx) => ({
          statusCode: 201,
          body: { data: await createPayment(tx, actor, request.body, ctx.now(), igtfRate) },
        }),
      );
    }),
  );
}
