import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOLLAR_RATE_REFRESH_MS } from '@cuadre/shared/dollar-rate/constants';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TDollarRate } from '@cuadre/shared/dollar-rate/schemas';
import { api, isApiError } from '@/lib/api-client';

export const DOLLAR_RATE_QUERY_KEY = ['dollar-rate'] as const;
const MAX_RETRIES = 2;

export function getDollarRate(signal?: AbortSignal): Promise<TDataResponse<TDollarRate>> {
  return api.get<TDataResponse<TDollarRate>>('/dollar-rate', { signal });
}

/** True when the server has no reading at all (503): the store must not keep pricing in an old rate. */
export function isRateUnavailable(error: unknown): boolean {
  return isApiError(error) && error.code === 'DOLLAR_RATE_UNAVAILABLE';
}

export function getDollarRateQueryOptions() {
  return queryOptions({
    queryKey: DOLLAR_RATE_QUERY_KEY,
    queryFn: ({ signal }) => getDollarRate(signal),
    // Spec §9: the rate refreshes every 5 minutes while the app is open.
    staleTime: DOLLAR_RATE_REFRESH_MS,
    refetchInterval: DOLLAR_RATE_REFRESH_MS,
    // The server already retried the BCV and fell back; a 503 or a 4xx will not change in a second.
    retry: (failureCount, error) =>
      !isRateUnavailable(error) &&
      !(isApiError(error) && error.status >= 400 && error.status < 500) &&
      failureCount < MAX_RETRIES,
  });
}

export function useDollarRate() {
  return useQuery(getDollarRateQueryOptions());
}
