import { sql } from 'drizzle-orm';
import { CLIENT_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { saleOwesMoneyAs } from '../../../db/owes-money';
import { fieldSource, localDateTime, withinDays } from '../export-sql';

/**
 * The live clients, oldest first, each with what it still owes: Σ (total − paid) of its sales that owe money,
 * the rule of the clients list (db/owes-money.ts), read from the index that holds only those sales.
 */
export const clientsExport = fieldSource({
  kind: 'clients',
  sheetName: 'Clientes',
  fields: (scope) => [
    { header: H.id, type: 'code', value: sql`c.id` },
    { header: H.name, type: 'text', value: sql`c.name` },
    { header: H.email, type: 'text', value: sql`c.email` },
    { header: H.phone, type: 'code', value: sql`c.phone` },
    { header: H.taxId, type: 'code', value: sql`c.tax_id` },
    { header: H.balance, type: 'money', value: sql`debt.balance` },
    { header: H.createdAt, type: 'dateTime', value: localDateTime(sql`c.created_at`, scope) },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM clients c
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(s.total - s.total_paid), 0.00) AS balance
          FROM sales s
         WHERE s.shop_id = c.shop_id AND s.client_id = c.id
           AND ${saleOwesMoneyAs('s')}
      ) debt
     WHERE c.shop_id = ${scope.sellerId} AND c.deleted_at IS NULL ${withinDays(sql`c.created_at`, scope)}
     ORDER BY c.created_at, c.id`,
});
