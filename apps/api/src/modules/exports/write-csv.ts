import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { TCsvFormat } from '@cuadre/shared/exports/csv-format';
import { csvCell } from './export-cells';
import type { TExportTable } from './export-table';

/**
 * The separator and the decimal mark are the seller's country's (csv-format.ts, docs/decisions/025): Excel opens a
 * double-clicked CSV with the list separator of the computer's locale — `;` where `,` is the decimal separator
 * (es-VE, es-ES, es-CO…), `,` where it is `.` (es-MX, en-US…) — and with the other one every row lands in column A.
 * (A "sep=;" first line would also do it, but then Excel ignores the BOM and the accents break.)
 */
/** UTF-8's byte-order mark: without it Excel reads the file as ANSI and "Descripción" comes out "DescripciÃ³n". */
export const UTF8_BOM = '\uFEFF';
const NEWLINE = '\r\n';

function unparse(rows: readonly (readonly string[])[], format: TCsvFormat): string {
  // Papa Parse quotes what needs it (the delimiter, quotes, line breaks); formulas are neutralised per column
  // before (export-cells.ts), so that numbers are never touched.
  return Papa.unparse(rows as string[][], {
    delimiter: format.delimiter,
    newline: NEWLINE,
    escapeFormulae: false,
  });
}

/** The table as CSV text, a page per chunk, read from the database only as fast as the reader takes it. */
export async function* csvText(table: TExportTable, format: TCsvFormat): AsyncGenerator<string> {
  yield UTF8_BOM + unparse([table.columns.map((column) => column.header)], format) + NEWLINE;
  for await (const page of table.pages) {
    if (page.length === 0) continue;
    const rows = page.map((row) =>
      table.columns.map((column, index) => csvCell(column, row[index] ?? null, format.decimalMark)),
    );
    yield unparse(rows, format) + NEWLINE;
  }
}

/** The table as a CSV byte stream. */
export function csvStream(table: TExportTable, format: TCsvFormat): Readable {
  return Readable.from(csvText(table, format), { objectMode: false });
}
