import { sql } from 'drizzle-orm';
import { RECEIVABLES_COLUMNS as H, SALES_BOOK_TOTALS_LABEL } from '@cuadre/shared/exports/export-columns';
import type { TShopId } from '../../lib/auth/shop-scope';
import { perClientAsOf, RECEIVABLES_ORDER } from '../credit/receivables.repository';
import { cellsOf, columnsOf, type TExportField } from './export-sql';
import type { TExportRow, TExportTable } from './export-table';
import type { TExportSnapshot } from './export-snapshot';

/** What the receivables' file is of: a shop's debts as of a day, and the rate of their bolívares (or none). */
export interface TReceivablesScope {
  shopId: TShopId;
  asOf: string;
  rate: number | null;
}

// Bolívares at the day's rate, to the cent, as the screen gives them; without a rate, none.
const inBolivares = (usd: ReturnType<typeof sql>, rate: number | null) =>
  rate === null ? sql`NULL` : sql`round((${usd})::numeric * ${rate}::numeric, 2)`;

const fields = (rate: number | null): TExportField[] => [
  { header: H.client, type: 'text', value: sql`c.name` },
  { header: H.clientTaxId, type: 'code', value: sql`c.tax_id` },
  { header: H.clientPhone, type: 'code', value: sql`c.phone` },
  { header: H.owed, type: 'money', value: sql`p.owed` },
  { header: H.overdue, type: 'money', value: sql`p.overdue` },
  { header: H.upTo30, type: 'money', value: sql`p.up_to_30` },
  { header: H.upTo60, type: 'money', value: sql`p.up_to_60` },
  { header: H.upTo90, type: 'money', value: sql`p.up_to_90` },
  { header: H.over90, type: 'money', value: sql`p.over_90` },
  { header: H.daysLate, type: 'integer', value: sql`p.days_late` },
  { header: H.oldestDue, type: 'date', value: sql`to_char(p.oldest_due, 'YYYY-MM-DD')` },
  { header: H.owedVes, type: 'money', value: inBolivares(sql`p.owed`, rate) },
  { header: H.overdueVes, type: 'money', value: inBolivares(sql`p.overdue`, rate) },
];

/** The last row: the sums of the rows above, from the same snapshot; its bolívares are the sums' at the rate. */
const totalsFields = (rate: number | null): TExportField[] => {
  const sum = (column: string) => sql`coalesce(sum(${sql.raw(`p.${column}`)}::numeric), 0.00)`;
  return [
    { header: H.client, type: 'text', value: sql`${SALES_BOOK_TOTALS_LABEL}::text` },
    { header: H.clientTaxId, type: 'code', value: sql`NULL` },
    { header: H.clientPhone, type: 'code', value: sql`NULL` },
    { header: H.owed, type: 'money', value: sum('owed') },
    { header: H.overdue, type: 'money', value: sum('overdue') },
    { header: H.upTo30, type: 'money', value: sum('up_to_30') },
    { header: H.upTo60, type: 'money', value: sum('up_to_60') },
    { header: H.upTo90, type: 'money', value: sum('up_to_90') },
    { header: H.over90, type: 'money', value: sum('over_90') },
    { header: H.daysLate, type: 'integer', value: sql`NULL` },
    { header: H.oldestDue, type: 'date', value: sql`NULL` },
    { header: H.owedVes, type: 'money', value: inBolivares(sum('owed'), rate) },
    { header: H.overdueVes, type: 'money', value: inBolivares(sum('overdue'), rate) },
  ];
};

async function* receivablesPages(
  snapshot: TExportSnapshot,
  scope: TReceivablesScope,
): AsyncGenerator<readonly TExportRow[]> {
  const perClient = perClientAsOf(scope.shopId, scope.asOf);
  yield* snapshot.pages(sql`
    SELECT ${cellsOf(fields(scope.rate))} AS cells
      FROM (${perClient}) AS p JOIN clients AS c ON c.id = p.client_id
     ORDER BY ${RECEIVABLES_ORDER}`);
  yield* snapshot.pages(sql`SELECT ${cellsOf(totalsFields(scope.rate))} AS cells FROM (${perClient}) AS p`);
}

/** GET /reports/receivables.{csv|xlsx}: every client who owes, most overdue first, then the totals. */
export function receivablesTable(snapshot: TExportSnapshot, scope: TReceivablesScope): TExportTable {
  return {
    sheetName: 'Por cobrar',
    columns: columnsOf(fields(scope.rate)),
    pages: receivablesPages(snapshot, scope),
  };
}
