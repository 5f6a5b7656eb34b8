/**
 * How a CSV is written for a seller, from the seller's country (docs/decisions/025). Excel and LibreOffice open a
 * double-clicked CSV with the computer's list separator and decimal mark: where the decimal mark is a comma
 * (Venezuela, Colombia, Argentina, Chile, Spain…) the list separator is `;`; where it is a point (Mexico, Central
 * America, the Dominican Republic, Puerto Rico, the United States…) it is `,`, and a file with `;` opens there as
 * one column of text. The imports read both (the delimiter from the header line, the decimals from the delimiter).
 */

export type TCsvFormat = {
  /** Between cells. */
  delimiter: ';' | ',';
  /** Before a number's decimals. */
  decimalMark: ',' | '.';
};

export const SEMICOLON_CSV: TCsvFormat = { delimiter: ';', decimalMark: ',' };
export const COMMA_CSV: TCsvFormat = { delimiter: ',', decimalMark: '.' };

/**
 * The countries whose spreadsheets write 1,234.56 (ISO 3166 codes). Listed by hand rather than asked of Intl:
 * CLDR gives "es-BR" a decimal point that no Brazilian writes, and the server's and a browser's ICU need not
 * agree. The Spanish-speaking ones come from CLDR's es-XX locales; the others are the English- and Asian-written
 * countries a shop that keeps its books in Spanish could still be in. Every other country, and an account
 * without one, writes 1.234,56 (the semicolon file Cuadre always wrote, Venezuela's).
 */
const DOT_DECIMAL_COUNTRIES: ReadonlySet<string> = new Set([
  // Spanish-speaking
  'MX',
  'GT',
  'HN',
  'SV',
  'NI',
  'PA',
  'DO',
  'PR',
  'CU',
  'PE',
  'US',
  // English-speaking and Asia
  'GB',
  'IE',
  'CA',
  'AU',
  'NZ',
  'BZ',
  'JM',
  'TT',
  'BS',
  'BB',
  'GY',
  'PH',
  'IN',
  'PK',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'SG',
  'MY',
  'TH',
  'IL',
  'NG',
  'GH',
  'KE',
]);

/** The CSV format of a seller in this country (its ISO code); no country: the semicolon file. */
export function csvFormatOf(countryCode: string | null | undefined): TCsvFormat {
  return countryCode && DOT_DECIMAL_COUNTRIES.has(countryCode.toUpperCase()) ? COMMA_CSV : SEMICOLON_CSV;
}

/**
 * What the export screen says a CSV is: "CSV con punto y coma y coma decimal (Excel en español de Venezuela)",
 * "CSV con coma y punto decimal (Excel en español de México)".
 */
export function csvFormatDescription(format: TCsvFormat, countryName?: string | null): string {
  const kind =
    format.delimiter === ';' ? 'CSV con punto y coma y coma decimal' : 'CSV con coma y punto decimal';
  return `${kind} (Excel en español${countryName ? ` de ${countryName}` : ''})`;
}
