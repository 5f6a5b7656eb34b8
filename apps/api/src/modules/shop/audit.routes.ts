import { listResponse } from '@cuadre/shared/common/schemas';
import { ZAuditEntry, ZAuditQuery } from '@cuadre/shared/team/audit';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { getAudit } from './audit';

/** The shop's record (decision record 029): for the owner, who answers for the team. */
export function registerAuditRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/shop/audit',
    {
      preHandler: ctx.guards.allowed('members.manage'),
      schema: {
        tags: ['shop'],
        security: [{ bearer: [] }],
        summary:
          'El registro del negocio: aprobaciones, reembolsos, cambios de precio, ajustes de inventario, diferencias ' +
          'de caja y cambios del equipo, lo más nuevo primero',
        querystring: ZAuditQuery,
        response: { 200: listResponse(ZAuditEntry) },
      },
    },
    async (request) => getAudit(ctx, authOf(request), request.query),
  );
}
