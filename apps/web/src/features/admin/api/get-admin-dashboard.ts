import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminDashboardTotals } from '@cuadre/shared/admin/schemas';
import { api, type TApiResponse } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';

export function getAdminDashboard(signal?: AbortSignal): Promise<TApiResponse<TAdminDashboardTotals>> {
  return api.get<TApiResponse<TAdminDashboardTotals>>('/admin/dashboard', { signal });
}

export function getAdminDashboardQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard'] as const,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    // The totals move with every seller's sale: read them again whenever the dashboard is opened.
    staleTime: 0,
  });
}

export function useAdminDashboard() {
  return useQuery(getAdminDashboardQueryOptions());
}
