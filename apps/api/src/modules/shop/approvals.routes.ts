import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZApproval, ZApprovalRequest, ZDeviceMember } from '@cuadre/shared/team/schemas';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { limitFailures } from '../../lib/rate-limits';
import { approveOnTheSpot, getApprovers } from './approvals';
import { isPinFailure, pinFailuresPerIp } from './pin-check';

/** Approvals on the spot (decision record 029): a manager's PIN lets a cashier's guarded action through once. */
export function registerApprovalsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/approvals/approvers',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['shop'],
        security: [{ bearer: [] }],
        summary: 'Quién puede aprobar en el momento: el dueño y los encargados con PIN',
        response: { 200: dataResponse(z.array(ZDeviceMember)) },
      },
    },
    async (request) => ({ data: await getApprovers(ctx, shopOf(request)) }),
  );

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
