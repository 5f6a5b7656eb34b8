import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { registers } from '../../db/schema/shops';
import type { TShopId } from '../../lib/auth/shop-scope';

/** A register with its open till: the main one (whose id is the shop's) first, then by arrival. */
const REGISTER_VIEW = {
  id: registers.id,
  name: registers.name,
  isMain: sql<boolean>`${registers.id} = ${registers.shopId}`,
  // Qualified by hand: drizzle leaves a one-table query's columns bare.
  openSessionId: sql<string | null>`(SELECT c.id FROM cash_sessions AS c
    WHERE c.register_id = registers.id AND c.status = 'OPEN')`,
  createdAt: registers.createdAt,
};
export type TRegisterRow = {
  id: string;
  name: string;
  isMain: boolean;
  openSessionId: string | null;
  createdAt: Date;
};

/** A shop has a handful of registers: the list is whole. */
export async function listRegisters(db: TDbOrTx, shopId: TShopId): Promise<TRegisterRow[]> {
  return db
    .select(REGISTER_VIEW)
    .from(registers)
    .where(eq(registers.shopId, shopId))
    .orderBy(sql`${registers.id} = ${registers.shopId} DESC`, asc(registers.createdAt), asc(registers.id));
}

export async function findRegister(
  db: TDbOrTx,
  shopId: TShopId,
  id: string,
): Promise<TRegisterRow | undefined> {
  const [row] = await db
    .select(REGISTER_VIEW)
    .from(registers)
    .where(and(eq(registers.shopId, shopId), eq(registers.id, id)))
    .limit(1);
  return row;
}

/** Answers the new register's id, or undefined when the shop already has one by that name (any case). */
export async function insertRegister(
  db: TDbOrTx,
  shopId: TShopId,
  name: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(registers)
    .values({ shopId, name })
    .onConflictDoNothing()
    .returning({ id: registers.id });
  return row?.id;
}
