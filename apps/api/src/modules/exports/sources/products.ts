import { sql } from 'drizzle-orm';
import { PRODUCT_UNIT_LABELS } from '@cuadre/shared/products/constants';
import { PRODUCT_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { fieldSource, localDateTime, withinDays } from '../export-sql';

/** The live catalogue (a deleted product is gone from it, as from every list), oldest first. */
export const productsExport = fieldSource({
  kind: 'products',
  sheetName: 'Productos',
  fields: (scope) => [
    { header: H.id, type: 'code', value: sql`p.id` },
    { header: H.name, type: 'text', value: sql`p.name` },
    { header: H.sku, type: 'code', value: sql`p.sku` },
    { header: H.price, type: 'money', value: sql`p.price` },
    { header: H.cost, type: 'money', value: sql`p.cost` },
    { header: H.quantity, type: 'quantity', value: sql`p.quantity` },
    { header: H.barcode, type: 'code', value: sql`p.barcode` },
    { header: H.unit, type: 'text', labels: PRODUCT_UNIT_LABELS, value: sql`p.unit` },
    { header: H.minStock, type: 'quantity', value: sql`p.min_stock` },
    { header: H.category, type: 'text', value: sql`p.category` },
    { header: H.description, type: 'text', value: sql`p.description` },
    { header: H.createdAt, type: 'dateTime', value: localDateTime(sql`p.created_at`, scope) },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM products p
     WHERE p.shop_id = ${scope.sellerId} AND p.deleted_at IS NULL ${withinDays(sql`p.created_at`, scope)}
     ORDER BY p.created_at, p.id`,
});
