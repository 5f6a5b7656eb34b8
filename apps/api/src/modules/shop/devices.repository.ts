import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PIN_ATTEMPTS_BEFORE_LOCK, type TShopRole } from '@cuadre/shared/team/constants';
import type { TDbOrTx } from '../../db/client';
import { registers, shopDevices, shopMembers, shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';

/** A member's name as the team sees it: their own for a PIN-only member, their account's otherwise. */
const memberName = sql<string>`coalesce(${shopMembers.name}, trim(${users.name} || ' ' || ${users.lastname}))`;

export async function insertDevice(
  db: TDbOrTx,
  shopId: TShopId,
  device: { name: string; tokenHash: string; enrolledBy: string; registerId: string | null },
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .insert(shopDevices)
    .values({ shopId, ...device })
    .returning({ id: shopDevices.id, name: shopDevices.name });
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

/** A shop has a few devices: the list is whole, oldest first. */
export async function listDevices(db: TDbOrTx, shopId: TShopId) {
  return (
    db
      .select({
        id: shopDevices.id,
        name: shopDevices.name,
        enrolledBy: sql<string | null>`CASE WHEN ${shopMembers.id} IS NULL THEN NULL ELSE ${memberName} END`,
        registerId: registers.id,
        registerName: registers.name,
        lastSeenAt: shopDevices.lastSeenAt,
        createdAt: shopDevices.createdAt,
      })
      .from(shopDevices)
      .leftJoin(shopMembers, eq(shopMembers.id, shopDevices.enrolledBy))
      .leftJoin(users, eq(users.id, shopMembers.userId))
      // No register (or one removed) is the main one, whose id is the shop's.
      .innerJoin(registers, eq(registers.id, sql`coalesce(${shopDevices.registerId}, ${shopDevices.shopId})`))
      .where(eq(shopDevices.shopId, shopId))
      .orderBy(asc(shopDevices.createdAt), asc(shopDevices.id))
  );
}

/** Answers the device removed, or undefined when the shop had none with that id. */
export async function deleteDevice(
  db: TDbOrTx,
  shopId: TShopId,
  id: string,
): Promise<{ name: string } | undefined> {
  const [removed] = await db
    .delete(shopDevices)
    .where(and(eq(shopDevices.shopId, shopId), eq(shopDevices.id, id)))
    .returning({ name: shopDevices.name });
  return removed;
}

/**
 * The device a token names, and whether its shop may work: a shop whose owner's account is suspended or no
 * longer approved signs no one in.
 */
export async function findDeviceByToken(
  db: TDbOrTx,
  tokenHash: string,
): Promise<{ id: string; shopId: string; isShopWorking: boolean } | undefined> {
  const owners = alias(users, 'shop_owner');
  const [row] = await db
    .select({
      id: shopDevices.id,
      shopId: shopDevices.shopId,
      isShopWorking: sql<boolean>`${owners.status} = 'APPROVED' AND ${owners.suspendedAt} IS NULL`,
    })
    .from(shopDevices)
    .innerJoin(owners, eq(owners.id, shopDevices.shopId))
    .where(eq(shopDevices.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Who may sign in on the shop's devices: active members with a PIN, the owner first, then by name. */
export async function listPinMembers(
  db: TDbOrTx,
  shopId: string,
): Promise<{ id: string; name: string; role: TShopRole; isLocked: boolean }[]> {
  return db
    .select({
      id: shopMembers.id,
      name: memberName,
      role: shopMembers.role,
      isLocked: sql<boolean>`${shopMembers.lockedAt} IS NOT NULL`,
    })
    .from(shopMembers)
    .leftJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(
        eq(shopMembers.shopId, shopId),
        eq(shopMembers.status, 'ACTIVE'),
        sql`${shopMembers.pinHash} IS NOT NULL`,
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(sql`${shopMembers.role} = 'OWNER' DESC`, asc(memberName), asc(shopMembers.id));
}

/** A member of the shop as a PIN sign-in needs them, with the shop's settings for the session. */
export async function findPinMember(db: TDbOrTx, shopId: string, memberId: string) {
  const [row] = await db
    .select({
      id: shopMembers.id,
      name: memberName,
      role: shopMembers.role,
      status: shopMembers.status,
      pinHash: shopMembers.pinHash,
      lockedAt: shopMembers.lockedAt,
      accountId: users.id,
      email: users.email,
      isAccountSuspended: sql<boolean>`${users.suspendedAt} IS NOT NULL`,
      country: shops.country,
      currency: shops.currency,
      currencySymbol: shops.currencySymbol,
      timeZone: shops.timeZone,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .leftJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.id, memberId)))
    .limit(1);
  return row;
}

/**
 * Counts a wrong PIN in one statement, so that parallel guesses each count; the one that reaches the limit locks
 * the member. Answers whether the member is now locked.
 */
export async function recordWrongPin(db: TDbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .update(shopMembers)
    .set({
      failedPins: sql`${shopMembers.failedPins} + 1`,
      lockedAt: sql`CASE WHEN ${shopMembers.failedPins} + 1 >= ${PIN_ATTEMPTS_BEFORE_LOCK} THEN now() ELSE ${shopMembers.lockedAt} END`,
    })
    .where(eq(shopMembers.id, memberId))
    .returning({ lockedAt: shopMembers.lockedAt });
  return Boolean(row?.lockedAt);
}

/** A right PIN starts the count again and marks the device as seen. */
export async function recordRightPin(db: TDbOrTx, memberId: string, deviceId: string): Promise<void> {
  await db.update(shopMembers).set({ failedPins: 0 }).where(eq(shopMembers.id, memberId));
  await db.update(shopDevices).set({ lastSeenAt: new Date() }).where(eq(shopDevices.id, deviceId));
}
