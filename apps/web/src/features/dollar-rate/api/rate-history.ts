import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TDollarRate, TDollarRateReading } from '@cuadre/shared/dollar-rate/schemas';
import { api } from '@/lib/api-client';
import { DOLLAR_RATE_QUERY_KEY } from './get-dollar-rate';

/** Under the rate's key: saving a manual rate or confirming a reading refreshes both. */
export const DOLLAR_RATE_HISTORY_QUERY_KEY = [...DOLLAR_RATE_QUERY_KEY, 'history'] as const;

export function getRateHistory(signal?: AbortSignal): Promise<TDataResponse<TDollarRateReading[]>> {
  return api.get<TDataResponse<TDollarRateReading[]>>('/admin/dollar-rate/history', { signal });
}

export function useRateHistory() {
  return useQuery({
    queryKey: DOLLAR_RATE_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => getRateHistory(signal),
  });
}

export function confirmReading(id: string): Promise<TDataResponse<TDollarRate>> {
  return api.post<TDataResponse<TDollarRate>>(`/admin/dollar-rate/${encodeURIComponent(id)}/confirm`);
}

/** Applies a held reading; the server answers the rate in force, shown at once, and the history reloads. */
export function useConfirmReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReading,
    onSuccess: async (response) => {
      queryClient.setQueryData(DOLLAR_RATE_QUERY_KEY, response);
      await queryClient.invalidateQueries({ queryKey: DOLLAR_RATE_HISTORY_QUERY_KEY });
    },
  });
}
