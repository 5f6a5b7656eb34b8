import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminProductListResponse } from '@cuadre/shared/admin/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';
import { adminListPath, normalizeAdminListParams, type TAdminListParams } from './admin-list-params';

/** `search`: Matches the product name or SKU. */
export function getAdminProducts(
  params: TAdminListParams = {},
  signal?: AbortSignal,
): Promise<TAdminProductListResponse> {
  const { page, pageSize, search, userId } = normalizeAdminListParams(params);
  return api.get<TAdminProductListResponse>(adminListPath('products', userId), {
    params: { page, pageSize, search },
    signal,
  });
}

export function getAdminProductsQueryOptions(params: TAdminListParams = {}) {
  const normalized = normalizeAdminListParams(params);
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'products', normalized] as const,
    queryFn: ({ signal }) => getAdminProducts(normalized, signal),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: TAdminListParams = {}) {
  return useQuery(getAdminProductsQueryOptions(params));
}
