import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponseData,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponseData,
  ZRegisterRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from '@cuadre/shared/auth/schemas';
import { dataResponse, ZErrorEnvelope, ZMessageResponse } from '@cuadre/shared/common/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../lib/auth/guards';
import {
  limitFailures,
  loginFailuresPerAccount,
  loginFailuresPerIp,
  passwordChangeFailures,
  routeRateLimit,
} from '../../lib/rate-limits';
import { sendAccountLockedMail } from './account-lock';
import { changePassword } from './change-password';
import { createDetachedTasks } from './detached-tasks';
import { resendVerification, verifyEmail } from './email-verification';
import { login } from './login';
import { forgotPassword, resetPassword } from './password-reset';
import { register } from './register';

const errors = { 400: ZErrorEnvelope, 429: ZErrorEnvelope };

export function registerAuthRoutes(app: TApp, ctx: TAppContext): void {
  const detached = createDetachedTasks(app.log);
  app.addHook('onClose', () => detached.settle());

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Iniciar sesión: 401 credenciales inválidas; 403 correo sin verificar, pendiente o rechazada',
        body: ZLoginRequest,
        response: {
          200: dataResponse(ZLoginResponseData),
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const limits = ctx.rateLimits;
      const checks = [loginFailuresPerIp(limits, request.ip), loginFailuresPerAccount(limits, email)];
      const data = await limitFailures(
        ctx.counters,
        reply,
        checks,
        {
          isFailure: (error) => error instanceof AppError && error.code === 'INVALID_CREDENTIALS',
          onFailure: ([, accountFailures]) => {
            if (accountFailures === limits.loginFailuresPerAccount.max) {
              detached.run('account-locked', () => sendAccountLockedMail(ctx, email));
            }
          },
        },
        () => login(ctx, request.body),
      );
      return { data };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit: routeRateLimit(ctx.rateLimits.register) },
      schema: {
        tags: ['auth'],
        summary:
          'Registro: cuenta PENDIENTE sin verificar y correo de verificación (misma respuesta si existe)',
        body: ZRegisterRequest,
        response: { 201: ZMessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await register(ctx, detached, request.body);
      return reply.status(201).send({ data: { message: SERVER_MESSAGES.REGISTERED } });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verificar el correo con el token del enlace (un solo uso, 24 h)',
        body: ZVerifyEmailRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { data: { message: SERVER_MESSAGES.EMAIL_VERIFIED } };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { rateLimit: routeRateLimit(ctx.rateLimits.resendVerification) },
      schema: {
        tags: ['auth'],
        summary: 'Reenviar el enlace de verificación (misma respuesta exista o no el correo)',
        body: ZResendVerificationRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      detached.run('resend-verification', () => resendVerification(ctx, email));
      return { data: { message: SERVER_MESSAGES.VERIFICATION_RESENT } };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: routeRateLimit(ctx.rateLimits.forgotPassword) },
      schema: {
        tags: ['auth'],
        summary: 'Enviar un enlace para restablecer la contraseña (misma respuesta exista o no el correo)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      detached.run('forgot-password', () => forgotPassword(ctx, email));
      return { data: { message: SERVER_MESSAGES.FORGOT_PASSWORD_SENT } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Restablecer la contraseña con el token del enlace (un solo uso, 1 h)',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { data: { message: SERVER_MESSAGES.PASSWORD_RESET } };
    },
  );

  app.post(
    '/auth/change-password',
    {
      preHandler: ctx.guards.requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'Cambiar la contraseña: devuelve un token nuevo; los anteriores dejan de valer',
        security: [{ bearer: [] }],
        body: ZChangePasswordRequest,
        response: { 200: dataResponse(ZChangePasswordResponseData), 401: ZErrorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { token } = await limitFailures(
        ctx.counters,
        reply,
        [passwordChangeFailures(ctx.rateLimits, auth.id)],
        { isFailure: (error) => error instanceof AppError && error.code === 'WRONG_PASSWORD' },
        () => changePassword(ctx, auth, request.body),
      );
      return { data: { message: SERVER_MESSAGES.PASSWORD_CHANGED, token } };
    },
  );
}
