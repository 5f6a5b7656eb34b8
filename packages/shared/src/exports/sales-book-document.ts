import { monthNameEs } from '../common/dates';
import { layoutBlocks, type TLayoutEntry, type TLayoutPart } from '../documents/document-layout';
import type { TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';
import { formatUsd } from '../money/money';
import { SALES_BOOK_NON_FISCAL } from './export-columns';

/** Entries the PDF lists; a month beyond them is complete in the XLSX, which the PDF says. */
export const SALES_BOOK_PDF_ENTRIES = 1_000;

/** The amounts of the book's row, or of its totals, in USD (the SENIAT's columns, decision record 032). */
export interface TSalesBookAmounts {
  total: number;
  exempt: number;
  base16: number;
  tax16: number;
  base8: number;
  tax8: number;
  base31: number;
  tax31: number;
  igtf: number;
}

export interface TSalesBookEntry extends TSalesBookAmounts {
  operation: number;
  date: string;
  clientTaxId: string | null;
  client: string | null;
  documentType: string;
  receiptNumber: number;
}

/** The amounts an entry or the totals print: the exempt and each rate only where there is some. */
function amountRows(amounts: TSalesBookAmounts, bold = false) {
  const rows = [{ label: 'Total con IVA', value: formatUsd(amounts.total), bold }];
  const parts: [string, number][] = [
    ['Exento', amounts.exempt],
    ['Base imponible 16 %', amounts.base16],
    ['IVA 16 %', amounts.tax16],
    ['Base imponible 8 %', amounts.base8],
    ['IVA 8 %', amounts.tax8],
    ['Base imponible 31 %', amounts.base31],
    ['IVA 31 %', amounts.tax31],
    ['IGTF', amounts.igtf],
  ];
  for (const [label, value] of parts) if (value !== 0) rows.push({ label, value: formatUsd(value), bold });
  return rows;
}

function entryOf(entry: TSalesBookEntry): TLayoutEntry {
  const who = [entry.clientTaxId, entry.client].filter(Boolean).join(' · ') || 'Sin cliente';
  return {
    rows: [
      {
        label: `${entry.operation}. ${entry.documentType} N.º ${entry.receiptNumber}`,
        value: entry.date,
        bold: true,
      },
      { label: 'RIF o cédula, nombre', value: who },
      ...amountRows(entry),
    ],
    message: `${entry.operation}. ${entry.documentType} N.º ${entry.receiptNumber}: ${formatUsd(entry.total)}`,
  };
}

/**
 * The month's sales book as a PDF (decision record 032): the totals by rate first, then each operation in order
 * with its document, client and amounts, up to SALES_BOOK_PDF_ENTRIES, and the notice that notes de entrega are
 * not fiscal documents.
 */
export function salesBookBlocks(book: {
  month: string;
  shop: TDocumentShop;
  entries: readonly TSalesBookEntry[];
  totals: TSalesBookAmounts;
  /** Entries of the month beyond those listed. */
  omitted: number;
}): TDocumentBlock[] {
  const [year, month] = book.month.split('-').map(Number) as [number, number];
  const layout: TLayoutPart[] = [
    {
      kind: 'heading',
      title: 'Libro de ventas',
      shop: book.shop,
      lines: [`${monthNameEs(month - 1)} de ${year}`],
    },
    { kind: 'rule' },
    { kind: 'text', text: 'Totales del mes', bold: true },
    ...amountRows(book.totals, true).map((row) => ({ kind: 'row' as const, ...row })),
    { kind: 'rule' },
    { kind: 'list', entries: book.entries.map(entryOf) },
  ];
  if (book.omitted > 0) {
    layout.push({
      kind: 'text',
      text: `Y ${book.omitted} operaciones más: el libro completo está en Excel (.xlsx).`,
    });
  }
  layout.push({ kind: 'gap' }, { kind: 'text', text: SALES_BOOK_NON_FISCAL });
  return layoutBlocks(layout);
}
