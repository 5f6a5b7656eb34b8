import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TSaleStatus } from '@cuadre/shared/sales/constants';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { api } from '@/lib/api-client';
import { SALES_QUERY_KEY } from '@/lib/query-keys';

export type TGetSalesParams = {
  page?: number;
  pageSize?: number;
  /** undefined = every status. */
  status?: TSaleStatus;
  /** Matches the sale id or the client name (spec §7). */
  search?: string;
  sellerName?: string;
};

export function getSales(
  { page = 1, pageSize = PAGE_SIZE, status, search, sellerName }: TGetSalesParams = {},
  signal?: AbortSignal,
): Promise<TListResponse<TSale>> {
  return api.get<TListResponse<TSale>>('/sales', {
    params: {
      page,
      pageSize,
      status,
      search: search?.trim(),
      sellerName: sellerName?.trim(),
    },
    signal,
  });
}

export function getSalesQueryOptions(params: TGetSalesParams = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    status: params.status,
    search: params.search?.trim() || undefined,
    sellerName: params.sellerName?.trim() || undefined,
  };
  return queryOptions({
    queryKey: [...SALES_QUERY_KEY, 'list', normalized] as const,
    queryFn: ({ signal }) => getSales(normalized, signal),
    // Keep the previous page on screen while the next one loads (no flash of the spinner on paging).
    placeholderData: keepPreviousData,
  });
}

export function useSales(params: TGetSalesParams = {}) {
  return useQuery(getSalesQueryOptions(params));
}
