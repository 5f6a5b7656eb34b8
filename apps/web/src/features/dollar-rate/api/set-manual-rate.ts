import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TDollarRate, TManualRateRequest } from '@cuadre/shared/dollar-rate/schemas';
import { api } from '@/lib/api-client';
import { DOLLAR_RATE_QUERY_KEY } from './get-dollar-rate';
import { DOLLAR_RATE_HISTORY_QUERY_KEY } from './rate-history';

export function setManualRate(body: TManualRateRequest): Promise<TDataResponse<TDollarRate>> {
  return api.post<TDataResponse<TDollarRate>>('/admin/dollar-rate', body);
}

export function useSetManualRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setManualRate,
    // The server answers the rate in force (the manual one, unless its Fecha Valor is later): show it at once.
    onSuccess: async (response) => {
      queryClient.setQueryData(DOLLAR_RATE_QUERY_KEY, response);
      await queryClient.invalidateQueries({ queryKey: DOLLAR_RATE_HISTORY_QUERY_KEY });
    },
  });
}
