import { dataResponse, ZIdParams } from '@cuadre/shared/common/schemas';
import { ZSaleDetails } from '@cuadre/shared/sales/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { ownSalesOf } from '../../lib/auth/own-sales';
import { getSaleDetails } from './get-sale-details';

/**
 * Kept apart from sales.routes.ts: the details dialog and its instalments are their own slice; the
 * sale's receipt is in modules/receipts.
 */
export function registerSaleDetailsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/sales/:id/payments',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['sales'],
        summary: 'Detalle de una venta: líneas con costo y ganancia, abonos y saldo pendiente',
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: { 200: dataResponse(ZSaleDetails) },
      },
    },
    async (request) => ({
      data: await getSaleDetails(ctx.db, shopOf(request), request.params.id, ownSalesOf(authOf(request))),
    }),
  );
}
