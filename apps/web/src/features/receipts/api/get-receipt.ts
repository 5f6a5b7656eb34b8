import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TReceipt, TSellerReceipt } from '@cuadre/shared/documents/schemas';
import { api } from '@/lib/api-client';
import { receiptPath, receiptQueryKey, type TReceiptSource } from './receipt-source';

/** A receipt as the screens draw it; the seller's also says its public link, while one is active. */
export type TShownReceipt = TReceipt & { link?: TSellerReceipt['link'] };

export async function getReceipt(source: TReceiptSource, signal?: AbortSignal): Promise<TShownReceipt> {
  const { data } = await api.get<TDataResponse<TShownReceipt>>(receiptPath(source), { signal });
  return data;
}

export function useReceipt(source: TReceiptSource) {
  return useQuery(
    queryOptions({
      queryKey: receiptQueryKey(source),
      queryFn: ({ signal }) => getReceipt(source, signal),
    }),
  );
}
