import { sql } from 'drizzle-orm';
import type { TExportFormat } from '@cuadre/shared/exports/constants';
import { csvFormatOf } from '@cuadre/shared/exports/csv-format';
import type { TDualAmount } from '@cuadre/shared/money/dual-amount';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';
import { tableFile, type TExportFile } from '../exports/export-file';
import type { TExportColumn, TExportRow } from '../exports/export-table';

/** A report's table as its files give it: the rows the screen shows, already summed (at most a few hundred). */
export interface TReportTable {
  sheetName: string;
  columns: readonly TExportColumn[];
  rows: readonly TExportRow[];
}

/** An amount as the export writers take it: the cents exact, as PostgreSQL would print the numeric. */
export function moneyCell(amount: number | null): string | null {
  return amount === null ? null : amount.toFixed(2);
}

/** Dollars and bolívares, in two cells. */
export function dualCells(amount: TDualAmount): [string | null, string | null] {
  return [moneyCell(amount.usd), moneyCell(amount.ves)];
}

async function* onePage(rows: readonly TExportRow[]): AsyncGenerator<readonly TExportRow[]> {
  yield rows;
}

/** The report's table as CSV (in the shop's country's format) or XLSX, by the exports' own writers. */
export async function reportTableFile(
  db: TDbOrTx,
  shopId: TShopId,
  table: TReportTable,
  format: TExportFormat,
  fileName: string,
): Promise<TExportFile> {
  const shop = await db.execute<{ country_code: string | null }>(
    sql`SELECT country_code FROM shops WHERE id = ${shopId}`,
  );
  const { sheetName, columns, rows } = table;
  return tableFile(
    { sheetName, columns, pages: onePage(rows) },
    format,
    fileName,
    csvFormatOf(shop.rows[0]?.country_code),
  );
}
