import { sql } from 'drizzle-orm';
import { EXPENSE_CATEGORY_LABELS } from '@cuadre/shared/expenses/constants';
import { EXPENSE_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { fieldSource, localDate, withinDays } from '../export-sql';

/** The expenses by their own date (the day the seller gave them), oldest first. */
export const expensesExport = fieldSource({
  kind: 'expenses',
  sheetName: 'Gastos',
  fields: (scope) => [
    { header: H.date, type: 'date', value: localDate(sql`e.date`, scope) },
    { header: H.description, type: 'text', value: sql`e.description` },
    { header: H.category, type: 'text', labels: EXPENSE_CATEGORY_LABELS, value: sql`e.category` },
    { header: H.amount, type: 'money', value: sql`e.amount` },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM expenses e
     WHERE e.shop_id = ${scope.sellerId} ${withinDays(sql`e.date`, scope)}
     ORDER BY e.date, e.id`,
});
