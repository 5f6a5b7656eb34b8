import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import {
  ZDeviceEnrolment,
  ZDeviceEnrolRequest,
  ZDeviceMember,
  ZDeviceToken,
  ZPinLoginRequest,
  ZPinLoginResponseData,
  ZShopDevice,
} from '@cuadre/shared/team/schemas';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { limitFailures } from '../../lib/rate-limits';
import { isPinFailure, pinFailuresPerIp } from './pin-check';
import { enrolDevice, getDeviceMembers, getDevices, removeDevice, signInWithPin } from './devices';

const security = [{ bearer: [] }];

/**
 * The shop's devices (decision record 029): the owner or a manager enrols a phone, which keeps a device token;
 * on it, members sign in with a PIN.
 */
export function registerDevicesRoutes(app: TApp, ctx: TAppContext): void {
  const manage = ctx.guards.allowed('devices.manage');

  app.get(
    '/shop/devices',
    {
      preHandler: manage,
      schema: {
        tags: ['shop'],
        security,
        summary: 'Los equipos del negocio donde se entra con PIN',
        response: { 200: dataResponse(z.array(ZShopDevice)) },
      },
    },
    async (request) => ({ data: await getDevices(ctx, shopOf(request)) }),
  );

  app.post(
    '/shop/devices',
    {
      preHandler: manage,
      schema: {
        tags: ['shop'],
        security,
        summary: 'Registrar este equipo como del negocio: la clave del equipo se muestra solo esta vez',
        body: ZDeviceEnrolRequest,
        response: { 201: dataResponse(ZDeviceEnrolment), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await enrolDevice(ctx, authOf(request), request.body) };
    },
  );

  app.delete(
    '/shop/devices/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['shop'],
        security,
        summary: 'Quitar un equipo del negocio: las sesiones con PIN hechas en él terminan al instante',
        params: ZIdParams,
        response: { 200: ZMessageResponse, 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await removeDevice(ctx, authOf(request), request.params.id) }),
  );

  app.get(
    '/auth/device-members',
    {
      schema: {
        tags: ['auth'],
        summary: 'Quién puede entrar con PIN en este equipo del negocio (cabecera X-Device-Token)',
        headers: z.object({ 'x-device-token': ZDeviceToken }),
        response: { 200: dataResponse(z.array(ZDeviceMember)), 401: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await getDeviceMembers(ctx, request.headers['x-device-token']) }),
  );

  // Wrong PINs count per address as wrong passwords do, beside the lock each member gets after five in a row.
  app.post(
    '/auth/pin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Entrar con PIN en un equipo del negocio: 401 PIN incorrecto; 403 bloqueado tras 5 intentos',
        body: ZPinLoginRequest,
        response: {
          200: dataResponse(ZPinLoginResponseData),
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const checks = [pinFailuresPerIp(ctx, request.ip)];
      const data = await limitFailures(ctx.counters, reply, checks, { isFailure: isPinFailure }, () =>
        signInWithPin(ctx, request.body),
      );
      return { data };
    },
  );
}
