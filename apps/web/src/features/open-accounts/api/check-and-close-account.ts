import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TCheckAndCloseResponse } from '@cuadre/shared/open-accounts/schemas';
import { api } from '@/lib/api-client';
import { OPEN_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';

export function checkAndCloseAccount(accountId: string): Promise<TDataResponse<TCheckAndCloseResponse>> {
  return api.post<TDataResponse<TCheckAndCloseResponse>>(
    `/open-accounts/${encodeURIComponent(accountId)}/check-and-close`,
  );
}

/** 'Verificar' on one account: the server closes it when every sale in it is PAID. */
export function useCheckAndCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkAndCloseAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPEN_ACCOUNTS_QUERY_KEY }),
  });
}
