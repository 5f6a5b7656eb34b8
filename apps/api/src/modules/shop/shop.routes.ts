import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZShop, ZShopUpdateRequest } from '@cuadre/shared/team/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { getShop, updateShopSettings } from './shop-settings';

/** The shop the session acts in (design §18): its settings, and the caller's membership of it. */
export function registerShopRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/shop',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['shop'],
        summary: 'El negocio de la sesión: sus datos y ajustes, y el rol de quien pregunta',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZShop) },
      },
    },
    async (request) => ({ data: await getShop(ctx, authOf(request)) }),
  );

  app.put(
    '/shop',
    {
      preHandler: ctx.guards.allowed('shop.edit'),
      schema: {
        tags: ['shop'],
        summary:
          'Cambiar los datos del negocio (nombre, RIF, dirección, teléfono, ciudad, pie de recibo, país e IGTF); ' +
          'solo cambia lo enviado',
        security: [{ bearer: [] }],
        body: ZShopUpdateRequest,
        response: { 200: dataResponse(ZShop), 400: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await updateShopSettings(ctx, authOf(request), request.body) }),
  );
}
