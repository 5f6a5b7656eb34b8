import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export type TStockProductsParams = {
  page?: number;
  pageSize?: number;
  search?: string;
  /** Only those at or below their minimum, emptiest first. */
  lowStock?: boolean;
};

/** GET /products as the inventory screens read it: to pick what arrived, to count, to see what runs low. */
export function getStockProducts(
  params: Required<Pick<TStockProductsParams, 'page' | 'pageSize'>> & TStockProductsParams,
  signal?: AbortSignal,
): Promise<TListResponse<TProduct>> {
  return api.get<TListResponse<TProduct>>('/products', {
    params: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search,
      lowStock: params.lowStock ? 'true' : undefined,
    },
    signal,
  });
}

export function useStockProducts(params: TStockProductsParams, options: { enabled?: boolean } = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    search: params.search?.trim() || undefined,
    lowStock: params.lowStock || undefined,
  };
  return useQuery(
    queryOptions({
      // Its own leaf under the products prefix: the products feature's list query also feeds the cart's stock,
      // this one does not, so the two never share a cache entry.
      queryKey: [...PRODUCTS_QUERY_KEY, 'stock', normalized] as const,
      queryFn: ({ signal }) => getStockProducts(normalized, signal),
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    }),
  );
}
