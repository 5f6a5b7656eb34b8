/**
 * What a spreadsheet does to a code it took for a number, and how an import undoes it (docs/imports.md, "Files
 * that come back"). A CSV has no cell types: Excel and LibreOffice read 04141234567 as the number 4141234567, the
 * SKU 00123 as 123, and Excel shows (and saves) the barcode 7591234567890 as 7,59123E+12. Saved again, the file
 * carries the number. The XLSX export writes these cells as text, which spreadsheets keep; these rules are for a
 * CSV that went through one.
 */

const DIGITS = /^\d+$/;

/** The digits of a phone without the zeros a number cannot start with: how two phones are compared. */
export function phoneDigitsKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * Whether `fileText` is the stored code as a spreadsheet wrote it back: only digits, the stored code's own digits
 * without its leading zeros (SKU 00123 → 123). A code with letters never lost anything.
 */
export function lostLeadingZeros(fileText: string, stored: string): boolean {
  if (!DIGITS.test(fileText) || !DIGITS.test(stored) || !stored.startsWith('0')) return false;
  return (stored.replace(/^0+/, '') || '0') === fileText;
}

/**
 * A Venezuelan phone number as a spreadsheet leaves it: 10 digits, the area code of a mobile (4xx: 0412, 0414,
 * 0416, 0424, 0426) or of a landline (2xx: 0212, 0241…), its leading 0 gone.
 */
const VENEZUELAN_PHONE_WITHOUT_ZERO = /^[24]\d{9}$/;

/**
 * The phone a row of an import stands for. A spreadsheet turns a phone of only digits into a number and drops
 * its leading zeros, so:
 *
 * 1. when the row's phone is only digits and equals the stored phone's digits without their leading zeros, it is
 *    the stored phone, kept as it was written (04141234567, 0414-1234567 or +584141234567);
 * 2. else, for a Venezuelan seller, 10 digits that start with 4 (a mobile) or 2 (a landline) get their 0 back:
 *    4141234567 → 04141234567 (every Venezuelan number is written with it, and none starts with 4 or 2 without);
 * 3. anything else is the phone as the file has it.
 *
 * Rule 2 is for Venezuela only: a Mexican or Colombian number of 10 digits is complete as it is.
 */
export function restoredPhone(
  filePhone: string | null,
  context: { stored?: string | null; isVenezuelan: boolean },
): string | null {
  if (filePhone === null || !DIGITS.test(filePhone)) return filePhone;
  const { stored, isVenezuelan } = context;
  if (stored && phoneDigitsKey(stored) === filePhone.replace(/^0+/, '')) return stored;
  if (isVenezuelan && VENEZUELAN_PHONE_WITHOUT_ZERO.test(filePhone)) return `0${filePhone}`;
  return filePhone;
}

/** "7,59123E+12", "7.59123E+12": a long number a spreadsheet wrote in scientific notation, digits lost. */
const SCIENTIFIC = /^\d(?:[.,]\d+)?E\+\d+$/i;

export function isScientificNotation(text: string): boolean {
  return SCIENTIFIC.test(text);
}

/**
 * Whether a code in scientific notation is the stored code rounded to the digits the spreadsheet kept:
 * 7,59123E+12 is 7591234567890 (and 7591230000001, which only the stored barcode can tell apart).
 */
export function roundsToStored(fileText: string, stored: string): boolean {
  if (!isScientificNotation(fileText) || !DIGITS.test(stored)) return false;
  const [mantissa = '', exponent = ''] = fileText.replace(',', '.').toUpperCase().split('E+');
  const digitsKept = mantissa.replace('.', '').length;
  if (Number(exponent) + 1 !== stored.replace(/^0+/, '').length) return false;
  return Number(Number(stored).toPrecision(digitsKept)) === Number(`${mantissa}e${exponent}`);
}

/** What an import says of a row whose match the rules above could not settle (after «Línea N: »). */
export const ROUND_TRIP_MESSAGES = {
  barcodeRounded: (typed: string) =>
    `el código de barras llegó como ${typed}: la hoja de cálculo lo redondeó. Escribe el código completo o importa el archivo de Excel (.xlsx).`,
  skuOfAnother: (sku: string) => `el SKU ${sku} ya es de otro de tus productos.`,
  sameRecord: (what: 'producto' | 'cliente', firstLine: number) =>
    `es el mismo ${what} de la línea ${firstLine}.`,
} as const;
