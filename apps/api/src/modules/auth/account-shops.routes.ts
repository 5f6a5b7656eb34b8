import { ZLoginResponseData } from '@cuadre/shared/auth/schemas';
import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZAccountShop, ZSwitchShopRequest } from '@cuadre/shared/team/schemas';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { getAccountShops, switchShop } from './account-shops';

const security = [{ bearer: [] }];

/** A person may work in several shops (decision record 029): the list, and a session for another of them. */
export function registerAccountShopsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/auth/shops',
    {
      preHandler: ctx.guards.requireAccount,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Los negocios en los que trabaja la cuenta; el de la sesión, marcado',
        response: { 200: dataResponse(z.array(ZAccountShop)) },
      },
    },
    async (request) => ({ data: await getAccountShops(ctx, authOf(request)) }),
  );

  app.post(
    '/auth/switch-shop',
    {
      preHandler: ctx.guards.requireAccount,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Trabajar en otro de sus negocios: un token nuevo para ese negocio',
        body: ZSwitchShopRequest,
        response: { 200: dataResponse(ZLoginResponseData), 403: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await switchShop(ctx, authOf(request), request.body.shopId) }),
  );
}
