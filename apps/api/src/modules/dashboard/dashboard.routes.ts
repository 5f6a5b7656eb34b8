import { dataResponse } from '@cuadre/shared/common/schemas';
import { ZDashboardMetrics } from '@cuadre/shared/dashboard/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { getDashboardMetrics } from './get-dashboard-metrics';

/** The spec puts the dashboard cards under /expenses; the figures span sales and expenses, hence a module. */
/** `rates`: the sales module's reading of the rate in force (no query once read), for the bolívares. */
export function registerDashboardRoutes(
  app: TApp,
  ctx: TAppContext,
  rates: Pick<TSaleRates, 'rateAt'>,
): void {
  app.get(
    '/expenses/dashboard/metrics',
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags: ['dashboard'],
        summary:
          'Cifras del panel: ingresos totales, ventas, gastos y ganancia real del mes (zona del vendedor)',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZDashboardMetrics) },
      },
    },
    async (request) => ({ data: await getDashboardMetrics(ctx.db, authOf(request), ctx.now(), rates) }),
  );
}
