import type { TPaper } from '@cuadre/shared/documents/schemas';
import { api } from '@/lib/api-client';
import { receiptPdfPath, type TReceiptSource } from './receipt-source';

/** The receipt's PDF on the paper picked, fetched with the bearer token where the route needs it. */
export async function fetchReceiptPdf(source: TReceiptSource, paper: TPaper): Promise<Blob> {
  const path = receiptPdfPath(source);
  if (!path) throw new Error('this receipt has no PDF route');
  return api.getBlob(path, { params: { paper }, headers: { Accept: 'application/pdf' } });
}
