import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/schemas/common';
import type { TSaleReturn, TSaleReturnRequestInput } from '@cuadre/shared/schemas/returns';
import { api } from '@/lib/api-client';
import {
  CASH_SESSIONS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  SALES_QUERY_KEY,
  STATS_QUERY_KEY,
} from '@/lib/query-keys';

export type TCreateReturnInput = {
  saleId: string;
  payload: TSaleReturnRequestInput;
  /** Made once per attempt and reused on a retry, so a lost answer never refunds twice. */
  idempotencyKey: string;
};

export function createReturn({
  saleId,
  payload,
  idempotencyKey,
}: TCreateReturnInput): Promise<TDataResponse<TSaleReturn>> {
  return api.post<TDataResponse<TSaleReturn>>(`/sales/${encodeURIComponent(saleId)}/returns`, payload, {
    idempotencyKey,
  });
}

/**
 * What a return changes (design §13): the sale's returns and net figures (lists and details live under the sales
 * prefix), the stock of what went back on the shelf (products, their movements, the low-stock panel), revenue and
 * profit on the dashboard and in the statistics, the open till a refund came out of, and — with a credit — the
 * client's debt and the open account's totals.
 */
const AFFECTED_BY_A_RETURN = [
  SALES_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  STATS_QUERY_KEY,
  CASH_SESSIONS_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
] as const;

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () =>
      Promise.all(AFFECTED_BY_A_RETURN.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
