import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TExpenseSummary } from '@cuadre/shared/expenses/schemas';
import { api } from '@/lib/api-client';
import { EXPENSES_QUERY_KEY } from './get-expenses';

/** This month's and this year's totals and this month's categories, in the seller's zone (server side). */
export function getExpenseSummary(signal?: AbortSignal): Promise<TDataResponse<TExpenseSummary>> {
  return api.get<TDataResponse<TExpenseSummary>>('/expenses/summary', { signal });
}

export function getExpenseSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...EXPENSES_QUERY_KEY, 'summary'] as const,
    queryFn: ({ signal }) => getExpenseSummary(signal),
  });
}

export function useExpenseSummary() {
  return useQuery(getExpenseSummaryQueryOptions());
}
