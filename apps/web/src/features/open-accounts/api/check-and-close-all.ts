import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TCheckAndCloseAllResponse } from '@cuadre/shared/open-accounts/schemas';
import { api } from '@/lib/api-client';
import { OPEN_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';

export function checkAndCloseAllAccounts(): Promise<TDataResponse<TCheckAndCloseAllResponse>> {
  return api.post<TDataResponse<TCheckAndCloseAllResponse>>('/open-accounts/check-and-close-all');
}

/** 'Verificar y Cerrar Cuentas': the server closes every account whose sales are all PAID and says how many. */
export function useCheckAndCloseAllAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkAndCloseAllAccounts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPEN_ACCOUNTS_QUERY_KEY }),
  });
}
