import { Readable } from 'node:stream';
import { SALES_BOOK_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { EXPORT_CONTENT_TYPES } from '@cuadre/shared/exports/constants';
import { salesBookFileName } from '@cuadre/shared/exports/export-files';
import {
  SALES_BOOK_PDF_ENTRIES,
  salesBookBlocks,
  type TSalesBookAmounts,
  type TSalesBookEntry,
} from '@cuadre/shared/exports/sales-book-document';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import type { TExportFile } from './export-file';
import type { TExportRow, TExportScope } from './export-table';
import type { TExportSnapshot } from './export-snapshot';
import { DOCUMENT_TYPE_LABELS, salesBookTable } from './sales-book';

const COLUMNS = Object.values(H) as string[];
const cellOf = (row: TExportRow, header: string) => row[COLUMNS.indexOf(header)] ?? null;
const moneyOf = (row: TExportRow, header: string) => Number(cellOf(row, header) ?? 0);

function amountsOf(row: TExportRow): TSalesBookAmounts {
  return {
    total: moneyOf(row, H.total),
    exempt: moneyOf(row, H.exempt),
    base16: moneyOf(row, H.base16),
    tax16: moneyOf(row, H.tax16),
    base8: moneyOf(row, H.base8),
    tax8: moneyOf(row, H.tax8),
    base31: moneyOf(row, H.base31),
    tax31: moneyOf(row, H.tax31),
    igtf: moneyOf(row, H.igtf),
  };
}

function entryOf(row: TExportRow): TSalesBookEntry {
  return {
    ...amountsOf(row),
    operation: Number(cellOf(row, H.operation)),
    // "2026-03-10 14:05" as the book's cells print a moment in the shop's zone.
    date: cellOf(row, H.date) ?? '',
    clientTaxId: cellOf(row, H.clientTaxId),
    client: cellOf(row, H.client),
    // The cell holds the entry's status; the writers label it, and so does this.
    documentType: DOCUMENT_TYPE_LABELS[cellOf(row, H.documentType) ?? ''] ?? '',
    receiptNumber: Number(cellOf(row, H.receiptNumber)),
  };
}

/**
 * GET /exports/sales-book.pdf (decision record 032): the book's rows read once through the export's cursor, the
 * first SALES_BOOK_PDF_ENTRIES kept and the rest counted, then its totals row — memory stays bounded whatever
 * the month — laid out by the shared document and drawn by the PDF renderer.
 */
export async function salesBookPdf(
  snapshot: TExportSnapshot,
  scope: TExportScope,
  month: string,
  shop: TDocumentShop,
): Promise<TExportFile> {
  const entries: TSalesBookEntry[] = [];
  let omitted = 0;
  let last: TExportRow | null = null;
  for await (const page of salesBookTable(snapshot, scope).pages) {
    for (const row of page) {
      if (last !== null) {
        if (entries.length < SALES_BOOK_PDF_ENTRIES) entries.push(entryOf(last));
        else omitted += 1;
      }
      last = row;
    }
  }
  // The table's last row is its totals.
  const totals = last === null ? amountsOf([]) : amountsOf(last);
  const pdf = await renderPdf(
    salesBookBlocks({ month, shop, entries, totals, omitted }),
    'a4',
    'Libro de ventas',
  );
  return {
    body: Readable.from([pdf]),
    fileName: salesBookFileName(month, 'pdf'),
    contentType: EXPORT_CONTENT_TYPES.pdf,
  };
}
