import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TRestock, TRestockRequest } from '@cuadre/shared/stock/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { newTimeOrderedId } from '../../lib/time-ordered-id';
import { lockedAllLiveProducts } from './locked-products';
import { stockMovementsInsert } from './stock-movements.writer';
import type { TActor } from '../../lib/auth/shop-scope';
import type { TProductEvents } from '../../lib/product-events';
import { withStockLimits } from './stock-limits';

type TRestockedRow = {
  product_id: string;
  name: string;
  quantity: string;
  unit_cost: string;
  stock_after: number;
  cost_after: string;
  created_at: string;
};

/**
 * An "Entrada de mercancía" (design §13), in one statement: the products are locked in id order (as a sale locks
 * them, so the two queue instead of deadlocking), their stock rises, their cost becomes the weighted average of
 * what was on the shelf and what came — computed in numeric, rounded to the cent — and each line is a RESTOCK
 * movement of the restock. A product that is not the seller's live one writes nothing: 404.
 */
export async function writeRestock(
  db: TDbOrTx,
  { shopId, memberId }: TActor,
  request: TRestockRequest,
): Promise<TRestock> {
  const id = newTimeOrderedId();
  const lines = request.lines;
  const result = await db.execute<TRestockedRow>(sql`
    WITH v AS (
      SELECT * FROM unnest(${sql.param(lines.map((line) => line.productId))}::uuid[],
                           ${sql.param(lines.map((line) => line.quantity))}::numeric[],
                           ${sql.param(lines.map((line) => line.unitCost))}::numeric[])
             AS v(product_id, quantity, unit_cost)
    ), ${lockedAllLiveProducts(shopId)}
    ), restock AS (
      INSERT INTO restocks (id, shop_id, supplier, reference, created_at)
      SELECT ${id}, ${shopId}, ${request.supplier ?? null}, ${request.reference ?? null}, at
      FROM complete WHERE ok
      RETURNING id, created_at
    ), updated AS (
      UPDATE products AS p
      SET quantity = l.quantity + v.quantity,
          cost = CASE WHEN l.quantity > 0
                      THEN round((l.quantity * l.cost + v.quantity * v.unit_cost) / (l.quantity + v.quantity), 2)
                      ELSE v.unit_cost END,
          updated_at = now()
      FROM v JOIN locked AS l ON l.id = v.product_id, restock
      WHERE p.id = v.product_id
      RETURNING p.id, p.name, p.quantity, p.cost, v.quantity AS added, v.unit_cost
    ), moved AS (${stockMovementsInsert(
      'RESTOCK',
      sql`
        SELECT ${shopId} AS shop_id, ${memberId} AS member_id, u.id AS product_id, u.added AS quantity, u.quantity AS stock, u.unit_cost,
               r.id AS document_id, NULL AS reason, NULL AS note, r.created_at, 1 AS ordinal
        FROM updated AS u, restock AS r`,
    )}
    )
    SELECT u.id AS product_id, u.name, u.added::text AS quantity, u.unit_cost::text AS unit_cost,
           u.quantity::float8 AS stock_after, u.cost::text AS cost_after, r.created_at::text AS created_at
    FROM updated AS u, restock AS r
    ORDER BY array_position(${sql.param(lines.map((line) => line.productId))}::uuid[], u.id)`);
  const [first] = result.rows;
  if (!first) throw notFound(SERVER_MESSAGES.STOCK_PRODUCTS_NOT_FOUND);
  return {
    id,
    supplier: request.supplier ?? null,
    reference: request.reference ?? null,
    createdAt: new Date(first.created_at).toISOString(),
    lines: result.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      quantity: Number(row.quantity),
      unitCost: Number(row.unit_cost),
      stockAfter: row.stock_after,
      costAfter: Number(row.cost_after),
    })),
  };
}

/** POST /stock/restocks: the restock written, and the processes told that its products' costs changed. */
export async function restock(
  db: TDbOrTx,
  events: TProductEvents,
  actor: TActor,
  request: TRestockRequest,
): Promise<TRestock> {
  const written = await withStockLimits(() => writeRestock(db, actor, request));
  // The cost changed: sales remember products' costs (sales/product-snapshots.ts).
  for (const line of written.lines) events.productChanged(actor.shopId, line.productId);
  return written;
}
