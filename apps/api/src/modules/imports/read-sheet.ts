import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/messages';

/** A cell as the import reads it: text as typed, a number Excel kept as a number, or a formula (refused). */
export type TSheetCell = { text: string; number: number | null; formula: boolean };

export interface TSheet {
  /** The first row, as the file has it. */
  headers: string[];
  /** Every other row that has anything in it, with its line in the file (the header is line 1). */
  rows: { line: number; cells: TSheetCell[] }[];
}

export class SheetError extends Error {}

const EMPTY_CELL: TSheetCell = { text: '', number: null, formula: false };

/** An XLSX is a ZIP: it starts with "PK\x03\x04". Anything else is read as CSV text. */
function isZip(file: Buffer): boolean {
  return file.length >= 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
}

/** A CSV cell a spreadsheet would run: "=…" (also "+", "-", "@" followed by a call, as in =HYPERLINK). */
function isCsvFormula(text: string): boolean {
  return /^=/.test(text) || /^[+@-]\s*[A-Za-z_]+\s*\(/.test(text);
}

function readCsv(file: Buffer): string[][] {
  let text: string;
  try {
    // Fatal: a Latin-1 file would otherwise come through with its accents replaced, silently.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    throw new SheetError(VALIDATION.importNotUtf8);
  }
  // papaparse guesses the delimiter (a comma, or the semicolon of Excel in Spanish).
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimiter: '' });
  return parsed.data;
}

function csvSheet(records: string[][]): TSheet {
  const [headers = [], ...body] = records;
  return {
    headers: headers.map((header) => header.trim()),
    rows: body.map((cells, index) => ({
      line: index + 2,
      cells: cells.map((raw) => {
        const text = raw.trim();
        return { text, number: null, formula: isCsvFormula(text) };
      }),
    })),
  };
}

function xlsxCell(value: ExcelJS.CellValue): TSheetCell {
  if (value === null || value === undefined) return EMPTY_CELL;
  if (typeof value === 'number') return { text: String(value), number: value, formula: false };
  if (typeof value === 'string') return { text: value.trim(), number: null, formula: false };
  if (typeof value === 'boolean')
    return { text: value ? 'VERDADERO' : 'FALSO', number: null, formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), number: null, formula: false };
  if ('formula' in value || 'sharedFormula' in value) return { text: '', number: null, formula: true };
  if ('richText' in value) {
    return {
      text: value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
      number: null,
      formula: false,
    };
  }
  if ('text' in value && typeof value.text === 'string')
    return { text: value.text.trim(), number: null, formula: false };
  return { text: '', number: null, formula: false };
}

async function readXlsx(file: Buffer): Promise<TSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new SheetError(VALIDATION.importUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw new SheetError(VALIDATION.importEmpty);
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers = Array.from(
    { length: width },
    (_, index) => xlsxCell(headerRow.getCell(index + 1).value).text,
  );
  const rows: TSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const cells = Array.from({ length: width }, (_, index) => xlsxCell(row.getCell(index + 1).value));
    if (cells.some((cell) => cell.text !== '' || cell.formula)) rows.push({ line, cells });
  });
  return { headers, rows };
}

/** The file's first sheet: CSV (UTF-8, comma or semicolon) or XLSX, whatever its name says. */
export async function readSheet(file: Buffer): Promise<TSheet> {
  if (file.length === 0) throw new SheetError(VALIDATION.importEmpty);
  const sheet = isZip(file) ? await readXlsx(file) : csvSheet(readCsv(file));
  if (sheet.headers.every((header) => header === '')) throw new SheetError(VALIDATION.importEmpty);
  if (sheet.rows.length === 0) throw new SheetError(VALIDATION.importNoRows);
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw new SheetError(VALIDATION.importTooManyRows);
  return sheet;
}
