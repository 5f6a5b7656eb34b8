import { dataResponse } from '@cuadre/shared/schemas/common';
import { ZDailyStats, ZDailyStatsQuery } from '@cuadre/shared/schemas/stats';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { getDailyStats } from './stats.service';

export function registerStatsRoutes(app: TApp, ctx: TAppContext): void {
  // A static path: Fastify's router prefers it to any parametric /sales/:id… route, whatever the order.
  app.get(
    '/sales/stats/daily',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['stats'],
        summary: 'Ventas por día en la zona horaria del vendedor (por defecto, el mes en curso)',
        security: [{ bearer: [] }],
        querystring: ZDailyStatsQuery,
        response: { 200: dataResponse(ZDailyStats) },
      },
    },
    async (request) => ({ data: await getDailyStats(ctx.db, authOf(request), request.query, ctx.now()) }),
  );
}
