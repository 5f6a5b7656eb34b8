import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import type { TShownReceipt } from './get-receipt';
import { receiptQueryKey } from './receipt-source';

/** POST /sales/{id}/receipt-link: the sale's public link, the same one while it is active. */
export function useShareReceiptLink(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.post<TDataResponse<{ url: string }>>(
        `/sales/${encodeURIComponent(saleId)}/receipt-link`,
      );
      return data.url;
    },
    onSuccess: (url) =>
      queryClient.setQueryData<TShownReceipt>(receiptQueryKey({ kind: 'seller', saleId }), (receipt) =>
        receipt ? { ...receipt, link: { url } } : receipt,
      ),
  });
}

/** DELETE /sales/{id}/receipt-link: the link stops opening the receipt. */
export function useRevokeReceiptLink(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<TDataResponse<{ message: string }>>(`/sales/${encodeURIComponent(saleId)}/receipt-link`),
    onSuccess: () =>
      queryClient.setQueryData<TShownReceipt>(receiptQueryKey({ kind: 'seller', saleId }), (receipt) =>
        receipt ? { ...receipt, link: null } : receipt,
      ),
  });
}
