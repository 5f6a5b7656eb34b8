import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../src/db/client';
import { stockMovements } from '../src/db/schema/stock';
import { stockMovementsInsert } from '../src/modules/stock/stock-movements.writer';

/**
 * Design §13's invariant: for every product, the sum of its movements is its stock. Suites that move stock call
 * it at their end for their sellers' products (a suite that sets stock by hand on purpose leaves those out).
 */
export async function expectStockMatchesMovements(db: TDbOrTx, userIds: string[]): Promise<void> {
  const off = await db.execute<{ product_id: string; quantity: number; moved: string }>(sql`
    SELECT p.id AS product_id, p.quantity, coalesce(m.moved, 0)::text AS moved
    FROM products AS p
    LEFT JOIN (SELECT product_id, sum(quantity) AS moved FROM stock_movements GROUP BY product_id) AS m
      ON m.product_id = p.id
    WHERE p.shop_id = ANY(${sql.param(userIds)}::uuid[]) AND p.quantity <> coalesce(m.moved, 0)`);
  expect(off.rows, 'products whose stock is not the sum of their movements').toEqual([]);
  const [checked] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(sql`${stockMovements.shopId} = ANY(${sql.param(userIds)}::uuid[])`);
  // Some movements were there to add up: an empty kardex would pass the check above by saying nothing.
  expect(checked?.count ?? 0).toBeGreaterThan(0);
}

/** What a product inserted straight into the table needs to keep the invariant: its opening movement. */
export function openingMovementSql(productIds: string[]) {
  return stockMovementsInsert(
    'OPENING',
    sql`
      SELECT shop_id, NULL AS member_id, id AS product_id, quantity, quantity AS stock, cost AS unit_cost,
             NULL AS document_id, NULL AS reason, NULL AS note, now() AS created_at, 1 AS ordinal
      FROM products WHERE id = ANY(${sql.param(productIds)}::uuid[])`,
  );
}
