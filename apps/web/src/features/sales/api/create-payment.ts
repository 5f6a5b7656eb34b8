import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TPayment, TPaymentCreateRequestInput } from '@cuadre/shared/payments/schemas';
import { api } from '@/lib/api-client';
import {
  CLIENTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  SALES_QUERY_KEY,
  STATS_QUERY_KEY,
  CASH_SESSIONS_QUERY_KEY,
  RECEIPTS_QUERY_KEY,
} from '@/lib/query-keys';

export type TCreatePaymentInput = {
  payload: TPaymentCreateRequestInput;
  /** Made once per confirmation and reused on a retry, so a repeated request never pays twice. */
  idempotencyKey: string;
};

export function createPayment({
  payload,
  idempotencyKey,
}: TCreatePaymentInput): Promise<TDataResponse<TPayment>> {
  return api.post<TDataResponse<TPayment>>('/payments', payload, { idempotencyKey });
}

/**
 * What an instalment changes: the sale's status and balance (lists and details live under the sales prefix),
 * the client's debt, and the open account's totals. In dollars with IGTF charged, the sale's IGTF grows too,
 * and the dashboard and the statistics sum it per period (design §10).
 */
const AFFECTED_BY_A_PAYMENT = [
  SALES_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  STATS_QUERY_KEY,
  // Every payment recorded while a till is open belongs to it (design §11): its expected lines change.
  CASH_SESSIONS_QUERY_KEY,
  // The sale's receipt lists its payments and what is still owed (design §12).
  RECEIPTS_QUERY_KEY,
] as const;

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () =>
      Promise.all(AFFECTED_BY_A_PAYMENT.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
