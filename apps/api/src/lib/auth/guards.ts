import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole, type TUserRole, type TUserStatus } from '@cuadre/shared/users/constants';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TDb } from '../../db/client';
import { shopMembers, shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import type { TMemberStatus, TShopRole } from '@cuadre/shared/team/constants';
import { permissionOf, type TShopAction } from '@cuadre/shared/team/permissions';
import { AppError, forbidden, unauthorized } from '../app-error';
import type { TAccessTokens } from './access-token';
import type { TAccountCache } from './account-cache';
import { shopOfMember, type TShopId } from './shop-scope';

export interface TAuthUser {
  id: string;
  /** The shop the account acts for: every query of the shop's data is scoped by it (shop-scope.ts). */
  shopId: TShopId;
  /** The account's membership of that shop, and its role there. */
  memberId: string;
  shopRole: TShopRole;
  role: TUserRole;
  name: string;
  timeZone: string;
  /** The seller's currency code from the country: 'VES' is a Venezuelan seller (isVenezuela). */
  currency: string | null;
  /** The seller's IGTF percentage when charged (design §10), else null. */
  igtfRate: number | null;
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
  shopRole: TShopRole | null;
  memberStatus: TMemberStatus | null;
  shopId: string | null;
  timeZone: string | null;
  currency: string | null;
  igtfEnabled: boolean | null;
  igtfRate: number | null;
}

export function createGuards(
  db: TDb,
  tokens: TAccessTokens,
  accounts: TAccountCache<TGuardAccount>,
): TGuards {
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
      shopRole: shopMembers.role,
      memberStatus: shopMembers.status,
      shopId: shops.id,
      timeZone: shops.timeZone,
      currency: shops.currency,
      igtfEnabled: shops.igtfEnabled,
      igtfRate: shops.igtfRate,
    })
    .from(users)
    .leftJoin(
      shopMembers,
      and(eq(shopMembers.shopId, sql.placeholder('shop')), eq(shopMembers.userId, users.id)),
    )
    .leftJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('guards_find_account');

  const BEARER = /^bearer +(\S+) *$/i;

  async function authenticate(request: FastifyRequest): Promise<TAuthUser> {
    const header = request.headers.authorization;
    // RFC 9110: the scheme is case-insensitive ("bearer" and "BEARER" are "Bearer").
    const token = header ? (BEARER.exec(header)?.[1] ?? null) : null;
    const claims = token ? tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    const shop = claims.shop ?? claims.sub;
    const user = await accounts.read(
      [claims.sub, shop],
      async () => (await findAccount.execute({ id: claims.sub, shop }))[0],
    );
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
    if (!user.memberId || !user.shopId || !user.shopRole || user.memberStatus !== 'ACTIVE')
      throw unauthorized();
    const auth: TAuthUser = {
      id: user.id,
      shopId: shopOfMember({ shopId: user.shopId }),
      memberId: user.memberId,
      shopRole: user.shopRole,
      role: user.role,
      name: user.name,
      timeZone: user.timeZone ?? 'UTC',
      currency: user.currency,
      igtfRate: user.igtfEnabled ? user.igtfRate : null,
    };
    request.auth = auth;
    return auth;
  }

  return {
    requireUser: async (request) => {
      await authenticate(request);
    },
    requireSeller: async (request) => {
      const auth = await authenticate(request);
      if (auth.role !== 'USER') throw forbidden();
    },
    requireAdmin: async (request) => {
      const auth = await authenticate(request);
      if (!isAdminRole(auth.role)) throw forbidden();
    },
    allowed: (action) => async (request) => {
      const auth = await authenticate(request);
      if (auth.role !== 'USER') throw forbidden();
      const permission = permissionOf(auth.shopRole, action);
      if (permission === 'approve') {
        throw new AppError(403, 'APPROVAL_REQUIRED', SERVER_MESSAGES.APPROVAL_REQUIRED);
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
