import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type {
  TDeviceEnrolment,
  TDeviceEnrolRequest,
  TDeviceMember,
  TPinLoginRequest,
  TPinLoginResponseData,
  TShopDevice,
} from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';
import { recordAudit } from '../../lib/shop-audit';
import { tokenHash } from '../../lib/token-hash';
import {
  deleteDevice,
  findDeviceByToken,
  insertDevice,
  listDevices,
  listPinMembers,
  recordRightPin,
} from './devices.repository';
import { checkMemberPin } from './pin-check';
import { tillRegisterOf } from './registers';

const deviceNotEnrolled = () => new AppError(401, 'DEVICE_NOT_ENROLLED', SERVER_MESSAGES.DEVICE_NOT_ENROLLED);

/** POST /shop/devices: 256 random bits the device keeps; answered this once. */
export async function enrolDevice(
  ctx: Pick<TAppContext, 'db'>,
  session: TActor,
  request: TDeviceEnrolRequest,
): Promise<TDeviceEnrolment> {
  // The register named must be the shop's (404 otherwise); none is the main one.
  const registerId = request.registerId
    ? await tillRegisterOf(ctx, { shopId: session.shopId }, request.registerId)
    : null;
  const deviceToken = randomBytes(32).toString('base64url');
  const device = await insertDevice(ctx.db, session.shopId, {
    name: request.name,
    tokenHash: tokenHash(deviceToken),
    enrolledBy: session.memberId,
    registerId,
  });
  await recordAudit(ctx.db, session, 'DEVICE_ENROLLED', { deviceId: device.id, name: device.name });
  return { deviceId: device.id, deviceToken, name: device.name };
}

export async function getDevices(ctx: Pick<TAppContext, 'db'>, shopId: TShopId): Promise<TShopDevice[]> {
  return (await listDevices(ctx.db, shopId)).map((device) => ({
    ...device,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    createdAt: device.createdAt.toISOString(),
  }));
}

/**
 * DELETE /shop/devices/{id}: the PIN sessions made on it end on every process (the table announces the removal);
 * this one forgets the shop's sessions at once.
 */
export async function removeDevice(
  ctx: Pick<TAppContext, 'db' | 'accounts'>,
  actor: TActor,
  id: string,
): Promise<{ message: string }> {
  const removed = await deleteDevice(ctx.db, actor.shopId, id);
  if (!removed) throw notFound(SERVER_MESSAGES.DEVICE_NOT_FOUND);
  ctx.accounts.forget(actor.shopId);
  await recordAudit(ctx.db, actor, 'DEVICE_REMOVED', { deviceId: id, name: removed.name });
  return { message: SERVER_MESSAGES.DEVICE_REMOVED };
}

async function workingDevice(ctx: Pick<TAppContext, 'db'>, deviceToken: string) {
  const device = await findDeviceByToken(ctx.db, tokenHash(deviceToken));
  if (!device || !device.isShopWorking) throw deviceNotEnrolled();
  return device;
}

/** GET /auth/device-members: the PIN screen's list, for an enrolled device only. */
export async function getDeviceMembers(
  ctx: Pick<TAppContext, 'db'>,
  deviceToken: string,
): Promise<TDeviceMember[]> {
  const device = await workingDevice(ctx, deviceToken);
  return listPinMembers(ctx.db, device.shopId);
}

/** POST /auth/pin (decision record 029): a member signs in on an enrolled device, with their PIN. */
export async function signInWithPin(
  ctx: Pick<TAppContext, 'db' | 'tokens'>,
  request: TPinLoginRequest,
): Promise<TPinLoginResponseData> {
  const device = await workingDevice(ctx, request.deviceToken);
  const member = await checkMemberPin(ctx, device.shopId, request.memberId, request.pin);
  await recordRightPin(ctx.db, member.id, device.id);
  return {
    token: ctx.tokens.sign({ sub: member.id, role: 'USER', shop: device.shopId, device: device.id }),
    user: {
      id: member.accountId ?? member.id,
      email: member.email ?? '',
      name: member.name,
      lastname: null,
      country: member.country,
      currency: member.currency,
      currencySymbol: member.currencySymbol,
      role: 'USER',
      timeZone: member.timeZone,
    },
    member: { id: member.id, name: member.name, role: member.role },
  };
}
