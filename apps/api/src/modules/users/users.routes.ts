import { ZOwnUser } from '@cuadre/shared/auth/schemas';
import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import {
  ZConfirmEmailChangeRequest,
  ZConfirmEmailChangeResponseData,
  ZUpdateUserRequest,
  ZUpdateUserResponseData,
  ZUserSettings,
  ZUserSettingsRequest,
} from '@cuadre/shared/users/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { confirmEmailChange } from './email-change';
import { getOwnUser, updateOwnUser } from './update-user';
import { updateUserSettings } from './user-settings';

export function registerUsersRoutes(app: TApp, ctx: TAppContext): void {
  app.put(
    '/users',
    {
      preHandler: ctx.guards.requireAccount,
      schema: {
        tags: ['users'],
        summary:
          'Actualizar el país (y la moneda y zona horaria) o el perfil de la cuenta propia; un correo nuevo ' +
          'solo se aplica al abrir el enlace que se le envía (pendingEmail)',
        security: [{ bearer: [] }],
        body: ZUpdateUserRequest,
        response: { 200: dataResponse(ZUpdateUserResponseData), 409: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await updateOwnUser(ctx, authOf(request), request.body) }),
  );

  app.put(
    '/users/settings',
    {
      preHandler: ctx.guards.allowed('shop.edit'),
      schema: {
        tags: ['users'],
        summary: 'Ajustes del vendedor: IGTF (activado y porcentaje); solo cambia lo enviado',
        security: [{ bearer: [] }],
        body: ZUserSettingsRequest,
        response: { 200: dataResponse(ZUserSettings) },
      },
    },
    async (request) => ({ data: await updateUserSettings(ctx, authOf(request), request.body) }),
  );

  app.get(
    '/users/me',
    {
      preHandler: ctx.guards.requireAccount,
      schema: {
        tags: ['users'],
        summary: 'La cuenta propia (datos del perfil)',
        security: [{ bearer: [] }],
        response: { 200: dataResponse(ZOwnUser) },
      },
    },
    async (request) => ({ data: await getOwnUser(ctx, authOf(request)) }),
  );

  // Public: the link may be opened on any device, signed in or not; the 256-bit single-use token is the proof.
  app.post(
    '/users/confirm-email-change',
    {
      schema: {
        tags: ['users'],
        summary:
          'Confirmar el cambio de correo con el enlace enviado a la nueva dirección (24 h, un solo uso)',
        body: ZConfirmEmailChangeRequest,
        response: {
          200: dataResponse(ZConfirmEmailChangeResponseData),
          400: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({ data: await confirmEmailChange(ctx, request.body.token) }),
  );
}
