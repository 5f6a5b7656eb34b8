import { dataResponse, ZIdParams } from '@cuadre/shared/common/schemas';
import {
  ZCheckAndCloseAllResponse,
  ZCheckAndCloseResponse,
  ZOpenAccountListQuery,
  ZOpenAccountListResponse,
} from '@cuadre/shared/open-accounts/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { shopOf } from '../../lib/auth/guards';
import { checkAndCloseAccount, checkAndCloseAllAccounts, listOpenAccounts } from './open-accounts.service';

export function registerOpenAccountsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/open-accounts',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['open-accounts'],
        summary: 'Cuentas abiertas y cerradas del vendedor, con sus ventas, productos y abonos',
        security: [{ bearer: [] }],
        querystring: ZOpenAccountListQuery,
        response: { 200: ZOpenAccountListResponse },
      },
    },
    async (request) => listOpenAccounts(ctx.db, shopOf(request), request.query),
  );

  app.post(
    '/open-accounts/:id/check-and-close',
    {
      preHandler: ctx.guards.allowed('collect'),
      schema: {
        tags: ['open-accounts'],
        summary: 'Cierra la cuenta si todas sus ventas están pagadas',
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: { 200: dataResponse(ZCheckAndCloseResponse) },
      },
    },
    async (request) => ({
      data: await checkAndCloseAccount(ctx.db, shopOf(request), request.params.id, ctx.now()),
    }),
  );

  app.post(
    '/open-accounts/check-and-close-all',
    {
      preHandler: ctx.guards.allowed('collect'),
      schema: {
        tags: ['open-accounts'],
        summary: 'Cierra todas las cuentas cuyas ventas están pagadas y dice cuántas cerró',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZCheckAndCloseAllResponse) },
      },
    },
    async (request) => ({ data: await checkAndCloseAllAccounts(ctx.db, shopOf(request), ctx.now()) }),
  );
}
