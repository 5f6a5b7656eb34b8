import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TSale, TSaleCreateRequestInput } from '@cuadre/shared/sales/schemas';
import { api, isApiError } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { AFFECTED_WHEN_STOCK_AND_MONEY_MOVE } from '@/lib/stock-and-money-moved';

export type TCreateSaleInput = {
  payload: TSaleCreateRequestInput;
  /** Made once per confirmation and reused on a retry, so a repeated request never sells twice. */
  idempotencyKey: string;
};

export function createSale({ payload, idempotencyKey }: TCreateSaleInput): Promise<TDataResponse<TSale>> {
  return api.post<TDataResponse<TSale>>('/sales', payload, { idempotencyKey });
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    // Not awaited: the seller sees the success banner at once while the lists refresh behind it.
    onSuccess: () => {
      for (const queryKey of AFFECTED_WHEN_STOCK_AND_MONEY_MOVE)
        void queryClient.invalidateQueries({ queryKey });
    },
    // Someone else sold the last units: the product cards would still offer them, and the cart would let the
    // seller confirm the same refused sale again. The fresh answer carries the stock that is left to both.
    onError: (error) => {
      if (isApiError(error) && error.code === 'INSUFFICIENT_STOCK') {
        void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
      }
    },
  });
}
