import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/schemas/common';
import { ZPayment, ZPaymentCreateRequest } from '@cuadre/shared/schemas/payments';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { ZIdempotencyHeaders, runIdempotent } from '../../lib/idempotency';
import { createPayment } from './create-payment';

export function registerPaymentsRoutes(app: TApp, ctx: TAppContext): void {
  app.post(
    '/payments',
    {
      preHandler: ctx.guards.requireSeller,
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
    async (request, reply) => {
      const { id: userId } = authOf(request);
      const result = await runIdempotent(
        ctx.db,
        { userId, route: 'POST /payments', key: request.headers['idempotency-key'], body: request.body },
        async (tx) => ({
          statusCode: 201,
          body: { data: await createPayment(tx, userId, request.body, ctx.now(), authOf(request).igtfRate) },
        }),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      // Only 201 bodies are ever stored, so a replay is a 201 too.
      return reply.status(result.statusCode as 201).send(result.body);
    },
  );
}
