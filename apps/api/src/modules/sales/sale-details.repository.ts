import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { saleItems } from '../../db/schema/sales';
import type { TShopId } from '../../lib/auth/shop-scope';

/** The cost each line snapshotted at sale time (null for extra charges), by line id. */
export async function findLineCosts(
  tx: TDbOrTx,
  shopId: TShopId,
  saleId: string,
): Promise<Map<string, number | null>> {
  const rows = await tx
    .select({ id: saleItems.id, unitCost: saleItems.unitCost })
    .from(saleItems)
    .where(and(eq(saleItems.shopId, shopId), eq(saleItems.saleId, saleId)));
  return new Map(rows.map((row) => [row.id, row.unitCost]));
}
