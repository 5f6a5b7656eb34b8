import { and, eq, gt, sql } from 'drizzle-orm';
import type { TShopRole } from '@cuadre/shared/team/constants';
import type { TDbOrTx } from '../../db/client';
import { shopMembers, shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * What a shop is called where a person picks it or is invited to it: the business's name, or its owner's while
 * the shop has not set one. Correlated on `shops`.
 */
// Written with qualified names: in a query of one table drizzle leaves columns bare, and a bare `id` here would
// be the owner's.
export const SHOP_NAME = sql<string>`coalesce(nullif(trim(shops.business_name), ''),
  (SELECT trim(shop_owner.name || ' ' || shop_owner.lastname) FROM users AS shop_owner WHERE shop_owner.id = shops.id))`;

export async function findShopName(db: TDbOrTx, shopId: TShopId): Promise<string> {
  const [row] = await db.select({ name: SHOP_NAME }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row?.name ?? '';
}

/**
 * An account for an invited address that has none: platform-approved at once (the owner answers for the
 * member, not the admin), with no password anyone knows and an unverified address until the invitation is
 * accepted. Answers undefined when the address was taken meanwhile.
 */
export async function insertInvitedAccount(
  db: TDbOrTx,
  account: { email: string; name: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(users)
    .values({ email: account.email, name: account.name, passwordHash: '!', status: 'APPROVED', role: 'USER' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/**
 * The invited membership, new or renewed: inviting an address again that has not accepted yet gives it a new
 * link (and the role and PIN sent now). Answers undefined when the account is already a member of the shop.
 */
export async function upsertInvitation(
  db: TDbOrTx,
  shopId: TShopId,
  invitation: {
    userId: string;
    role: TShopRole;
    pinHash: string | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<string | undefined> {
  const values = {
    role: invitation.role,
    pinHash: invitation.pinHash,
    invitationTokenHash: invitation.tokenHash,
    invitationExpiresAt: invitation.expiresAt,
  };
  const [row] = await db
    .insert(shopMembers)
    .values({ shopId, userId: invitation.userId, status: 'INVITED', ...values })
    .onConflictDoUpdate({
      target: [shopMembers.shopId, shopMembers.userId],
      targetWhere: sql`${shopMembers.userId} IS NOT NULL`,
      // Inviting again without a PIN keeps the one given before.
      set: {
        ...values,
        pinHash: sql`coalesce(excluded.pin_hash, shop_members.pin_hash)`,
        updatedAt: new Date(),
      },
      setWhere: sql`${shopMembers.status} = 'INVITED'`,
    })
    .returning({ id: shopMembers.id });
  return row?.id;
}

/** The invitation a link names, while it is good: the member, their shop and their account. */
export async function findInvitation(db: TDbOrTx, tokenHash: string, at: Date) {
  const [row] = await db
    .select({ memberId: shopMembers.id, shopId: shopMembers.shopId, userId: shopMembers.userId })
    .from(shopMembers)
    .where(
      and(
        eq(shopMembers.invitationTokenHash, tokenHash),
        eq(shopMembers.status, 'INVITED'),
        gt(shopMembers.invitationExpiresAt, at),
      ),
    )
    .limit(1);
  return row?.userId ? { ...row, userId: row.userId } : undefined;
}

/**
 * Spends the invitation in one statement: two clicks on the same link race on the row and only one gets it. The
 * member is active from then on.
 */
export async function spendInvitation(db: TDbOrTx, tokenHash: string, at: Date): Promise<boolean> {
  const spent = await db
    .update(shopMembers)
    .set({ status: 'ACTIVE', invitationTokenHash: null, invitationExpiresAt: null, updatedAt: at })
    .where(
      and(
        eq(shopMembers.invitationTokenHash, tokenHash),
        eq(shopMembers.status, 'INVITED'),
        gt(shopMembers.invitationExpiresAt, at),
      ),
    )
    .returning({ id: shopMembers.id });
  return spent.length > 0;
}
