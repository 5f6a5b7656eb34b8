import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';
import type { TExportColumn, TExportScope, TExportSource } from './export-table';
import { shopIdOf } from '../../lib/auth/shop-scope';

/** A column and the SQL expression of its value: kept side by side, a header can never shift onto another value. */
export type TExportField = TExportColumn & { value: SQL };

export const columnsOf = (fields: readonly TExportField[]): TExportColumn[] =>
  fields.map(({ header, type, labels }) => (labels ? { header, type, labels } : { header, type }));

/** `ARRAY[…]::text[]` of the fields' values, every one as text (numerics as PostgreSQL prints them, exactly). */
export function cellsOf(fields: readonly TExportField[]): SQL {
  return sql`ARRAY[${sql.join(
    fields.map((field) => sql`(${field.value})::text`),
    sql`, `,
  )}]::text[]`;
}

/** 'YYYY-MM-DD HH:MM' of an instant on the seller's clock. */
export function localDateTime(instant: SQL, scope: TExportScope): SQL {
  return sql`to_char(${instant} AT TIME ZONE ${scope.timeZone}::text, 'YYYY-MM-DD HH24:MI')`;
}

/** 'YYYY-MM-DD' of an instant on the seller's calendar. */
export function localDate(instant: SQL, scope: TExportScope): SQL {
  return sql`to_char(${instant} AT TIME ZONE ${scope.timeZone}::text, 'YYYY-MM-DD')`;
}

/**
 * `AND instant` within the scope's days, in the seller's zone: bounds computed once by PostgreSQL, so the
 * (shop_id, time, id) indexes still serve the range (stats/zoned-days.ts).
 */
export function withinDays(instant: SQL, scope: TExportScope): SQL {
  const from = scope.from ? sql` AND ${instant} >= ${zonedDayStart(scope.from, scope.timeZone)}` : sql``;
  const to = scope.to ? sql` AND ${instant} < ${zonedDayEnd(scope.to, scope.timeZone)}` : sql``;
  return sql`${from}${to}`;
}

/** A source whose columns are fields: the headers come from the same list as the SQL that fills them. */
export function fieldSource(definition: {
  kind: TExportSource['kind'];
  sheetName: string;
  /** The fields; only their SQL depends on the scope (the seller's zone), never their headers. */
  fields: (scope: TExportScope) => TExportField[];
  /** The statement: `cells` is the fields' ARRAY, to select as `cells`, the rows in the file's order. */
  select: (cells: SQL, scope: TExportScope) => SQL;
}): TExportSource {
  // Only the headers are read from it: it names no shop.
  const headersScope: TExportScope = { sellerId: shopIdOf(''), timeZone: 'UTC' };
  return {
    kind: definition.kind,
    sheetName: definition.sheetName,
    columns: columnsOf(definition.fields(headersScope)),
    query: (scope) => definition.select(cellsOf(definition.fields(scope)), scope),
  };
}

/** A code column as the Spanish label the screens give it, in SQL: for text built of several codes. */
export function labelOf(code: SQL, labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels).map(([value, label]) => sql`WHEN ${value}::text THEN ${label}::text`);
  return sql`(CASE ${code}::text ${sql.join(cases, sql` `)} END)`;
}

/**
 * The methods of sale `s`'s payments ("Efectivo + Pago Móvil"), through payments_sale_idx: a split sale names
 * each, a sale paid by Pago Móvil is not "Efectivo" because of the spec's single method field, and a sale with
 * no payment names none.
 */
export const saleMethodsSql = sql`(
  SELECT string_agg(DISTINCT ${labelOf(sql`p.method`, PAYMENT_METHOD_LABELS)}, ' + ')
    FROM payments p WHERE p.sale_id = s.id)`;
