import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { SALE_STATUS_LABELS } from '@cuadre/shared/sales/constants';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import {
  SALES_BOOK_COLUMNS as H,
  SALES_BOOK_DOCUMENT_TYPES,
  SALES_BOOK_NON_FISCAL,
  SALES_BOOK_RETURN_NOTE as NOTE,
  SALES_BOOK_RETURN_STATUS,
  SALES_BOOK_TOTALS_LABEL,
} from '@cuadre/shared/exports/export-columns';
import { monthRange } from '@cuadre/shared/common/dates';
import {
  cellsOf,
  columnsOf,
  labelOf,
  localDateTime,
  saleMethodsSql,
  withinDays,
  type TExportField,
} from './export-sql';
import type { TExportRow, TExportScope, TExportTable } from './export-table';
import type { TExportSnapshot } from './export-snapshot';
import type { TShopId } from '../../lib/auth/shop-scope';
import { shopIdOf } from '../../lib/auth/shop-scope';

/**
 * The month's sales and returns for the accountant (design §15), in the order they happened, with each client's
 * RIF or cédula (when the seller recorded it) and phone. A return is its own negative row, dated when it was
 * made, at its sale's rate (as the dashboard and the statistics net it, design §13). Bolívares at each sale's
 * own rate, rounded to the cent as its receipt shows them; a sale without a rate has none.
 */
const ENTRIES_STATUS_LABELS = { ...SALE_STATUS_LABELS, RETURN: SALES_BOOK_RETURN_STATUS };
/** The Tipo de documento of each entry's status: a note of a sale, or a return. */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  PAID: SALES_BOOK_DOCUMENT_TYPES.sale,
  PENDING: SALES_BOOK_DOCUMENT_TYPES.sale,
  RETURN: SALES_BOOK_DOCUMENT_TYPES.return,
};

/** Each row of the book, from the sales (`s`) and the returns (`r`, joined to their sale `s`) of the month. */
function entriesSql(scope: TExportScope) {
  return sql`
    SELECT s.created_at AS at, s.id AS id, s.receipt_number, s.client_id, s.status::text AS status,
           ${saleMethodsSql} AS methods, s.total, s.exchange_rate, s.exchange_rate_date, s.igtf_total,
           NULL::text AS note, s.tax_lines, 1 AS sign
      FROM sales s
     WHERE s.shop_id = ${scope.sellerId} ${withinDays(sql`s.created_at`, scope)}
    UNION ALL
    SELECT r.created_at, r.id, s.receipt_number, s.client_id, 'RETURN', NULL, -r.total, s.exchange_rate,
           s.exchange_rate_date, 0,
           ${NOTE.sale}::text || s.receipt_number::text || CASE WHEN r.refund_method IS NULL THEN ${NOTE.credit}::text
             ELSE ${NOTE.refund}::text || ${labelOf(sql`r.refund_method`, PAYMENT_METHOD_LABELS)} END,
           r.tax_lines, -1
      FROM sale_returns r JOIN sales s ON s.id = r.sale_id
     WHERE r.shop_id = ${scope.sellerId} ${withinDays(sql`r.created_at`, scope)}`;
}

/**
 * A part of an entry's IVA (decision record 032): the base or the tax of one class, from the tax lines its sale
 * or return kept, with the entry's sign. An entry without tax lines (a shop that charges no IVA) has none: its
 * whole total is outside IVA, in Exento.
 */
function taxPart(entry: SQL, taxClass: TTaxClass, part: 'base' | 'tax'): SQL {
  return sql`round(coalesce((SELECT sum((l ->> ${part})::numeric) FROM jsonb_array_elements(${entry}.tax_lines) AS l
                              WHERE l ->> 'class' = ${taxClass}), 0) * ${entry}.sign, 2)`;
}

const exemptOf = (entry: SQL) =>
  sql`CASE WHEN ${entry}.tax_lines IS NULL THEN ${entry}.total ELSE ${taxPart(entry, 'EXEMPT', 'base')} END`;

/** Its amounts as the SENIAT's book lays them out, each a sum its totals row adds up. */
const amountsOf = (entry: SQL): TExportField[] => [
  { header: H.total, type: 'money', value: sql`${entry}.total` },
  { header: H.exempt, type: 'money', value: exemptOf(entry) },
  { header: H.base16, type: 'money', value: taxPart(entry, 'GENERAL', 'base') },
  { header: H.tax16, type: 'money', value: taxPart(entry, 'GENERAL', 'tax') },
  { header: H.base8, type: 'money', value: taxPart(entry, 'REDUCED', 'base') },
  { header: H.tax8, type: 'money', value: taxPart(entry, 'REDUCED', 'tax') },
  // The luxury rate has no class of Cuadre's: the column is the book's, and stays at 0.
  { header: H.base31, type: 'money', value: sql`0.00` },
  { header: H.tax31, type: 'money', value: sql`0.00` },
];

