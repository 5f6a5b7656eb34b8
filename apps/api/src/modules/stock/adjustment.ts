import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAdjustment, TAdjustmentRequest } from '@cuadre/shared/stock/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { newTimeOrderedId } from '../../lib/time-ordered-id';
import { lockedAllLiveProducts } from './locked-products';
import { stockMovementsInsert } from './stock-movements.writer';
import type { TActor } from '../../lib/auth/shop-scope';
import { withStockLimits } from './stock-limits';
import { recordAudit } from '../../lib/shop-audit';

type TAdjustedRow = {
  product_id: string;
  name: string;
  previous: number;
  counted: number;
  difference: number;
  created_at: string;
};

/**
 * A count or a loss (design §13), in one statement: each product is set to what is on the shelf, measured against
 * its stock locked at that moment — a sale made between the count and its posting is not lost — and each
 * difference is an ADJUSTMENT movement with the reason. A product whose count matches writes no movement.
 */
export async function writeAdjustment(
  db: TDbOrTx,
  { shopId, memberId }: TActor,
  request: TAdjustmentRequest,
): Promise<TAdjustment> {
  const id = newTimeOrderedId();
  const productIds = request.lines.map((line) => line.productId);
  const result = await db.execute<TAdjustedRow>(sql`
    WITH v AS (
      SELECT * FROM unnest(${sql.param(productIds)}::uuid[],
                           ${sql.param(request.lines.map((line) => line.countedQuantity))}::numeric[])
             AS v(product_id, counted)
    ), ${lockedAllLiveProducts(shopId)}
    ), updated AS (
      UPDATE products AS p
      SET quantity = v.counted, updated_at = now()
      FROM v JOIN locked AS l ON l.id = v.product_id, complete AS c
      WHERE p.id = v.product_id AND c.ok
      RETURNING p.id, p.name, l.quantity AS previous, p.quantity AS counted, p.cost, c.at
    ), moved AS (${stockMovementsInsert(
      'ADJUSTMENT',
      sql`
        SELECT ${shopId} AS shop_id, ${memberId} AS member_id, u.id AS product_id,
               u.counted - u.previous AS quantity, u.counted AS stock,
               u.cost AS unit_cost, ${id} AS document_id, ${request.reason} AS reason,
               ${request.note ?? null} AS note, u.at AS created_at, 1 AS ordinal
        FROM updated AS u
        WHERE u.counted <> u.previous`,
    )}
    )
    SELECT u.id AS product_id, u.name, u.previous::float8 AS previous, u.counted::float8 AS counted,
           (u.counted - u.previous)::float8 AS difference, u.at::text AS created_at
    FROM updated AS u
    ORDER BY array_position(${sql.param(productIds)}::uuid[], u.id)`);
  const [first] = result.rows;
  if (!first) throw notFound(SERVER_MESSAGES.STOCK_PRODUCTS_NOT_FOUND);
  return {
    id,
    reason: request.reason,
    note: request.note ?? null,
    createdAt: new Date(first.created_at).toISOString(),
    lines: result.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      previousQuantity: row.previous,
      countedQuantity: row.counted,
      difference: row.difference,
    })),
  };
}

/** POST /stock/adjustments: the count written; a stock past the limits is the seller's input (stock-limits.ts). */
export async function adjustStock(
  db: TDbOrTx,
  actor: TActor,
  request: TAdjustmentRequest,
): Promise<TAdjustment> {
  const adjustment = await withStockLimits(() => writeAdjustment(db, actor, request));
  await recordAudit(db, actor, 'STOCK_ADJUSTMENT', {
    adjustmentId: adjustment.id,
    reason: adjustment.reason,
    products: adjustment.lines.length,
  });
  return adjustment;
}
