import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TSaleReturn, TSaleReturnRequestInput } from '@cuadre/shared/returns/schemas';
import { api } from '@/lib/api-client';
import { AFFECTED_WHEN_STOCK_AND_MONEY_MOVE } from '@/lib/stock-and-money-moved';

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

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () =>
      Promise.all(
        AFFECTED_WHEN_STOCK_AND_MONEY_MOVE.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
