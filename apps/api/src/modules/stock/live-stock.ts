import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * The live product's stock, or null when the seller has no such live product. `forUpdate` locks the row until the
 * transaction ends, so that a change of it is measured exactly.
 */
export async function readLiveStock(
  tx: TDbOrTx,
  shopId: TShopId,
  productId: string,
  { forUpdate = false } = {},
): Promise<number | null> {
  const query = tx
    .select({ quantity: products.quantity })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId), isNull(products.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.quantity ?? null;
}
