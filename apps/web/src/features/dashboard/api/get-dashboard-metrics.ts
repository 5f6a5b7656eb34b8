import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TDashboardMetrics } from '@cuadre/shared/dashboard/schemas';
import { api } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

export function getDashboardMetrics(signal?: AbortSignal): Promise<TDataResponse<TDashboardMetrics>> {
  return api.get<TDataResponse<TDashboardMetrics>>('/expenses/dashboard/metrics', { signal });
}

export function getDashboardMetricsQueryOptions() {
  return queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'metrics'] as const,
    queryFn: ({ signal }) => getDashboardMetrics(signal),
  });
}

export function useDashboardMetrics() {
  return useQuery(getDashboardMetricsQueryOptions());
}
