import {
  ZAdminCreateUserRequest,
  ZAdminUser,
  ZAdminUserDetail,
  ZAdminUserListResponse,
  ZAdminUsersQuery,
} from '@cuadre/shared/admin/schemas';
import { dataResponse, ZErrorEnvelope, ZIdParams } from '@cuadre/shared/common/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import {
  approveUser,
  createUserByAdmin,
  getAdminUserDetail,
  listAdminUsers,
  reactivateUser,
  rejectUser,
  suspendUser,
} from './admin-users.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

export function registerAdminUsersRoutes(app: TApp, ctx: TAppContext): void {
  const preHandler = ctx.guards.requireAdmin;

  app.get(
    '/admin/users',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Usuarios, los más nuevos primero; filtro opcional por estado',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUserListResponse },
      },
    },
    async (request) => listAdminUsers(ctx, request.query),
  );

  app.post(
    '/admin/users',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Crear un usuario (USER o ADMIN) ya aprobado y verificado; 409 si el correo existe',
        body: ZAdminCreateUserRequest,
        response: { 201: dataResponse(ZAdminUser), 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createUserByAdmin(ctx, request.body) }),
  );

  app.get(
    '/admin/users/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Un usuario con sus datos de registro y sus cifras',
        params: ZIdParams,
        response: { 200: dataResponse(ZAdminUserDetail) },
      },
    },
    async (request) => ({ data: await getAdminUserDetail(ctx, request.params.id) }),
  );

  app.patch(
    '/admin/users/:id/approve',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Aprobar un usuario PENDIENTE (le envía un correo); 409 si no está pendiente',
        params: ZIdParams,
        response: { 200: dataResponse(ZAdminUser), 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await approveUser(ctx, request.params.id) }),
  );

  app.patch(
    '/admin/users/:id/reject',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Rechazar un usuario PENDIENTE (le envía un correo); 409 si no está pendiente',
        params: ZIdParams,
        response: { 200: dataResponse(ZAdminUser), 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await rejectUser(ctx, request.params.id) }),
  );

  app.patch(
    '/admin/users/:id/suspend',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Suspender una cuenta APROBADA: no puede iniciar sesión y sus tokens dejan de servir al instante; ' +
          '403 para la propia cuenta o un SUPER_ADMIN, 409 si no está aprobada',
        params: ZIdParams,
        response: { 200: dataResponse(ZAdminUser), 403: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await suspendUser(ctx, authOf(request), request.params.id) }),
  );

  app.patch(
    '/admin/users/:id/reactivate',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Reactivar una cuenta suspendida (vuelve a poder iniciar sesión); 409 si no está aprobada',
        params: ZIdParams,
        response: { 200: dataResponse(ZAdminUser), 403: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await reactivateUser(ctx, authOf(request), request.params.id) }),
  );
}
