import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { csvCell } from './export-cells';
import type { TExportTable } from './export-table';

/**
 * `;` between cells: Excel opens a double-clicked CSV with the list separator of the computer's locale, and in
 * the Spanish ones (es-VE, es-ES, es-CO…) that is `;`, because `,` is their decimal separator. With `,` every row
 * landed in column A. (A "sep=;" first line would also do it, but then Excel ignores the BOM and the accents
 * break.)
 */
export const CSV_DELIMITER = ';';
/** UTF-8's byte-order mark: without it Excel reads the file as ANSI and "Descripción" comes out "DescripciÃ³n". */
export const UTF8_BOM = '\uFEFF';
const NEWLINE = '\r\n';

function unparse(rows: readonly (readonly string[])[]): string {
  // Papa Parse quotes what needs it (the delimiter, quotes, line breaks); formulas are neutralised per column
  // before (export-cells.ts), so that numbers are never touched.
  return Papa.unparse(rows as string[][], {
    delimiter: CSV_DELIMITER,
    newline: NEWLINE,
    escapeFormulae: false,
  });
}

/** The table as CSV text, a page per chunk, read from the database only as fast as the reader takes it. */
export async function* csvText(table: TExportTable): AsyncGenerator<string> {
  yield UTF8_BOM + unparse([table.columns.map((column) => column.header)]) + NEWLINE;
  for await (const page of table.pages) {
    if (page.length === 0) continue;
    const rows = page.map((row) => table.columns.map((column, index) => csvCell(column, row[index] ?? null)));
    yield unparse(rows) + NEWLINE;
  }
}

/** The table as a CSV byte stream. */
export function csvStream(table: TExportTable): Readable {
  return Readable.from(csvText(table), { objectMode: false });
}
