import { z } from 'zod';
import { dataResponse, ZIdParams } from '@cuadre/shared/common/schemas';
import { ZDollarRate, ZDollarRateReading, ZManualRateRequest } from '@cuadre/shared/dollar-rate/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { createDollarRateService } from './dollar-rate.service';

/**
 * The routes only read and write the database; the sources are read in the background (dollar-rate.refresher).
 * `onRateChanged` runs when an admin has set or confirmed a rate: whoever keeps the rate in memory reads it again.
 */
export function registerDollarRateRoutes(
  app: TApp,
  ctx: TAppContext,
  onRateChanged: () => Promise<void> = async () => undefined,
): void {
  const service = createDollarRateService({ db: ctx.db, now: ctx.now });
  // Answered once the memory has the new rate: the admin's next sale uses it.
  const changed = async <T>(result: T): Promise<T> => {
    await onRateChanged();
    return result;
  };
  const adminSchema = { tags: ['dollar-rate', 'admin'], security: [{ bearer: [] }] };

  app.get(
    '/dollar-rate',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['dollar-rate'],
        summary:
          'Tasa del Dólar BCV en vigor hoy en Caracas (Bs. por dólar), con la próxima publicada; 503 si no hay ninguna',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZDollarRate) },
      },
    },
    async () => ({ data: await service.getRateInForce() }),
  );

  app.post(
    '/admin/dollar-rate',
    {
      preHandler: ctx.guards.requireAdmin,
      schema: {
        ...adminSchema,
        summary: 'Registrar una tasa manual con su Fecha Valor (hoy si no se da); responde la tasa en vigor',
        body: ZManualRateRequest,
        response: { 201: dataResponse(ZDollarRate) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await changed(await service.setManualRate(request.body, authOf(request).id)) }),
  );

  app.get(
    '/admin/dollar-rate/history',
    {
      preHandler: ctx.guards.requireAdmin,
      schema: {
        ...adminSchema,
        summary: 'Historial de lecturas de la tasa (las más recientes primero), con las retenidas',
        response: { 200: dataResponse(z.array(ZDollarRateReading)) },
      },
    },
    async () => ({ data: await service.history() }),
  );

  app.post(
    '/admin/dollar-rate/:id/confirm',
    {
      preHandler: ctx.guards.requireAdmin,
      schema: {
        ...adminSchema,
        summary:
          'Confirmar una lectura retenida (más de 20 % lejos de la tasa en vigor); responde la tasa en vigor',
        params: ZIdParams,
        response: { 200: dataResponse(ZDollarRate) },
      },
    },
    async (request) => ({
      data: await changed(await service.confirm(request.params.id, authOf(request).id)),
    }),
  );
}
