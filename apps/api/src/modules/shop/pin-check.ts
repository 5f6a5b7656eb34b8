import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { counterCheck } from '../../lib/rate-limits';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { findPinMember, recordWrongPin } from './devices.repository';

export const invalidPin = () => new AppError(401, 'INVALID_PIN', SERVER_MESSAGES.INVALID_PIN);
const memberLocked = () => new AppError(403, 'MEMBER_LOCKED', SERVER_MESSAGES.MEMBER_LOCKED);

export type TPinMember = NonNullable<Awaited<ReturnType<typeof findPinMember>>>;

/**
 * A member's PIN, for signing in on a device or approving on the spot (decision record 029). A locked member's
 * PIN is not even checked; a wrong one counts, and the fifth in a row locks the member until a manager or the
 * owner gives a new PIN. A member who is missing, suspended or without a PIN gets the wrong PIN's answer, after
 * the same argon2 work. Answers the member whose PIN it is.
 */
export async function checkMemberPin(
  ctx: Pick<TAppContext, 'db'>,
  shopId: string,
  memberId: string,
  pin: string,
): Promise<TPinMember> {
  const member = await findPinMember(ctx.db, shopId, memberId);
  if (!member?.pinHash || member.status !== 'ACTIVE' || member.isAccountSuspended) {
    await verifyAgainstDummy(pin);
    throw invalidPin();
  }
  if (member.lockedAt) throw memberLocked();
  if (!(await verifyPassword(member.pinHash, pin))) {
    throw (await recordWrongPin(ctx.db, member.id)) ? memberLocked() : invalidPin();
  }
  return member;
}

/** Wrong PINs also count per address, as wrong passwords do (the sign-in's and the approvals' together). */
export const pinFailuresPerIp = (ctx: Pick<TAppContext, 'rateLimits'>, ip: string) =>
  counterCheck(`pin-ip:${ip}`, ctx.rateLimits.loginFailuresPerIp);

/** What `limitFailures` counts as a failed PIN. */
export const isPinFailure = (error: unknown) =>
  error instanceof AppError && (error.code === 'INVALID_PIN' || error.code === 'DEVICE_NOT_ENROLLED');