const fields = (scope: TExportScope): TExportField[] => [
  { header: H.operation, type: 'integer', value: sql`row_number() OVER (ORDER BY e.at, e.id)` },
  { header: H.date, type: 'dateTime', value: localDateTime(sql`e.at`, scope) },
  { header: H.clientTaxId, type: 'code', value: sql`c.tax_id` },
  { header: H.client, type: 'text', value: sql`c.name` },
  { header: H.documentType, type: 'text', labels: DOCUMENT_TYPE_LABELS, value: sql`e.status` },
  { header: H.receiptNumber, type: 'integer', value: sql`e.receipt_number` },
  ...amountsOf(sql`e`),
  { header: H.igtf, type: 'money', value: sql`e.igtf_total` },
  { header: H.clientPhone, type: 'code', value: sql`c.phone` },
  { header: H.status, type: 'text', labels: ENTRIES_STATUS_LABELS, value: sql`e.status` },
  { header: H.paymentMethods, type: 'text', value: sql`e.methods` },
  { header: H.rate, type: 'rate', value: sql`e.exchange_rate` },
  { header: H.rateDate, type: 'date', value: sql`e.exchange_rate_date` },
  { header: H.totalVes, type: 'money', value: sql`round(e.total * e.exchange_rate, 2)` },
  { header: H.igtfVes, type: 'money', value: sql`round(e.igtf_total * e.exchange_rate, 2)` },
  { header: H.note, type: 'text', value: sql`e.note` },
];

/**
 * The last row: the month's sums net of its returns, made by PostgreSQL over unbounded numerics (design §10),
 * each bolívar amount as the rows above round it. The label sits in the Cliente column, the first one that holds
 * text. Its IGTF is by sale, unlike every other period's IGTF (lib/igtf-collected.ts: the payments made in it):
 * the book's rows are the month's sales, each with the IGTF charged on it whenever it was paid, and the total is
 * the sum of the column above it, so an instalment paid in December on a November fiado is in November's book.
 */
const totalsFields: TExportField[] = [
  { header: H.operation, type: 'integer', value: sql`NULL` },
  { header: H.date, type: 'dateTime', value: sql`NULL` },
  { header: H.clientTaxId, type: 'code', value: sql`NULL` },
  { header: H.client, type: 'text', value: sql`${SALES_BOOK_TOTALS_LABEL}::text` },
  { header: H.documentType, type: 'text', value: sql`NULL` },
  { header: H.receiptNumber, type: 'integer', value: sql`NULL` },
  ...amountsOf(sql`e`).map((field) => ({ ...field, value: sql`coalesce(sum(${field.value}), 0.00)` })),
  { header: H.igtf, type: 'money', value: sql`coalesce(sum(e.igtf_total), 0.00)` },
  { header: H.clientPhone, type: 'code', value: sql`NULL` },
  { header: H.status, type: 'text', value: sql`NULL` },
  { header: H.paymentMethods, type: 'text', value: sql`NULL` },
  { header: H.rate, type: 'rate', value: sql`NULL` },
  { header: H.rateDate, type: 'date', value: sql`NULL` },
  { header: H.totalVes, type: 'money', value: sql`coalesce(sum(round(e.total * e.exchange_rate, 2)), 0.00)` },
  {
    header: H.igtfVes,
    type: 'money',
    value: sql`coalesce(sum(round(e.igtf_total * e.exchange_rate, 2)), 0.00)`,
  },
  // A nota de entrega is no fiscal document: the book says so where the accountant reads its totals.
  { header: H.note, type: 'text', value: sql`${SALES_BOOK_NON_FISCAL}::text` },
];

// Only the columns are read from it: it names no shop.
const SALES_BOOK_COLUMN_LIST = columnsOf(fields({ sellerId: shopIdOf(''), timeZone: 'UTC' }));

/** The scope of a month 'YYYY-MM': its first to its last day in the seller's zone. */
export function monthScope(shopId: TShopId, timeZone: string, month: string): TExportScope {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const { startDate, endDate } = monthRange(year, monthNumber - 1);
  return { sellerId: shopId, timeZone, from: startDate, to: endDate };
}

async function* bookPages(
  snapshot: TExportSnapshot,
  scope: TExportScope,
): AsyncGenerator<readonly TExportRow[]> {
  yield* snapshot.pages(sql`
    SELECT ${cellsOf(fields(scope))} AS cells
      FROM (${entriesSql(scope)}) e
      LEFT JOIN clients c ON c.id = e.client_id
     ORDER BY e.at, e.id`);
  // The same snapshot: the totals add up exactly the rows above.
  yield* snapshot.pages(sql`SELECT ${cellsOf(totalsFields)} AS cells FROM (${entriesSql(scope)}) e`);
}

export function salesBookTable(snapshot: TExportSnapshot, scope: TExportScope): TExportTable {
  return { sheetName: 'Libro de ventas', columns: SALES_BOOK_COLUMN_LIST, pages: bookPages(snapshot, scope) };
}
