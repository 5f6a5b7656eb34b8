import type { TDecimalMark } from '@cuadre/shared/money/decimal-input';

/** A cell as the import reads it: text as typed, a number Excel kept as a number, or a formula (refused). */
export type TSheetCell = { text: string; number: number | null; formula: boolean };

export interface TSheet {
  /** The first row, as the file has it. */
  headers: string[];
  /** Every other row that has anything in it, with its line in the file (the header is line 1). */
  rows: { line: number; cells: TSheetCell[] }[];
  /**
   * A CSV's decimal mark as its delimiter says it, for numbers that show none themselves ("2.125" alone): `;` is
   * written where the comma is the decimal mark, `,` where the point is (csv-format.ts). An XLSX has none: its
   * numbers are numbers.
   */
  delimiterDecimalMark?: TDecimalMark;
}

export const EMPTY_CELL: TSheetCell = { text: '', number: null, formula: false };
