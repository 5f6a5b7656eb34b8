import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { receiptLinks } from '../../db/schema/documents';
import { sales } from '../../db/schema/sales';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';
import { newPublicLinkToken } from '../../lib/public-link-token';

export async function findActiveToken(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: receiptLinks.token })
    .from(receiptLinks)
    .where(
      and(eq(receiptLinks.saleId, saleId), eq(receiptLinks.shopId, shopId), isNull(receiptLinks.revokedAt)),
    );
  return row?.token ?? null;
}

/**
 * The sale's active link, made when it has none; null when the seller has no such sale. Two taps at once hand out
 * one link: the second insert meets the one-active-link index, and the link it lost to is read after it.
 */
export async function shareReceipt(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<string | null> {
  const existing = await findActiveToken(db, shopId, saleId);
  if (existing) return existing;
  const inserted = await db.execute<{ token: string }>(sql`
    INSERT INTO receipt_links (id, shop_id, sale_id, token)
    SELECT gen_random_uuid(), ${shopId}, id, ${newPublicLinkToken()} FROM sales WHERE id = ${saleId} AND shop_id = ${shopId}
    ON CONFLICT (sale_id) WHERE revoked_at IS NULL DO NOTHING
    RETURNING token`);
  return inserted.rows[0]?.token ?? findActiveToken(db, shopId, saleId);
}

/** Stops the sale's active link; false when the seller has no such sale. */
export async function revokeReceiptLink(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<boolean> {
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.shopId, shopId)));
  if (!sale) return false;
  await db
    .update(receiptLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(receiptLinks.saleId, saleId), eq(receiptLinks.shopId, shopId), isNull(receiptLinks.revokedAt)),
    );
  return true;
}

/**
 * The sale an active token opens, with its seller. A suspended seller's links open nothing while the suspension
 * lasts, as if revoked: the shop is closed to its customers too, and they come back with a reactivation.
 */
export async function findLinkedSale(
  db: TDbOrTx,
  token: string,
): Promise<{ sellerId: string; saleId: string } | null> {
  const [row] = await db
    .select({ sellerId: receiptLinks.shopId, saleId: receiptLinks.saleId })
    .from(receiptLinks)
    .innerJoin(users, eq(users.id, receiptLinks.shopId))
    .where(and(eq(receiptLinks.token, token), isNull(receiptLinks.revokedAt), isNull(users.suspendedAt)));
  return row ?? null;
}
