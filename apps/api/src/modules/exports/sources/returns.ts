import { sql } from 'drizzle-orm';
import { EXPORT_YES_NO, RETURN_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { fieldSource, localDateTime, withinDays } from '../export-sql';

/**
 * The returns with their lines (design §13): one row per returned line, the return's own fields repeated on each.
 * The money went back as a refund (as handed over, like a payment) or as a credit against what the client owed.
 */
export const returnsExport = fieldSource({
  kind: 'returns',
  sheetName: 'Devoluciones',
  fields: (scope) => [
    { header: H.date, type: 'dateTime', value: localDateTime(sql`r.created_at`, scope) },
    { header: H.receiptNumber, type: 'integer', value: sql`s.receipt_number` },
    { header: H.client, type: 'text', value: sql`c.name` },
    { header: H.restock, type: 'text', labels: EXPORT_YES_NO, value: sql`r.restock` },
    { header: H.total, type: 'money', value: sql`r.total` },
    { header: H.credit, type: 'money', value: sql`r.credit` },
    { header: H.refundMethod, type: 'text', labels: PAYMENT_METHOD_LABELS, value: sql`r.refund_method` },
    { header: H.refundCurrency, type: 'text', value: sql`r.refund_currency` },
    { header: H.refundAmountInCurrency, type: 'money', value: sql`r.refund_amount_in_currency` },
    { header: H.refundRate, type: 'rate', value: sql`r.refund_exchange_rate` },
    { header: H.refundAmount, type: 'money', value: sql`r.refund_amount` },
    { header: H.product, type: 'text', value: sql`i.name` },
    { header: H.quantity, type: 'quantity', value: sql`i.quantity` },
    { header: H.unitPrice, type: 'money', value: sql`i.unit_price` },
    { header: H.unitCost, type: 'money', value: sql`i.unit_cost` },
    { header: H.lineTotal, type: 'money', value: sql`round(i.quantity * i.unit_price, 2)` },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM sale_returns r
      JOIN sales s ON s.id = r.sale_id
      LEFT JOIN clients c ON c.id = s.client_id
      LEFT JOIN sale_return_items i ON i.return_id = r.id
     WHERE r.shop_id = ${scope.sellerId} ${withinDays(sql`r.created_at`, scope)}
     ORDER BY r.created_at, r.id, i.id`,
});
