import { sql } from 'drizzle-orm';
import { PRODUCT_UNIT_LABELS } from '@cuadre/shared/products/constants';
import { SALE_STATUS_LABELS } from '@cuadre/shared/sales/constants';
import { SALE_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { fieldSource, localDateTime, saleMethodsSql, withinDays } from '../export-sql';

/**
 * The sales with their lines: one row per line, the sale's own fields repeated on each (docs/exports.md says how
 * to count each sale once). Bolívares at the rate the sale remembers, rounded to the cent as its receipt shows them.
 */
export const salesExport = fieldSource({
  kind: 'sales',
  sheetName: 'Ventas',
  fields: (scope) => [
    { header: H.receiptNumber, type: 'integer', value: sql`s.receipt_number` },
    { header: H.date, type: 'dateTime', value: localDateTime(sql`s.created_at`, scope) },
    { header: H.status, type: 'text', labels: SALE_STATUS_LABELS, value: sql`s.status` },
    { header: H.client, type: 'text', value: sql`c.name` },
    { header: H.sellerName, type: 'text', value: sql`s.seller_name` },
    { header: H.paymentMethod, type: 'text', value: saleMethodsSql },
    { header: H.reference, type: 'text', value: sql`s.reference_number` },
    { header: H.total, type: 'money', value: sql`s.total` },
    { header: H.totalPaid, type: 'money', value: sql`s.total_paid` },
    { header: H.igtf, type: 'money', value: sql`s.igtf_total` },
    { header: H.rate, type: 'rate', value: sql`s.exchange_rate` },
    { header: H.rateDate, type: 'date', value: sql`s.exchange_rate_date` },
    { header: H.totalVes, type: 'money', value: sql`round(s.total * s.exchange_rate, 2)` },
    { header: H.line, type: 'integer', value: sql`i.line` },
    { header: H.product, type: 'text', value: sql`i.name` },
    { header: H.quantity, type: 'quantity', value: sql`i.quantity` },
    { header: H.unit, type: 'text', labels: PRODUCT_UNIT_LABELS, value: sql`i.unit` },
    { header: H.unitPrice, type: 'money', value: sql`i.unit_price` },
    { header: H.unitCost, type: 'money', value: sql`i.unit_cost` },
    { header: H.lineTotal, type: 'money', value: sql`round(i.quantity * i.unit_price, 2)` },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM sales s
      LEFT JOIN clients c ON c.id = s.client_id
      -- A sale's lines in the order they were sold (time-ordered ids); a sale is listed even with none.
      LEFT JOIN LATERAL (
        SELECT si.*, row_number() OVER (ORDER BY si.id) AS line
          FROM sale_items si
         WHERE si.sale_id = s.id
      ) i ON true
     WHERE s.shop_id = ${scope.sellerId} ${withinDays(sql`s.created_at`, scope)}
     ORDER BY s.created_at, s.id, i.line`,
});
