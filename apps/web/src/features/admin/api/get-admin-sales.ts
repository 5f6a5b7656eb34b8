import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSaleListResponse } from '@cuadre/shared/admin/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';
import { adminListPath, normalizeAdminListParams, type TAdminListParams } from './admin-list-params';

/** `search`: The first 8 characters of the sale id (or more), or the client's name. */
export function getAdminSales(
  params: TAdminListParams = {},
  signal?: AbortSignal,
): Promise<TAdminSaleListResponse> {
  const { page, pageSize, search, userId } = normalizeAdminListParams(params);
  return api.get<TAdminSaleListResponse>(adminListPath('sales', userId), {
    params: { page, pageSize, search },
    signal,
  });
}

export function getAdminSalesQueryOptions(params: TAdminListParams = {}) {
  const normalized = normalizeAdminListParams(params);
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'sales', normalized] as const,
    queryFn: ({ signal }) => getAdminSales(normalized, signal),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminSales(params: TAdminListParams = {}) {
  return useQuery(getAdminSalesQueryOptions(params));
}
