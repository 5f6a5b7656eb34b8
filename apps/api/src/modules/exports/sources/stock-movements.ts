import { sql } from 'drizzle-orm';
import { ADJUSTMENT_REASON_LABELS, STOCK_MOVEMENT_KIND_LABELS } from '@cuadre/shared/stock/constants';
import { STOCK_MOVEMENT_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { fieldSource, localDateTime, withinDays } from '../export-sql';

/**
 * The kardex of every product (design §13), deleted ones included, oldest first: what came in is positive, what
 * went out negative, with the stock it left.
 */
export const stockMovementsExport = fieldSource({
  kind: 'stock-movements',
  sheetName: 'Movimientos',
  fields: (scope) => [
    { header: H.date, type: 'dateTime', value: localDateTime(sql`m.created_at`, scope) },
    { header: H.product, type: 'text', value: sql`p.name` },
    { header: H.sku, type: 'code', value: sql`p.sku` },
    { header: H.kind, type: 'text', labels: STOCK_MOVEMENT_KIND_LABELS, value: sql`m.kind` },
    { header: H.quantity, type: 'quantity', value: sql`m.quantity` },
    { header: H.stockAfter, type: 'quantity', value: sql`m.stock_after` },
    { header: H.unitCost, type: 'money', value: sql`m.unit_cost` },
    { header: H.reason, type: 'text', labels: ADJUSTMENT_REASON_LABELS, value: sql`m.reason` },
    { header: H.note, type: 'text', value: sql`m.note` },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM stock_movements m
      JOIN products p ON p.id = m.product_id
     WHERE m.shop_id = ${scope.sellerId} ${withinDays(sql`m.created_at`, scope)}
     ORDER BY m.created_at, m.id`,
});
