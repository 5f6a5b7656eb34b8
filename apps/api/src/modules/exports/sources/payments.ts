import { sql } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { PAYMENT_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { fieldSource, localDateTime, withinDays } from '../export-sql';

/**
 * Every payment and instalment as it was handed over (design §10): the amount typed in its currency, the rate
 * used, and its value in dollars, which is what counted against the sale. Refunds are in the returns export.
 */
export const paymentsExport = fieldSource({
  kind: 'payments',
  sheetName: 'Pagos',
  fields: (scope) => [
    { header: H.date, type: 'dateTime', value: localDateTime(sql`p.created_at`, scope) },
    { header: H.receiptNumber, type: 'integer', value: sql`s.receipt_number` },
    { header: H.client, type: 'text', value: sql`c.name` },
    { header: H.method, type: 'text', labels: PAYMENT_METHOD_LABELS, value: sql`p.method` },
    { header: H.currency, type: 'text', value: sql`p.currency` },
    { header: H.amountInCurrency, type: 'money', value: sql`p.amount_in_currency` },
    { header: H.rate, type: 'rate', value: sql`p.exchange_rate` },
    { header: H.amount, type: 'money', value: sql`p.amount` },
    { header: H.igtf, type: 'money', value: sql`p.igtf_amount` },
    { header: H.reference, type: 'text', value: sql`p.reference_number` },
  ],
  // The seller's sales (their index) lead to their payments (payments_sale_idx); PostgreSQL sorts them once.
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM sales s
      JOIN payments p ON p.sale_id = s.id AND p.shop_id = s.shop_id
      LEFT JOIN clients c ON c.id = s.client_id
     WHERE s.shop_id = ${scope.sellerId} ${withinDays(sql`p.created_at`, scope)}
     ORDER BY p.created_at, p.id`,
});
