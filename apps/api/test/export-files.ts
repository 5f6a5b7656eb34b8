import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { neutralised } from '../src/modules/exports/export-cells';
import type { TTestContext } from './test-app';

/** A downloaded export: its status, headers and bytes. */
export interface TDownload {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  bytes: Buffer;
  body: string;
}

export async function download(
  ctx: TTestContext,
  headers: Record<string, string>,
  url: string,
): Promise<TDownload> {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: response.rawPayload,
    body: response.body,
  };
}

/** A CSV export read back as Excel in a Spanish locale would: BOM dropped, `;` between cells. */
export function parseCsv(text: string): { headers: string[]; rows: string[][] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`CSV unreadable: ${JSON.stringify(parsed.errors[0])}`);
  const [headers = [], ...rows] = parsed.data;
  return { headers, rows };
}

export type TXlsxCell = string | number | Date | null;

/** An XLSX export read back with exceljs: its sheets' names and the first sheet's rows, as typed values. */
export async function parseXlsx(
  bytes: Buffer,
): Promise<{ sheetNames: string[]; headers: string[]; rows: TXlsxCell[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const width = sheet.getRow(1).cellCount;
  const values: TXlsxCell[][] = [];
  sheet.eachRow((row) => {
    const cells: TXlsxCell[] = [];
    for (let column = 1; column <= width; column += 1) {
      const value = row.getCell(column).value;
      cells.push(value === null || value === undefined ? null : (value as TXlsxCell));
    }
    values.push(cells);
  });
  const [headers = [], ...rows] = values;
  return { sheetNames: workbook.worksheets.map((s) => s.name), headers: headers.map(String), rows };
}

/**
 * Whether an XLSX cell says what its CSV cell says: the same text (the CSV's with the apostrophe that keeps a
 * spreadsheet from running it, export-cells.ts), the same number (the CSV writes a decimal comma), or the same
 * date and time ('YYYY-MM-DD' or 'YYYY-MM-DD HH:MM' on the seller's clock).
 */
export function sameCell(csv: string, xlsx: TXlsxCell): boolean {
  if (xlsx === null) return csv === '';
  if (typeof xlsx === 'number') return Number(csv.replace(',', '.')) === xlsx;
  if (xlsx instanceof Date) {
    const text = xlsx.toISOString().replace('T', ' ').slice(0, 16);
    return csv === text || `${csv} 00:00` === text;
  }
  return csv === neutralised(xlsx);
}

/** The files of a ZIP, each as UTF-8 text (its byte-order mark kept, to be checked). */
export function unzipText(bytes: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(bytes));
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}
