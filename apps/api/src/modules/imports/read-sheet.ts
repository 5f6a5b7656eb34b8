import { IMPORT_MAX_ROWS } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { readingBudget, type TReadingBudget } from './reading-budget';
import type { TSheet } from './sheet';
import { SheetError } from './sheet-error';

/** An XLSX is a ZIP: it starts with "PK\x03\x04". Anything else is read as CSV text. */
function isZip(file: Buffer): boolean {
  return file.length >= 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
}

/**
 * The file's first sheet: CSV (UTF-8, comma or semicolon) or XLSX, whatever its name says. It runs in the import
 * worker (sheet-reading.ts), never on the thread that answers requests.
 */
export async function readSheet(file: Buffer, budget: TReadingBudget = readingBudget()): Promise<TSheet> {
  if (file.length === 0) throw new SheetError(VALIDATION.importEmpty);
  const sheet = isZip(file) ? await readXlsx(file, budget) : readCsv(file, budget);
  if (sheet.headers.every((header) => header === '')) throw new SheetError(VALIDATION.importEmpty);
  if (sheet.rows.length === 0) throw new SheetError(VALIDATION.importNoRows);
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw new SheetError(VALIDATION.importTooManyRows);
  return sheet;
}
