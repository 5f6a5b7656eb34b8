import {
  ZClient,
  ZClientCreateRequest,
  ZClientListQuery,
  ZClientListResponse,
  ZClientUpdateRequest,
} from '@cuadre/shared/clients/schemas';
import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { createClient, deleteClient, listClients, updateClient } from './clients.service';

const security = [{ bearer: [] }];
const tags = ['clients'];

export function registerClientsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/clients',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        summary:
          'Clientes del vendedor con hasDebt; búsqueda por nombre, email o teléfono; filtro debtStatus',
        security,
        querystring: ZClientListQuery,
        response: { 200: ZClientListResponse },
      },
    },
    async (request) => listClients(ctx.db, shopOf(request), request.query),
  );

  app.post(
    '/clients',
    {
      preHandler: ctx.guards.allowed('clients.write'),
      schema: {
        tags,
        summary: 'Crear un cliente',
        security,
        body: ZClientCreateRequest,
        response: { 201: dataResponse(ZClient), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createClient(ctx.db, authOf(request), request.body) }),
  );

  app.put(
    '/clients/:id',
    {
      preHandler: ctx.guards.allowed('clients.write'),
      schema: {
        tags,
        summary: 'Editar un cliente',
        security,
        params: ZIdParams,
        body: ZClientUpdateRequest,
        response: { 200: dataResponse(ZClient) },
      },
    },
    async (request) => ({
      data: await updateClient(ctx.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/clients/delete/:id',
    {
      preHandler: ctx.guards.allowed('clients.delete'),
      schema: {
        tags,
        summary: 'Eliminar un cliente (borrado lógico: sus ventas y su cuenta se conservan)',
        security,
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({ data: await deleteClient(ctx.db, shopOf(request), request.params.id) }),
  );
}
