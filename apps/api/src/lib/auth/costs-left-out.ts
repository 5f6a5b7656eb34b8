import type { FastifyReply, FastifyRequest } from 'fastify';
import { withoutCosts } from '@cuadre/shared/team/costs';
import { permissionOf } from '@cuadre/shared/team/permissions';

/** Whether the signed-in request may see costs and profit (decision record 029); admins and owners may. */
export function seesCosts(request: FastifyRequest): boolean {
  const auth = request.auth;
  return !auth || auth.role !== 'USER' || permissionOf(auth.shopRole, 'costs.read') === 'allow';
}

/**
 * An onSend hook: a JSON answer to a member who may not see costs and profit leaves those fields out, whatever
 * route made it (a list, a sale's answer, a stored answer replayed). Only their answers pay for the extra parse.
 */
export async function leaveOutCosts(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (seesCosts(request) || typeof payload !== 'string') return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
  return JSON.stringify(withoutCosts(JSON.parse(payload)));
}
