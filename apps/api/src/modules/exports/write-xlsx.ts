import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { xlsxCell, XLSX_FORMATS } from './export-cells';
import type { TExportColumn, TExportTable } from './export-table';
import { roomIn } from './stream-room';

const columnWidth = (column: TExportColumn) =>
  column.type === 'dateTime' ? 17 : Math.min(40, Math.max(12, column.header.length + 2));

async function writeWorkbook(table: TExportTable, output: PassThrough): Promise<void> {
  // The streaming writer commits each row into the ZIP as it goes; inline strings (no shared-strings table) so
  // that nothing about the rows stays in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // A code column is Text as a whole: a phone typed into a new row stays 0414…, not 414….
  sheet.columns = table.columns.map((column) =>
    column.type === 'code'
      ? { width: columnWidth(column), style: { numFmt: XLSX_FORMATS.code } }
      : { width: columnWidth(column) },
  );
  const header = sheet.addRow(table.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const page of table.pages) {
    for (const values of page) {
      const row = sheet.addRow(table.columns.map((column, index) => xlsxCell(column, values[index] ?? null)));
      table.columns.forEach((column, index) => {
        const numFmt = XLSX_FORMATS[column.type];
        if (numFmt && values[index] !== null) row.getCell(index + 1).numFmt = numFmt;
      });
      row.commit();
    }
    await roomIn(output);
    // The client went away: stop reading (leaving the loop closes the pages' reader).
    if (output.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** The table as an XLSX workbook of one sheet, streamed: a page of rows at a time, as the client reads. */
export function xlsxStream(table: TExportTable): Readable {
  const output = new PassThrough();
  // A failure half-way cannot become an error answer any more (the headers are gone): the download breaks off.
  writeWorkbook(table, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
