import type { SQL } from 'drizzle-orm';
import type { TExportKind } from '@cuadre/shared/exports/constants';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * How a column's values are written. Every value leaves PostgreSQL as text (numbers as it prints a numeric, so
 * nothing passes through a float on the way; dates already in the seller's zone), and the type says what the
 * CSV and the XLSX make of it. A `code` is text made of digits more often than not — a phone, a SKU, a barcode,
 * a RIF, an id — that a spreadsheet must never take for a number (04141234567 would lose its 0, 7591234567890
 * become 7,59123E+12): the XLSX gives its cells the Text format, so they stay text even when edited.
 */
export type TColumnType = 'text' | 'code' | 'integer' | 'money' | 'quantity' | 'rate' | 'date' | 'dateTime';

export interface TExportColumn {
  header: string;
  type: TColumnType;
  /** A code's Spanish label ('CASH' → 'Efectivo'); a value without one is written as it is. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * One row: a value per column, as text ('-12.50', '2025-03-09 14:30', 'CASH'), null where there is none. Dates
 * read 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM', already in the seller's zone.
 */
export type TExportRow = readonly (string | null)[];

export interface TExportTable {
  /** The XLSX sheet's name (at most 31 characters). */
  sheetName: string;
  columns: readonly TExportColumn[];
  /** The rows, a batch at a time: nothing holds a whole table in memory. */
  pages: AsyncIterable<readonly TExportRow[]>;
}

/** Which of the seller's rows an export reads: whole days in the seller's zone, both ends included. */
export interface TExportScope {
  sellerId: TShopId;
  timeZone: string;
  from?: string;
  to?: string;
}

/** One kind of export: its columns, and the one statement that selects its rows' `cells` in order. */
export interface TExportSource {
  kind: TExportKind;
  sheetName: string;
  columns: readonly TExportColumn[];
  query: (scope: TExportScope) => SQL;
}
