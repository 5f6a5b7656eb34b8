import { sql } from 'drizzle-orm';
import { SALE_STATUS_LABELS } from '@cuadre/shared/constants';
import { SALES_BOOK_COLUMNS as H, SALES_BOOK_TOTALS_LABEL } from '@cuadre/shared/exports/export-columns';
import { monthRange } from '@cuadre/shared/domain/dates';
import { cellsOf, columnsOf, localDateTime, withinDays, type TExportField } from './export-sql';
import type { TExportRow, TExportScope, TExportTable } from './export-table';
import type { TExportSnapshot } from './export-snapshot';

/**
 * The month's sales for the accountant (design §15), in the order they were made, with each client's RIF or
 * cédula (when the seller recorded it) and phone. Bolívares at each sale's own
 * rate, rounded to the cent as its receipt shows them; a sale without a rate has none.
 */
const fields = (scope: TExportScope): TExportField[] => [
  { header: H.receiptNumber, type: 'integer', value: sql`s.receipt_number` },
  { header: H.date, type: 'dateTime', value: localDateTime(sql`s.created_at`, scope) },
  { header: H.client, type: 'text', value: sql`c.name` },
  { header: H.clientTaxId, type: 'text', value: sql`c.tax_id` },
  { header: H.clientPhone, type: 'text', value: sql`c.phone` },
  { header: H.status, type: 'text', labels: SALE_STATUS_LABELS, value: sql`s.status` },
  { header: H.total, type: 'money', value: sql`s.total` },
  { header: H.rate, type: 'rate', value: sql`s.exchange_rate` },
  { header: H.rateDate, type: 'date', value: sql`s.exchange_rate_date` },
  { header: H.totalVes, type: 'money', value: sql`round(s.total * s.exchange_rate, 2)` },
  { header: H.igtf, type: 'money', value: sql`s.igtf_total` },
  { header: H.igtfVes, type: 'money', value: sql`round(s.igtf_total * s.exchange_rate, 2)` },
];

/**
 * The last row: the month's sums, made by PostgreSQL over unbounded numerics (design §10), each bolívar amount
 * as the rows above round it. The label sits in the Cliente column, the first one that holds text.
 */
const totalsFields: TExportField[] = [
  { header: H.receiptNumber, type: 'integer', value: sql`NULL` },
  { header: H.date, type: 'dateTime', value: sql`NULL` },
  { header: H.client, type: 'text', value: sql`${SALES_BOOK_TOTALS_LABEL}::text` },
  { header: H.clientTaxId, type: 'text', value: sql`NULL` },
  { header: H.clientPhone, type: 'text', value: sql`NULL` },
  { header: H.status, type: 'text', value: sql`NULL` },
  { header: H.total, type: 'money', value: sql`coalesce(sum(s.total), 0.00)` },
  { header: H.rate, type: 'rate', value: sql`NULL` },
  { header: H.rateDate, type: 'date', value: sql`NULL` },
  { header: H.totalVes, type: 'money', value: sql`coalesce(sum(round(s.total * s.exchange_rate, 2)), 0.00)` },
  { header: H.igtf, type: 'money', value: sql`coalesce(sum(s.igtf_total), 0.00)` },
  {
    header: H.igtfVes,
    type: 'money',
    value: sql`coalesce(sum(round(s.igtf_total * s.exchange_rate, 2)), 0.00)`,
  },
];

const SALES_BOOK_COLUMN_LIST = columnsOf(fields({ sellerId: '', timeZone: 'UTC' }));

/** The scope of a month 'YYYY-MM': its first to its last day in the seller's zone. */
export function monthScope(sellerId: string, timeZone: string, month: string): TExportScope {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const { startDate, endDate } = monthRange(year, monthNumber - 1);
  return { sellerId, timeZone, from: startDate, to: endDate };
}

async function* bookPages(
  snapshot: TExportSnapshot,
  scope: TExportScope,
): AsyncGenerator<readonly TExportRow[]> {
  yield* snapshot.pages(sql`
    SELECT ${cellsOf(fields(scope))} AS cells
      FROM sales s
      LEFT JOIN clients c ON c.id = s.client_id
     WHERE s.user_id = ${scope.sellerId} ${withinDays(sql`s.created_at`, scope)}
     ORDER BY s.created_at, s.id`);
  // The same snapshot: the totals add up exactly the rows above.
  yield* snapshot.pages(sql`
    SELECT ${cellsOf(totalsFields)} AS cells
      FROM sales s
     WHERE s.user_id = ${scope.sellerId} ${withinDays(sql`s.created_at`, scope)}`);
}

export function salesBookTable(snapshot: TExportSnapshot, scope: TExportScope): TExportTable {
  return { sheetName: 'Libro de ventas', columns: SALES_BOOK_COLUMN_LIST, pages: bookPages(snapshot, scope) };
}
