import { ZUser } from '@cuadre/shared/schemas/auth';
import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/schemas/common';
import { ZUpdateUserRequest, ZUpdateUserResponseData } from '@cuadre/shared/schemas/users';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { getOwnUser, updateOwnUser } from './update-user';
import { toUserView } from './user-view';

export function registerUsersRoutes(app: TApp, ctx: TAppContext): void {
  app.put(
    '/users',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Actualizar el país (y la moneda y zona horaria) o el perfil de la cuenta propia',
        security: [{ bearer: [] }],
        body: ZUpdateUserRequest,
        response: { 200: dataResponse(ZUpdateUserResponseData), 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await updateOwnUser(ctx, authOf(request).id, request.body) }),
  );

  app.get(
    '/users/me',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['users'],
        summary: 'La cuenta propia (datos del perfil)',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZUser) },
      },
    },
    async (request) => ({ data: toUserView(await getOwnUser(ctx, authOf(request).id)) }),
  );
}
