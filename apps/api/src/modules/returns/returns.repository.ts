import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import type { TDbOrTx } from '../../db/client';
import { saleReturnItems, saleReturns } from '../../db/schema/returns';
import { saleItems } from '../../db/schema/sales';
import { lockedLiveProducts } from '../stock/locked-products';
import { stockMovementsInsert } from '../stock/stock-movements.writer';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';
import { writtenBy } from '../../db/written-by';

export type TReturnableItem = {
  id: string;
  product_id: string | null;
  name: string;
  quantity: number;
  unit: TProductUnit;
  unit_price: string;
  unit_cost: string | null;
  discount: string;
  tax_class: TTaxClass | null;
  returned: number;
};

/** Each line of the sale with what its earlier returns took back (read under the sale's lock). */
export async function returnableItems(tx: TDbOrTx, saleId: string): Promise<TReturnableItem[]> {
  const result = await tx.execute<TReturnableItem>(sql`
    SELECT i.id, i.product_id, i.name, i.quantity::float8 AS quantity, i.unit, i.unit_price::text,
           i.unit_cost::text, i.discount::text, i.tax_class,
           coalesce((SELECT sum(r.quantity) FROM sale_return_items AS r WHERE r.sale_item_id = i.id), 0)::float8
             AS returned
    FROM sale_items AS i
    WHERE i.sale_id = ${saleId}`);
  return result.rows;
}

/** What the sale's payments took in and what its earlier returns paid back, in USD (read under the sale's lock). */
export async function moneyOfSale(
  tx: TDbOrTx,
  saleId: string,
): Promise<{ received: number; refunded: number }> {
  const result = await tx.execute<{ received: string; refunded: string }>(sql`
    SELECT (SELECT coalesce(sum(amount), 0) FROM payments WHERE sale_id = ${saleId})::text AS received,
           (SELECT coalesce(sum(refund_amount), 0) FROM sale_returns WHERE sale_id = ${saleId})::text AS refunded`);
  const row = result.rows[0];
  return { received: Number(row?.received ?? 0), refunded: Number(row?.refunded ?? 0) };
}

/**
 * Puts returned goods back on the shelf: the live products among them, each with one RETURN movement. A sale may
 * sell a product in several lines, and one UPDATE changes a row once per statement, so the lines are summed per
 * product first; they copied one cost, the product's at the sale.
 */
export async function restockReturned(
  tx: TDbOrTx,
  { shopId, memberId }: TActor,
  returnId: string,
  lines: { productId: string; quantity: number; unitCost: number | null }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`
    WITH v AS (
      SELECT v.product_id, sum(v.quantity) AS quantity, max(v.unit_cost) AS unit_cost
      FROM unnest(${sql.param(lines.map((line) => line.productId))}::uuid[],
                  ${sql.param(lines.map((line) => line.quantity))}::numeric[],
                  ${sql.param(lines.map((line) => line.unitCost))}::numeric[])
           AS v(product_id, quantity, unit_cost)
      GROUP BY v.product_id
    ), locked AS (${lockedLiveProducts(shopId)}
    ), updated AS (
      UPDATE products AS p
      SET quantity = p.quantity + v.quantity, updated_at = now()
      FROM v JOIN locked AS l ON l.id = v.product_id
      WHERE p.id = v.product_id
      RETURNING p.id, p.quantity, v.quantity AS added, v.unit_cost, l.at
    )${stockMovementsInsert(
      'RETURN',
      sql`
        SELECT ${shopId} AS shop_id, ${memberId} AS member_id, u.id AS product_id, u.added AS quantity,
               u.quantity AS stock, u.unit_cost,
               ${returnId} AS document_id, NULL AS reason, NULL AS note, u.at AS created_at, 1 AS ordinal
        FROM updated AS u`,
    )}`);
}

/** A sale's returns with their lines, oldest first, as the sale's details list them. */
export async function findSaleReturns(tx: TDbOrTx, shopId: TShopId, saleId: string): Promise<TSaleReturn[]> {
  const rows = await tx
    .select({ ...getTableColumns(saleReturns), ...writtenBy(saleReturns) })
    .from(saleReturns)
    .where(and(eq(saleReturns.saleId, saleId), eq(saleReturns.shopId, shopId)))
    .orderBy(asc(saleReturns.createdAt), asc(saleReturns.id));
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ ...getTableColumns(saleReturnItems), unit: saleItems.unit })
    .from(saleReturnItems)
    .innerJoin(saleItems, eq(saleItems.id, saleReturnItems.saleItemId))
    .where(
      inArray(
        saleReturnItems.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(saleReturnItems.id));
  return rows.map((row) => ({
    id: row.id,
    saleId: row.saleId,
    restock: row.restock,
    total: row.total,
    credit: row.credit,
    refund:
      row.refundMethod &&
      row.refundCurrency &&
      row.refundAmountInCurrency !== null &&
      row.refundAmount !== null
        ? {
            method: row.refundMethod,
            currency: row.refundCurrency,
            amountInCurrency: row.refundAmountInCurrency,
            amount: row.refundAmount,
            exchangeRate: row.refundExchangeRate,
          }
        : null,
    cashSessionId: row.cashSessionId,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        saleItemId: line.saleItemId,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
      })),
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    memberName: row.memberName,
  }));
}
