import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZApproval, ZApprovalRequest } from '@cuadre/shared/team/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { limitFailures } from '../../lib/rate-limits';
import { approveOnTheSpot } from './approvals';
import { isPinFailure, pinFailuresPerIp } from './pin-check';

/** Approvals on the spot (decision record 029): a manager's PIN lets a cashier's guarded action through once. */
export function registerApprovalsRoutes(app: TApp, ctx: TAppContext): void {
  app.post(
    '/approvals',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['shop'],
        security: [{ bearer: [] }],
        summary:
          'Aprobar en el momento con el PIN de un encargado o del dueño: la respuesta se reenvía en la ' +
          'cabecera X-Approval de esa acción, una sola vez y dentro de 2 minutos',
        body: ZApprovalRequest,
        response: { 201: dataResponse(ZApproval), 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await limitFailures(
        ctx.counters,
        reply,
        [pinFailuresPerIp(ctx, request.ip)],
        { isFailure: isPinFailure },
        () => approveOnTheSpot(ctx, authOf(request), request.body),
      );
      reply.code(201);
      return { data };
    },
  );
}
