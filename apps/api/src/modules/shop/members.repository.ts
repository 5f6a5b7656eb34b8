import { and, asc, eq, sql } from 'drizzle-orm';
import type { TShopRole } from '@cuadre/shared/team/constants';
import type { TDbOrTx } from '../../db/client';
import { shopMembers } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';

/** A member as the team's screens list them: the name is the account's for a member who signs in. */
const MEMBER_VIEW = {
  id: shopMembers.id,
  name: sql<string>`coalesce(${shopMembers.name}, trim(${users.name} || ' ' || ${users.lastname}))`,
  email: users.email,
  role: shopMembers.role,
  status: shopMembers.status,
  hasPin: sql<boolean>`${shopMembers.pinHash} IS NOT NULL`,
  isLocked: sql<boolean>`${shopMembers.lockedAt} IS NOT NULL`,
  createdAt: shopMembers.createdAt,
};
export type TMemberRow = {
  id: string;
  name: string;
  email: string | null;
  role: TShopRole;
  status: 'INVITED' | 'ACTIVE' | 'SUSPENDED';
  hasPin: boolean;
  isLocked: boolean;
  createdAt: Date;
};

function selectMembers(db: TDbOrTx) {
  return db.select(MEMBER_VIEW).from(shopMembers).leftJoin(users, eq(users.id, shopMembers.userId));
}

/** A shop has a handful of members: the list is whole, owner first, then by arrival. */
export async function listMembers(db: TDbOrTx, shopId: TShopId): Promise<TMemberRow[]> {
  return selectMembers(db)
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(sql`${shopMembers.role} = 'OWNER' DESC`, asc(shopMembers.createdAt), asc(shopMembers.id));
}

export async function findMember(db: TDbOrTx, shopId: TShopId, id: string): Promise<TMemberRow | undefined> {
  const [row] = await selectMembers(db)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.id, id)))
    .limit(1);
  return row;
}

export async function insertPinMember(
  db: TDbOrTx,
  shopId: TShopId,
  member: { name: string; role: TShopRole; pinHash: string },
): Promise<string> {
  const [row] = await db
    .insert(shopMembers)
    .values({ shopId, ...member })
    .returning({ id: shopMembers.id });
  if (!row) throw new Error('member insert returned nothing');
  return row.id;
}

/** Changes a member other than the owner, unless `mayChangeOwner`; answers whether one was changed. */
export async function updateMember(
  db: TDbOrTx,
  shopId: TShopId,
  id: string,
  values: Partial<
    Pick<typeof shopMembers.$inferInsert, 'role' | 'status' | 'pinHash' | 'failedPins' | 'lockedAt'>
  >,
  mayChangeOwner = false,
): Promise<boolean> {
  const changed = await db
    .update(shopMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(shopMembers.shopId, shopId),
        eq(shopMembers.id, id),
        mayChangeOwner ? undefined : sql`${shopMembers.role} <> 'OWNER'`,
      ),
    )
    .returning({ id: shopMembers.id });
  return changed.length > 0;
}

/** Removes a member other than the owner; answers whether one was removed. */
export async function deleteMember(db: TDbOrTx, shopId: TShopId, id: string): Promise<boolean> {
  const removed = await db
    .delete(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.id, id), sql`${shopMembers.role} <> 'OWNER'`))
    .returning({ id: shopMembers.id });
  return removed.length > 0;
}
