import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import {
  ZMemberCreateRequest,
  ZMemberPinRequest,
  ZMemberUpdateRequest,
  ZShopMember,
} from '@cuadre/shared/team/schemas';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { addMember, changeMember, getMembers, removeMember, setMemberPin } from './members';

const tags = ['shop'];
const security = [{ bearer: [] }];

/** The shop's members (design §18): the owner manages them; an owner or a manager gives a new PIN. */
export function registerMembersRoutes(app: TApp, ctx: TAppContext): void {
  const manage = ctx.guards.allowed('members.manage');

  app.get(
    '/shop/members',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary: 'Los miembros del negocio, el dueño primero',
        response: { 200: dataResponse(z.array(ZShopMember)) },
      },
    },
    async (request) => ({ data: await getMembers(ctx, shopOf(request)) }),
  );

  app.post(
    '/shop/members',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary:
          'Agregar un miembro: con correo, se le envía una invitación; con PIN, trabaja en los equipos del negocio',
        body: ZMemberCreateRequest,
        response: { 201: dataResponse(ZShopMember), 409: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await addMember(ctx, authOf(request), request.body) };
    },
  );

  app.patch(
    '/shop/members/:id',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary: 'Cambiar el rol de un miembro, o suspenderlo y reactivarlo (nunca el dueño)',
        params: ZIdParams,
        body: ZMemberUpdateRequest,
        response: { 200: dataResponse(ZShopMember), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await changeMember(ctx, authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/shop/members/:id',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary: 'Quitar un miembro del negocio (nunca el dueño); su sesión termina al instante',
        params: ZIdParams,
        response: { 200: ZMessageResponse, 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await removeMember(ctx, authOf(request), request.params.id) }),
  );

  app.put(
    '/shop/members/:id/pin',
    {
      preHandler: ctx.guards.allowed('members.resetPin'),
      schema: {
        tags,
        security,
        summary: 'Dar un PIN nuevo a un miembro, que además lo desbloquea; el dueño pone el suyo',
        params: ZIdParams,
        body: ZMemberPinRequest,
        response: { 200: dataResponse(ZShopMember), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await setMemberPin(ctx, authOf(request), request.params.id, request.body.pin),
    }),
  );
}
