import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole, type TUserRole, type TUserStatus } from '@cuadre/shared/users/constants';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TDb } from '../../db/client';
import { shopDevices, shopMembers, shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import {
  APPROVAL_ACTION_HEADER,
  APPROVAL_HEADER,
  type TMemberStatus,
  type TShopRole,
} from '@cuadre/shared/team/constants';
import { permissionOf, type TShopAction } from '@cuadre/shared/team/permissions';
import { AppError, forbidden, unauthorized } from '../app-error';
import type { TAccessClaims, TAccessTokens } from './access-token';
import type { TAccountCache } from './account-cache';
import { shopOfMember, type TShopId } from './shop-scope';
import { approvalOf, approvalSpender } from './spend-approval';
import { discountLimitOf } from '@cuadre/shared/prices/discounts';
import type { TDiscountLimits } from '@cuadre/shared/prices/schemas';
import type { TTaxSettings } from '@cuadre/shared/tax/constants';

export interface TAuthUser {
  /** The account; in a PIN session of a member without one, the member. */
  id: string;
  /** The shop the account acts for: every query of the shop's data is scoped by it (shop-scope.ts). */
  shopId: TShopId;
  /** The account's membership of that shop, and its role there. */
  memberId: string;
  /** The member's name as the shop knows it: their own for a PIN-only member, their account's otherwise. */
  memberName: string;
  shopRole: TShopRole;
  /** Set for a PIN session on a shop device: the member signed in there, who may have no account of their own. */
  deviceId: string | null;
  /** The register the session sells at: the shop device's, else the shop's main one (whose id is the shop's). */
  registerId: string;
  /** The member who approved this request on the spot, when its action needed it (decision record 029). */
  approvedBy: string | null;
  role: TUserRole;
  name: string;
  timeZone: string;
  /** The seller's currency code from the country: 'VES' is a Venezuelan seller (isVenezuela). */
  currency: string | null;
  /** The seller's IGTF percentage when charged (design §10), else null. */
  igtfRate: number | null;
  /** The member's maximum discount in percent (decision record 031); null: none, as for the owner. */
  discountLimit: number | null;
  /** How the shop charges IVA (decision record 032). */
  taxSettings: TTaxSettings;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthUser | null;
  }
}

type TPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface TGuards {
  /** Any signed-in, approved account. */
  requireUser: TPreHandler;
  /**
   * A session of an account, signed in with its e-mail: a PIN session on a shop device may hold a member without
   * an account, and changes no account's data (403 PIN_SESSION).
   */
  requireAccount: TPreHandler;
  /** A seller (role USER): admins have no shop, so seller routes answer them 403. */
  requireSeller: TPreHandler;
  /** ADMIN or SUPER_ADMIN. */
  requireAdmin: TPreHandler;
  /**
   * A seller whose role in the shop allows the action (packages/shared/src/team/permissions.ts): 403
   * APPROVAL_REQUIRED where the role needs a manager's approval, 403 FORBIDDEN where it may not.
   */
  allowed: (action: TShopAction) => TPreHandler;
}

/**
 * What the guards read on every signed-in request: the account, its membership of the shop the token names, and
 * that shop's settings. No membership (a member removed since the token was signed) leaves the member's and
 * the shop's fields null.
 */
export interface TGuardAccount {
  id: string;
  role: TUserRole;
  name: string;
  status: TUserStatus;
  passwordChangedAt: Date;
  suspendedAt: Date | null;
  memberId: string | null;
  memberName: string | null;
  shopRole: TShopRole | null;
  memberStatus: TMemberStatus | null;
  shopId: string | null;
  /** A PIN session's device register; null for a session of an account (the main register). */
  registerId: string | null;
  /** False when the shop's owner is suspended or not approved: the shop's members stop with it. */
  shopWorking: boolean | null;
  timeZone: string | null;
  currency: string | null;
  igtfEnabled: boolean | null;
  igtfRate: number | null;
  discountLimits: TDiscountLimits | null;
  chargesIva: boolean | null;
  pricesIncludeIva: boolean | null;
}

/** A member's name: their own for a PIN-only member, their account's (name and last name) otherwise. */
const MEMBER_NAME = sql<string>`coalesce(${shopMembers.name}, trim(${users.name} || ' ' || coalesce(${users.lastname}, '')))`;

