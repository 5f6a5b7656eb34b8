import { ZLoginResponseData } from '@cuadre/shared/auth/schemas';
import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZAcceptInvitationRequest } from '@cuadre/shared/team/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { limitFailures, loginFailuresPerIp } from '../../lib/rate-limits';
import { acceptInvitation } from './accept-invitation';

/**
 * The invitation's link (decision record 029). A wrong password for an account that already had one counts as a
 * failed sign-in from that address.
 */
export function registerInvitationsRoutes(app: TApp, ctx: TAppContext): void {
  app.post(
    '/auth/accept-invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Aceptar la invitación a un negocio: elige la contraseña (o escribe la tuya) y entra',
        body: ZAcceptInvitationRequest,
        response: {
          200: dataResponse(ZLoginResponseData),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const checks = [loginFailuresPerIp(ctx.rateLimits, request.ip)];
      const isFailure = (error: unknown) =>
        error instanceof AppError && ['INVALID_CREDENTIALS', 'INVITATION_INVALID'].includes(error.code);
      const data = await limitFailures(ctx.counters, reply, checks, { isFailure }, () =>
        acceptInvitation(ctx, request.body),
      );
      return { data };
    },
  );
}
