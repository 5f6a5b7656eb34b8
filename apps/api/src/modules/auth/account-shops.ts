import { asc, eq, sql } from 'drizzle-orm';
import type { TLoginResponseData } from '@cuadre/shared/auth/schemas';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAccountShop } from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { shopMembers, shops } from '../../db/schema/shops';
import { AppError } from '../../lib/app-error';
import type { TAuthUser } from '../../lib/auth/guards';
import { SHOP_NAME } from '../shop/invitations.repository';
import { findUserById, workingMembershipOf } from './auth.repository';
import { toSessionUser } from './session-user';

/** GET /auth/shops: where the account works — its own shop first, then the others by when it joined. */
export async function getAccountShops(
  ctx: Pick<TAppContext, 'db'>,
  session: Pick<TAuthUser, 'id' | 'shopId'>,
): Promise<TAccountShop[]> {
  return ctx.db
    .select({
      shopId: shopMembers.shopId,
      name: SHOP_NAME,
      role: shopMembers.role,
      isCurrent: sql<boolean>`${shopMembers.shopId} = ${session.shopId}`,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(workingMembershipOf(session.id))
    .orderBy(sql`${shopMembers.shopId} = ${session.id} DESC`, asc(shopMembers.createdAt));
}

/**
 * POST /auth/switch-shop: a login's answer for another shop the account works in — the token names it, and the
 * user carries its country, currency and zone. The session it leaves stays good until it expires.
 */
export async function switchShop(
  ctx: Pick<TAppContext, 'db' | 'tokens'>,
  session: Pick<TAuthUser, 'id'>,
  shopId: string,
): Promise<TLoginResponseData> {
  const user = await findUserById(ctx.db, session.id, shopId);
  if (!user || user.shopId !== shopId) throw new AppError(403, 'NOT_A_MEMBER', SERVER_MESSAGES.NOT_A_MEMBER);
  return {
    token: ctx.tokens.sign({ sub: user.id, role: user.role, shop: user.shopId }),
    user: toSessionUser(user),
  };
}
