import { dataResponse } from '@cuadre/shared/common/schemas';
import { ZDailyStats, ZDailyStatsQuery } from '@cuadre/shared/stats/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { getDailyStats } from './stats.service';

/** `rates`: the sales module's reading of the rate in force (no query once read), for the bolívares. */
export function registerStatsRoutes(app: TApp, ctx: TAppContext, rates: Pick<TSaleRates, 'rateAt'>): void {
  // A static path: Fastify's router prefers it to any parametric /sales/:id… route, whatever the order.
  app.get(
    '/sales/stats/daily',
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags: ['stats'],
        summary: 'Ventas por día en la zona horaria del vendedor (por defecto, el mes en curso)',
        security: [{ bearer: [] }],
        querystring: ZDailyStatsQuery,
        response: { 200: dataResponse(ZDailyStats) },
      },
    },
    async (request) => ({
      data: await getDailyStats(ctx.db, authOf(request), request.query, ctx.now(), rates),
    }),
  );
}