/** A PIN session is not ended by a password change: the member signs in with a PIN, not the password. */
const NO_PASSWORD_CHANGE = new Date(0);

export function createGuards(
  db: TDb,
  tokens: TAccessTokens,
  accounts: TAccountCache<TGuardAccount>,
): TGuards {
  // The account of a shop's owner, whose suspension or deletion stops the whole shop.
  const shopOwners = alias(users, 'shop_owner');
  // Run when an account is not in the cache: built once, and a named statement that each pooled connection
  // parses and plans once (docs/performance.md).
  const findAccount = db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      status: users.status,
      passwordChangedAt: users.passwordChangedAt,
      suspendedAt: users.suspendedAt,
      memberId: shopMembers.id,
      memberName: MEMBER_NAME,
      shopRole: shopMembers.role,
      memberStatus: shopMembers.status,
      shopId: shops.id,
      registerId: sql<string | null>`null::uuid`,
      shopWorking: sql<
        boolean | null
      >`${shopOwners.status} = 'APPROVED' AND ${shopOwners.suspendedAt} IS NULL`,
      timeZone: shops.timeZone,
      currency: shops.currency,
      igtfEnabled: shops.igtfEnabled,
      igtfRate: shops.igtfRate,
      discountLimits: shops.discountLimits,
      chargesIva: shops.chargesIva,
      pricesIncludeIva: shops.pricesIncludeIva,
    })
    .from(users)
    .leftJoin(
      shopMembers,
      and(eq(shopMembers.shopId, sql.placeholder('shop')), eq(shopMembers.userId, users.id)),
    )
    .leftJoin(shops, eq(shops.id, shopMembers.shopId))
    .leftJoin(shopOwners, eq(shopOwners.id, shops.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('guards_find_account');

  // A PIN session: the member on the device the token names, both of the token's shop, and the shop's owner
  // account, whose suspension or deletion stops the whole shop. The member's own account, when they have one,
  // stops them when it is suspended.
  const findDeviceMember = db
    .select({
      id: sql<string>`coalesce(${users.id}, ${shopMembers.id})`,
      role: sql<TUserRole>`'USER'`,
      name: MEMBER_NAME,
      status: shopOwners.status,
      suspendedAt: sql<Date | null>`coalesce(${shopOwners.suspendedAt}, ${users.suspendedAt})`.mapWith(
        shopOwners.suspendedAt,
      ),
      memberId: shopMembers.id,
      memberName: MEMBER_NAME,
      shopRole: shopMembers.role,
      memberStatus: shopMembers.status,
      shopId: shops.id,
      registerId: shopDevices.registerId,
      // The owner's status is this session's own (status, above).
      shopWorking: sql<boolean>`true`,
      timeZone: shops.timeZone,
      currency: shops.currency,
      igtfEnabled: shops.igtfEnabled,
      igtfRate: shops.igtfRate,
      discountLimits: shops.discountLimits,
      chargesIva: shops.chargesIva,
      pricesIncludeIva: shops.pricesIncludeIva,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .innerJoin(shopOwners, eq(shopOwners.id, shops.id))
    .innerJoin(
      shopDevices,
      and(eq(shopDevices.shopId, shopMembers.shopId), eq(shopDevices.id, sql.placeholder('device'))),
    )
    .leftJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(eq(shopMembers.id, sql.placeholder('member')), eq(shopMembers.shopId, sql.placeholder('shop'))),
    )
    .limit(1)
    .prepare('guards_find_device_member');

  const spend = approvalSpender(db);

  async function approvedBy(request: FastifyRequest, auth: TAuthUser, action: TShopAction) {
    const id = approvalOf(request);
    return id ? spend({ id, shop: auth.shopId, action, member: auth.memberId }) : null;
  }

  function readSession(claims: TAccessClaims): Promise<TGuardAccount | undefined> {
    const shop = claims.shop ?? claims.sub;
    const device = claims.device;
    if (device === undefined) {
      return accounts.read(
        [claims.sub, shop],
        async () => (await findAccount.execute({ id: claims.sub, shop }))[0],
      );
    }
    return accounts.read([claims.sub, shop, device], async () => {
      const [member] = await findDeviceMember.execute({ member: claims.sub, shop, device });
      return member && { ...member, passwordChangedAt: NO_PASSWORD_CHANGE };
    });
  }

  const BEARER = /^bearer +(\S+) *$/i;

  async function authenticate(request: FastifyRequest): Promise<TAuthUser> {
    const header = request.headers.authorization;
    // RFC 9110: the scheme is case-insensitive ("bearer" and "BEARER" are "Bearer").
    const token = header ? (BEARER.exec(header)?.[1] ?? null) : null;
    const claims = token ? tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    const user = await readSession(claims);
    if (!user) throw unauthorized();
    // A suspension ends every session at once (migration 0015 announces it to every process): a 401, so the
    // web app signs out as for an expired session; the login then tells why. Checked before the instant below,
    // which the suspension also moved, so that its tokens say why they stopped.
    if (user.suspendedAt) throw new AppError(401, 'ACCOUNT_SUSPENDED', SERVER_MESSAGES.ACCOUNT_SUSPENDED);
    // A token older than the last password change, suspension or reactivation belongs to a session that was
    // meant to end.
    if (claims.iat < Math.floor(user.passwordChangedAt.getTime() / 1000)) throw unauthorized();
    if (user.status !== 'APPROVED') throw forbidden();
    // A member removed or suspended since the token was signed: the session ends as an expired one does.
    // A member of a shop whose owner was suspended: the shop stops with its owner.
    if (
      !user.memberId ||
      !user.shopId ||
      !user.shopRole ||
      user.memberStatus !== 'ACTIVE' ||
      user.shopWorking === false
    )
      throw unauthorized();
    const auth: TAuthUser = {
      id: user.id,
      shopId: shopOfMember({ shopId: user.shopId }),
      memberId: user.memberId,
      memberName: user.memberName ?? user.name,
      shopRole: user.shopRole,
      deviceId: claims.device ?? null,
      registerId: user.registerId ?? user.shopId,
      approvedBy: null,
      role: user.role,
      name: user.name,
      timeZone: user.timeZone ?? 'UTC',
      currency: user.currency,
      igtfRate: user.igtfEnabled ? user.igtfRate : null,
      discountLimit: discountLimitOf(user.shopRole, user.discountLimits),
      taxSettings: { chargesIva: user.chargesIva ?? false, pricesIncludeIva: user.pricesIncludeIva ?? true },
    };
    request.auth = auth;
    return auth;
  }

  return {
    requireUser: async (request) => {
      await authenticate(request);
    },
    requireAccount: async (request) => {
      const auth = await authenticate(request);
      if (auth.deviceId) throw new AppError(403, 'PIN_SESSION', SERVER_MESSAGES.PIN_SESSION);
    },
    requireSeller: async (request) => {
      const auth = await authenticate(request);
      if (auth.role !== 'USER') throw forbidden();
    },
    requireAdmin: async (request) => {
      const auth = await authenticate(request);
      if (!isAdminRole(auth.role)) throw forbidden();
    },
    allowed: (action) => async (request, reply) => {
      const auth = await authenticate(request);
      if (auth.role !== 'USER') throw forbidden();
      const permission = permissionOf(auth.shopRole, action);
      if (permission === 'approve') {
        const approver = await approvedBy(request, auth, action);
        if (!approver) {
          // Which action to ask approval for: the screen's dialog sends it to POST /approvals.
          reply.header(APPROVAL_ACTION_HEADER, action);
          const message = request.headers[APPROVAL_HEADER]
            ? SERVER_MESSAGES.APPROVAL_INVALID
            : SERVER_MESSAGES.APPROVAL_REQUIRED;
          throw new AppError(403, 'APPROVAL_REQUIRED', message);
        }
        auth.approvedBy = approver;
      }
      if (permission === 'deny') throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.ROLE_FORBIDDEN);
    },
  };
}

/** For handlers behind a guard: the guard has already set request.auth. */
export function authOf(request: FastifyRequest): TAuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The shop a signed-in request acts for (shop-scope.ts): what every query of the shop's data is scoped by. */
export function shopOf(request: FastifyRequest): TShopId {
  return authOf(request).shopId;
}
