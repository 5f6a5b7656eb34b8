import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { shopMembers, shops } from '../../db/schema/shops';
import type { TShopId } from '../../lib/auth/shop-scope';

export type TShopRow = typeof shops.$inferSelect;
/** What a shop's row may be given: everything but its id and instants. */
export type TShopValues = Partial<Omit<typeof shops.$inferInsert, 'id' | 'createdAt'>>;

/** The shop's settings, the columns every reader of "the account and its shop" sees beside the account's. */
export const SHOP_SETTINGS = {
  businessName: shops.businessName,
  phone: shops.phone,
  city: shops.city,
  country: shops.country,
  countryCode: shops.countryCode,
  currencyName: shops.currencyName,
  currency: shops.currency,
  currencySymbol: shops.currencySymbol,
  timeZone: shops.timeZone,
  igtfEnabled: shops.igtfEnabled,
  igtfRate: shops.igtfRate,
  taxId: shops.taxId,
  address: shops.address,
  receiptFooter: shops.receiptFooter,
};

/**
 * The statement that gives each account of `accounts` (a relation with an `id`: a CTE of new accounts) its own
 * shop with these settings, answering the shops' ids. A shop takes its owner's account id: the two are one to one
 * (decision record 029).
 */
export function ownShopOf(accounts: SQL, values: TShopValues): SQL {
  const columns = getTableColumns(shops);
  const given = Object.entries(values).filter(([, value]) => value !== undefined) as [
    keyof TShopValues,
    unknown,
  ][];
  const names = given.map(([key]) => sql`, ${sql.identifier(columns[key].name)}`);
  const params = given.map(([key, value]) => sql`, ${sql.param(value, columns[key])}`);
  return sql`INSERT INTO ${shops} (id${sql.join(names)}) SELECT id${sql.join(params)} FROM ${accounts} RETURNING id`;
}

/**
 * The statement that makes each shop of `ownShops` (a relation with an `id`) its owner's: the member takes the
 * shop's id, which is the owner's account id, so the rows written before members existed are the owner's.
 */
export function ownerMemberOf(ownShops: SQL): SQL {
  return sql`INSERT INTO ${shopMembers} (id, shop_id, user_id, role) SELECT id, id, id, 'OWNER' FROM ${ownShops}`;
}

export async function findShop(db: TDbOrTx, shopId: TShopId): Promise<TShopRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return row;
}

export async function updateShop(
  db: TDbOrTx,
  shopId: TShopId,
  values: TShopValues,
): Promise<TShopRow | undefined> {
  const [row] = await db
    .update(shops)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(shops.id, shopId))
    .returning();
  return row;
}
