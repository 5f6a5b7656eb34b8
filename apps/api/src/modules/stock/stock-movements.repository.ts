import { and, desc, eq, sql } from 'drizzle-orm';
import type { TStockMovement } from '@cuadre/shared/stock/schemas';
import type { TDbOrTx } from '../../db/client';
import { stockMovements } from '../../db/schema/stock';
import type { TShopId } from '../../lib/auth/shop-scope';

/** A product's movements, newest first, a page at a time (stock_movements_product_created_idx). */
export async function findMovementPage(
  db: TDbOrTx,
  shopId: TShopId,
  productId: string,
  page: { limit: number; offset: number },
): Promise<TStockMovement[]> {
  const rows = await db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      stockAfter: stockMovements.stockAfter,
      unitCost: stockMovements.unitCost,
      reason: stockMovements.reason,
      note: stockMovements.note,
      documentId: stockMovements.documentId,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.shopId, shopId)))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function countMovements(db: TDbOrTx, shopId: TShopId, productId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.shopId, shopId)));
  return row?.count ?? 0;
}
