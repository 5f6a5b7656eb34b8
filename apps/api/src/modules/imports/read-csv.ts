import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TReadingBudget } from './reading-budget';
import type { TSheet } from './sheet';
import { SheetError } from './sheet-error';

/**
 * The longest line a list has: the delimiter is guessed from the first one, and a longer line anywhere — a quote
 * that never closes, a cell of megabytes — is no list's, and costs papaparse seconds and memory to walk.
 */
const MAX_LINE_CHARACTERS = 64 * 1024;

/** Whether some line of the text is longer than MAX_LINE_CHARACTERS (a quoted line break counts as one). */
function hasOverlongLine(text: string): boolean {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if ((end === -1 ? text.length : end) - start > MAX_LINE_CHARACTERS) return true;
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
}

/** A CSV cell a spreadsheet would run: "=…" (also "+", "-", "@" followed by a call, as in =HYPERLINK). */
function isCsvFormula(text: string): boolean {
  return /^=/.test(text) || /^[+@-]\s*[A-Za-z_]+\s*\(/.test(text);
}

/**
 * A comma or the semicolon of Excel in Spanish, guessed from the first line only: papaparse's own guess parses the
 * whole text once per candidate, which an unclosed quote turns into seconds of work per megabyte.
 */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, MAX_LINE_CHARACTERS).split(/\r\n|\n|\r/, 1)[0] ?? '';
  const guess = Papa.parse<string[]>(firstLine, { delimiter: '', preview: 1 }).meta.delimiter;
  return guess || ',';
}

/** A CSV file (UTF-8, comma or semicolon) read row by row, stopped at the first row over the limit. */
export function readCsv(file: Buffer, budget: TReadingBudget): TSheet {
  let text: string;
  try {
    // Fatal: a Latin-1 file would otherwise come through with its accents replaced, silently.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    throw new SheetError(VALIDATION.importNotUtf8);
  }
  if (hasOverlongLine(text)) throw new SheetError(VALIDATION.importLineTooLong);
  let headers: string[] | null = null;
  const rows: TSheet['rows'] = [];
  let refusal: string | null = null;
  const delimiter = delimiterOf(text);
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const record = result.data;
      if (headers === null) {
        headers = record.map((header) => header.trim());
        return;
      }
      rows.push({
        line: rows.length + 2,
        cells: record.map((raw) => {
          const cell = raw.trim();
          return { text: cell, number: null, formula: isCsvFormula(cell) };
        }),
      });
      try {
        if (rows.length > IMPORT_MAX_ROWS) throw new SheetError(VALIDATION.importTooManyRows);
        budget.step();
      } catch (error) {
        if (!(error instanceof SheetError)) throw error;
        // Papa is stopped through its own abort; the refusal is thrown once it has returned.
        refusal = error.message;
        parser.abort();
      }
    },
  });
  if (refusal !== null) throw new SheetError(refusal);
  const delimiterDecimalMark = delimiter === ';' ? ',' : delimiter === ',' ? '.' : undefined;
  return { headers: headers ?? [], rows, ...(delimiterDecimalMark ? { delimiterDecimalMark } : {}) };
}
