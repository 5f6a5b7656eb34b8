import { RECEIPTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * Whose receipt a screen shows, and so which API route serves it: the seller's own sale, any sale for the admin,
 * or a public link's (no login).
 */
export type TReceiptSource =
  { kind: 'seller'; saleId: string } | { kind: 'admin'; saleId: string } | { kind: 'public'; token: string };

export function receiptPath(source: TReceiptSource): string {
  switch (source.kind) {
    case 'seller':
      return `/sales/${encodeURIComponent(source.saleId)}/receipt`;
    case 'admin':
      return `/admin/sales/${encodeURIComponent(source.saleId)}/receipt`;
    case 'public':
      return `/public/receipts/${encodeURIComponent(source.token)}`;
  }
}

/** The PDF of a receipt; the admin prints from the page, so only the seller and the public link have one. */
export function receiptPdfPath(source: TReceiptSource): string | null {
  if (source.kind === 'admin') return null;
  return source.kind === 'public' ? `${receiptPath(source)}/receipt.pdf` : `${receiptPath(source)}.pdf`;
}

export function receiptQueryKey(source: TReceiptSource) {
  return [
    ...RECEIPTS_QUERY_KEY,
    source.kind,
    source.kind === 'public' ? source.token : source.saleId,
  ] as const;
}
