import { dataResponse } from '@cuadre/shared/schemas/common';
import { ZDollarRate, ZManualRateRequest } from '@cuadre/shared/schemas/dollar-rate';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { createBcvProvider, type TFetchReading } from './bcv-provider';
import { createDollarRateService } from './dollar-rate.service';

export function registerDollarRateRoutes(
  app: TApp,
  ctx: TAppContext,
  // Tests may pass their own reader; by default the BCV page at DOLLAR_RATE_URL.
  fetchReading: TFetchReading = createBcvProvider({
    url: ctx.env.DOLLAR_RATE_URL,
    caFile: ctx.env.DOLLAR_RATE_CA_FILE,
  }),
): void {
  const service = createDollarRateService({
    db: ctx.db,
    fetchReading,
    ttlSeconds: ctx.env.DOLLAR_RATE_TTL,
    now: ctx.now,
    log: app.log,
  });

  app.get(
    '/dollar-rate',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['dollar-rate'],
        summary: 'Tasa del Dólar BCV (Bs. por dólar); 503 si nunca se pudo leer',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZDollarRate) },
      },
    },
    async () => ({ data: await service.getCurrentRate() }),
  );

  app.post(
    '/admin/dollar-rate',
    {
      preHandler: ctx.guards.requireAdmin,
      schema: {
        tags: ['dollar-rate', 'admin'],
        summary: 'Registrar una tasa manual (se sirve como la más reciente)',
        security: [{ bearer: [] }],
        body: ZManualRateRequest,
        response: { 201: dataResponse(ZDollarRate) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.setManualRate(request.body, authOf(request).id) }),
  );
}
