import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TShopRole } from '@cuadre/shared/team/constants';
import type { TMemberCreateRequest, TMemberUpdateRequest, TShopMember } from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';
import { recordAudit } from '../../lib/shop-audit';
import { inviteMember } from './invitations';
import { hashPassword } from '../../lib/password';
import {
  deleteMember,
  findMember,
  insertPinMember,
  listMembers,
  updateMember,
  type TMemberRow,
} from './members.repository';

type TMembersContext = Pick<TAppContext, 'db' | 'accounts'>;
type TAddContext = TMembersContext &
  Pick<TAppContext, 'env' | 'mailer' | 'now' | 'counters' | 'rateLimits' | 'tokens'>;

const toMemberView = (row: TMemberRow): TShopMember => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function getMembers(ctx: Pick<TAppContext, 'db'>, shopId: TShopId): Promise<TShopMember[]> {
  return (await listMembers(ctx.db, shopId)).map(toMemberView);
}

/**
 * POST /shop/members: with an e-mail, an invitation (invitations.ts); without, a member with no account, who
 * signs in on the shop's devices with their PIN.
 */
export async function addMember(
  ctx: TAddContext,
  actor: TActor,
  request: TMemberCreateRequest,
): Promise<TShopMember> {
  const { email, pin } = request;
  const id = email
    ? await inviteMember(ctx, actor, { ...request, email })
    : await addPinMember(ctx, actor, { name: request.name, role: request.role, pin: pin ?? '' });
  return memberOrNotFound(ctx, actor.shopId, id);
}

async function addPinMember(
  ctx: TMembersContext,
  actor: TActor,
  request: { name: string; role: TMemberCreateRequest['role']; pin: string },
): Promise<string> {
  const pinHash = await hashPassword(request.pin);
  const id = await insertPinMember(ctx.db, actor.shopId, { name: request.name, role: request.role, pinHash });
  await recordAudit(ctx.db, actor, 'MEMBER_ADDED', { memberId: id, name: request.name, role: request.role });
  return id;
}

/**
 * PATCH, DELETE and PUT …/pin of a member: never the owner (409), never another shop's member (404, as a missing
 * id). The shop_members table announces the change, so a suspended or removed member's session ends on every
 * process; this one forgets the shop's sessions at once.
 */
export async function changeMember(
  ctx: TMembersContext,
  actor: TActor,
  id: string,
  request: TMemberUpdateRequest,
): Promise<TShopMember> {
  // An invitation becomes a membership only by being accepted: it can be renewed, re-roled or withdrawn.
  if (request.status && (await findMember(ctx.db, actor.shopId, id))?.status === 'INVITED') {
    throw new AppError(409, 'MEMBER_EXISTS', SERVER_MESSAGES.MEMBER_INVITED);
  }
  await ownerIsNotTouched(ctx, actor.shopId, id, () => updateMember(ctx.db, actor.shopId, id, request));
  const member = await memberOrNotFound(ctx, actor.shopId, id);
  await recordAudit(ctx.db, actor, 'MEMBER_CHANGED', { memberId: id, name: member.name, ...request });
  return member;
}

export async function removeMember(
  ctx: TMembersContext,
  actor: TActor,
  id: string,
): Promise<{ message: string }> {
  const member = await findMember(ctx.db, actor.shopId, id);
  await ownerIsNotTouched(ctx, actor.shopId, id, () => deleteMember(ctx.db, actor.shopId, id));
  await recordAudit(ctx.db, actor, 'MEMBER_REMOVED', { memberId: id, name: member?.name ?? '' });
  return { message: SERVER_MESSAGES.MEMBER_REMOVED };
}

/**
 * A new PIN also lifts the lock that wrong PINs put on the member. The owner gives their own PIN (to sign in on
 * the shop's devices and to approve); nobody else changes it.
 */
export async function setMemberPin(
  ctx: TMembersContext,
  session: TActor & { shopRole: TShopRole },
  id: string,
  pin: string,
): Promise<TShopMember> {
  const pinHash = await hashPassword(pin);
  const isOwnerAsking = session.shopRole === 'OWNER';
  await ownerIsNotTouched(ctx, session.shopId, id, () =>
    updateMember(ctx.db, session.shopId, id, { pinHash, failedPins: 0, lockedAt: null }, isOwnerAsking),
  );
  const member = await memberOrNotFound(ctx, session.shopId, id);
  await recordAudit(ctx.db, session, 'MEMBER_PIN', { memberId: id, name: member.name });
  return member;
}

async function ownerIsNotTouched(
  ctx: TMembersContext,
  shopId: TShopId,
  id: string,
  change: () => Promise<boolean>,
): Promise<void> {
  if (await change()) {
    ctx.accounts.forget(shopId);
    return;
  }
  const member = await findMember(ctx.db, shopId, id);
  if (!member) throw notFound(SERVER_MESSAGES.MEMBER_NOT_FOUND);
  throw new AppError(409, 'OWNER_UNCHANGEABLE', SERVER_MESSAGES.OWNER_UNCHANGEABLE);
}

async function memberOrNotFound(
  ctx: Pick<TAppContext, 'db'>,
  shopId: TShopId,
  id: string,
): Promise<TShopMember> {
  const member = await findMember(ctx.db, shopId, id);
  if (!member) throw notFound(SERVER_MESSAGES.MEMBER_NOT_FOUND);
  return toMemberView(member);
}
