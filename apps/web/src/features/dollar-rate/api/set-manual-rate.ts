import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/schemas/common';
import type { TDollarRate, TManualRateRequest } from '@cuadre/shared/schemas/dollar-rate';
import { api } from '@/lib/api-client';
import { DOLLAR_RATE_QUERY_KEY } from './get-dollar-rate';

export function setManualRate(body: TManualRateRequest): Promise<TDataResponse<TDollarRate>> {
  return api.post<TDataResponse<TDollarRate>>('/admin/dollar-rate', body);
}

export function useSetManualRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setManualRate,
    // The server serves the manual reading as the latest: show it at once.
    onSuccess: (response) => queryClient.setQueryData(DOLLAR_RATE_QUERY_KEY, response),
  });
}
