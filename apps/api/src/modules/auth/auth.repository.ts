import { and, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { authTokens, users } from '../../db/schema/users';
import { ownerMemberOf, ownShopOf, SHOP_SETTINGS, type TShopValues } from '../shop/shop.repository';

/**
 * An account with the settings of a shop it works in (`shopId`): what the profile, the session and the admin's
 * lists show.
 */
export type TUserRow = typeof users.$inferSelect & {
  [K in keyof typeof SHOP_SETTINGS]: (typeof shops.$inferSelect)[K];
} & { shopId: string };
export type TNewUserRow = typeof users.$inferInsert;

const USER_WITH_SHOP = { ...getTableColumns(users), ...SHOP_SETTINGS, shopId: shops.id };

/**
 * Accounts joined to their own shop, whose id is theirs (decision record 029): the platform's sellers, as the
 * admin lists them. A member invited by e-mail into someone else's shop has no shop of their own and is not one.
 */
export function selectUsers(db: TDbOrTx, where: SQL | undefined) {
  return db.select(USER_WITH_SHOP).from(users).innerJoin(shops, eq(shops.id, users.id)).where(where);
}

/**
 * The memberships an account works through: active, in its own shop (whatever its owner's state: the sign-in says
 * why that account may not) or in a shop whose owner may work. `account` is an id or the `users.id` column.
 */
export function workingMembershipOf(account: string | typeof users.id): SQL {
  // Qualified by hand: drizzle leaves columns bare in a query of one table, where `id` would be the owner's.
  return sql`shop_members.user_id = ${account} AND shop_members.status = 'ACTIVE'
    AND (shop_members.shop_id = ${account} OR EXISTS (SELECT 1 FROM users AS shop_owner
      WHERE shop_owner.id = shop_members.shop_id AND shop_owner.status = 'APPROVED' AND shop_owner.suspended_at IS NULL))`;
}

/**
 * The shop an account acts in: `preferred` when it works there, else its own, else the one it joined first.
 * Correlated on `users`; served by shop_members_user_idx.
 */
function actingShopOf(preferred: string | undefined): SQL {
  return sql`(SELECT shop_members.shop_id FROM shop_members WHERE ${workingMembershipOf(users.id)}
    ORDER BY shop_members.shop_id = ${preferred ?? null}::uuid DESC NULLS LAST, shop_members.shop_id = ${users.id} DESC,
      shop_members.created_at
    LIMIT 1)`;
}

/** Accounts with the shop they act in (actingShopOf): an account that works in no shop is not found. */
function selectAccounts(db: TDbOrTx, where: SQL | undefined, preferredShop?: string) {
  return db
    .select(USER_WITH_SHOP)
    .from(users)
    .innerJoin(shops, eq(shops.id, actingShopOf(preferredShop)))
    .where(where);
}
export type TAuthTokenKind = (typeof authTokens.$inferSelect)['kind'];

/** Case-insensitive, on the `lower(email)` unique index. */
export async function findUserByEmail(db: TDbOrTx, email: string): Promise<TUserRow | undefined> {
  const [user] = await selectAccounts(db, sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(
    1,
  );
  return user;
}

/**
 * The sign-in's one lookup, the same statement for every address: the account, with the shop it acts in — or
 * `shopId` null for an account that works in no shop any more.
 */
export async function findSignInAccount(
  db: TDbOrTx,
  email: string,
): Promise<(Omit<TUserRow, 'shopId'> & { shopId: string | null }) | undefined> {
  const [user] = await db
    .select(USER_WITH_SHOP)
    .from(users)
    .leftJoin(shops, eq(shops.id, actingShopOf(undefined)))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  // The shop's columns are null only together with shopId, which the sign-in checks before reading them.
  return user as (Omit<TUserRow, 'shopId'> & { shopId: string | null }) | undefined;
}

/** The account, with the settings of `shopId` when it works there (the session's shop), else of its own. */
export async function findUserById(db: TDbOrTx, id: string, shopId?: string): Promise<TUserRow | undefined> {
  const [user] = await selectAccounts(db, eq(users.id, id), shopId).limit(1);
  return user;
}

/**
 * Inserts an account with its own shop and its owner's membership (decision record 029) in one statement, so a
 * new address and a taken one send the same text; answers the new account's id, or undefined when the e-mail is
 * already taken (unique index, race-safe).
 */
export async function insertUser(
  db: TDbOrTx,
  values: TNewUserRow,
  shop: TShopValues = {},
): Promise<{ id: string } | undefined> {
  const account = db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const result = await db.execute<{ id: string }>(sql`WITH account AS ${account},
    own_shop AS (${ownShopOf(sql`account`, shop)}),
    owner AS (${ownerMemberOf(sql`own_shop`)})
    SELECT id FROM account`);
  return result.rows[0];
}

export async function insertAuthToken(
  db: TDbOrTx,
  values: {
    userId: string;
    kind: TAuthTokenKind;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    newEmail?: string | null;
  },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Marks every live token of a kind as used: only the newest e-mailed link works. */
export async function retireAuthTokens(
  db: TDbOrTx,
  userId: string,
  kind: TAuthTokenKind,
  at: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

/**
 * Spends a token in one statement: it must exist, be of this kind, unused and unexpired. Two clicks on the
 * same link race on the row, and only one of them gets the row.
 */
async function spendAuthToken(db: TDbOrTx, kind: TAuthTokenKind, tokenHash: string, at: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, at),
      ),
    )
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row;
}

/** Spends a verification or reset link; answers whose it was. */
export async function consumeAuthToken(
  db: TDbOrTx,
  kind: TAuthTokenKind,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  return (await spendAuthToken(db, kind, tokenHash, at))?.userId;
}

/** consumeAuthToken for an EMAIL_CHANGE link: also answers the address the link confirms. */
export async function consumeEmailChangeToken(
  db: TDbOrTx,
  tokenHash: string,
  at: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const row = await spendAuthToken(db, 'EMAIL_CHANGE', tokenHash, at);
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : undefined;
}

/** The address of the account's live EMAIL_CHANGE link (issuing one retires the older ones), if any. */
export async function findPendingEmail(db: TDbOrTx, userId: string, at: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, 'EMAIL_CHANGE'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, at),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

export async function updateUser(
  db: TDbOrTx,
  id: string,
  values: Partial<TNewUserRow>,
  shopId?: string,
): Promise<TUserRow | undefined> {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning({ id: users.id });
  return user ? findUserById(db, user.id, shopId) : undefined;
}
