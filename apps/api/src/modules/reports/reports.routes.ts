import { dataResponse } from '@cuadre/shared/common/schemas';
import { ZMemberFigures, ZMembersReportQuery } from '@cuadre/shared/team/members-report';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { membersReport } from './members-report';

/** Reports of the shop's figures beyond the statistics (decision record 029). */
export function registerReportsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/reports/members',
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        summary:
          'Por miembro, en días enteros del negocio: ventas, cobrado, devuelto y reembolsado (dueño, encargado, contador)',
        querystring: ZMembersReportQuery,
        response: { 200: dataResponse(z.array(ZMemberFigures)) },
      },
    },
    async (request) => ({ data: await membersReport(ctx, authOf(request), request.query, ctx.now()) }),
  );
}
