import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/schemas/common';
import type { TSale, TSaleCreateRequestInput } from '@cuadre/shared/schemas/sales';
import { api, isApiError } from '@/lib/api-client';
import {
  CLIENTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  SALES_QUERY_KEY,
  STATS_QUERY_KEY,
  CASH_SESSIONS_QUERY_KEY,
} from '@/lib/query-keys';

export type TCreateSaleInput = {
  payload: TSaleCreateRequestInput;
  /** Made once per confirmation and reused on a retry, so a repeated request never sells twice. */
  idempotencyKey: string;
};

export function createSale({ payload, idempotencyKey }: TCreateSaleInput): Promise<TDataResponse<TSale>> {
  return api.post<TDataResponse<TSale>>('/sales', payload, { idempotencyKey });
}

/**
 * What a sale changes: stock (products), debts (clients, open accounts), the dashboard cards and the
 * statistics. A prefix nobody has cached yet costs nothing to invalidate.
 */
const AFFECTED_BY_A_SALE = [
  SALES_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  STATS_QUERY_KEY,
  // Every payment recorded while a till is open belongs to it (design §11): its expected lines change.
  CASH_SESSIONS_QUERY_KEY,
] as const;

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    // Not awaited: the seller sees the success banner at once while the lists refresh behind it.
    onSuccess: () => {
      for (const queryKey of AFFECTED_BY_A_SALE) void queryClient.invalidateQueries({ queryKey });
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
