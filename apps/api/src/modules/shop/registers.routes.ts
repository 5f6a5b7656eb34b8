import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZRegister, ZRegisterCreateRequest } from '@cuadre/shared/team/schemas';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { shopOf } from '../../lib/auth/guards';
import { addRegister, getRegisters } from './registers';

const tags = ['shop'];
const security = [{ bearer: [] }];

/**
 * The shop's registers (decision record 029): whoever works the till sees them (to pick the caja a till opens
 * at); the owner adds them.
 */
export function registerRegistersRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/shop/registers',
    {
      preHandler: ctx.guards.allowed('till.operate'),
      schema: {
        tags,
        security,
        summary: 'Las cajas del negocio, la principal primero, con su caja abierta si la hay',
        response: { 200: dataResponse(z.array(ZRegister)) },
      },
    },
    async (request) => ({ data: await getRegisters(ctx, shopOf(request)) }),
  );

  app.post(
    '/shop/registers',
    {
      preHandler: ctx.guards.allowed('shop.edit'),
      schema: {
        tags,
        security,
        summary: 'Agregar una caja al negocio (otro mostrador, otro turno); el nombre no se repite',
        body: ZRegisterCreateRequest,
        response: { 201: dataResponse(ZRegister), 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await addRegister(ctx, shopOf(request), request.body) };
    },
  );
}
