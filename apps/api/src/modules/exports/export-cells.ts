import { printableText } from '@cuadre/shared/documents/printable-text';
import type { TCsvFormat } from '@cuadre/shared/exports/csv-format';
import type { TColumnType, TExportColumn } from './export-table';

/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet opening a CSV runs a cell that starts with =, +, - or @ as
 * a formula, and tab or carriage return can hide one of them. A product called `=HYPERLINK(…)` must reach the
 * accountant's Excel as text, so every CSV text cell that starts with one of them gets a leading apostrophe.
 * Numbers and dates are written by us from the database's own values, never from what a seller typed, and stay
 * numbers: a negative quantity is -3, not the text '-3. An XLSX needs none of it: a cell there says its own
 * type, and a string cell is shown as typed, never run, so an apostrophe would only be a stray character in a
 * phone number like +58 414 1234567. Spaces before the sign count too: a tab or a line break stored before the
 * schemas refused them is a space by the time a cell is written (textOf).
 */
const FORMULA_START = /^[ \t\r]*[=+\-@]|^[\t\r]/;

export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const isDecimal = (type: TColumnType) => type === 'money' || type === 'quantity' || type === 'rate';

/** '2.000' → '2', '0.750' → '0.75', '245.66780000' → '245.6678': a quantity or a rate as short as it is exact. */
function withoutTrailingZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The decimal text of a number column, as the database printed it (amounts keep their 2 decimals). */
function decimalText(type: TColumnType, value: string): string {
  return type === 'money' ? value : withoutTrailingZeros(value);
}

/**
 * A text column's value: its label if it has one, printable. A line break stored in a name would split the
 * accountant's row, an override reorder it, and most C0 characters cannot be written in an XLSX's XML at all.
 */
function textOf(column: TExportColumn, value: string): string {
  return printableText(column.labels?.[value] ?? value);
}

/**
 * A CSV cell. Numbers take the decimal mark of the seller's country (csv-format.ts): Excel in Venezuela reads
 * "12.50" as twelve hundred and fifty and "12,50" as twelve and a half, Excel in Mexico the other way round; the
 * import reads both. No thousands separator, in either.
 */
export function csvCell(
  column: TExportColumn,
  value: string | null,
  decimalMark: TCsvFormat['decimalMark'],
): string {
  if (value === null) return '';
  if (isDecimal(column.type)) return decimalText(column.type, value).replace('.', decimalMark);
  if (column.type === 'text' || column.type === 'code') return neutralised(textOf(column, value));
  return value;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM' (the seller's wall clock) as the Date Excel shows as that same moment. */
function wallClockDate(value: string): Date {
  const [date = '', time = '00:00'] = value.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  // exceljs turns a Date into Excel's serial number from its UTC fields, and Excel has no time zones.
  const result = new Date(0);
  result.setUTCFullYear(year, month - 1, day);
  result.setUTCHours(hours, minutes, 0, 0);
  return result;
}

/**
 * An XLSX cell: numbers as numbers (a numeric(14,2) has at most 14 digits, within the 15 a double keeps exactly,
 * and nothing is summed here), dates as dates, text as typed in a string cell (exceljs writes a formula only from
 * a `{ formula }` value, never from a string).
 */
export function xlsxCell(column: TExportColumn, value: string | null): string | number | Date | null {
  if (value === null) return null;
  if (column.type === 'integer' || isDecimal(column.type)) return Number(value);
  if (column.type === 'date' || column.type === 'dateTime') return wallClockDate(value);
  return textOf(column, value);
}

/** How Excel shows a column's numbers and dates; '@' is Excel's Text format, under which what is typed stays text. */
export const XLSX_FORMATS: Record<TColumnType, string | undefined> = {
  text: undefined,
  code: '@',
  integer: '0',
  money: '#,##0.00',
  quantity: 'General',
  rate: 'General',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
};
