import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/constants';
import type { TListResponse } from '@cuadre/shared/schemas/common';
import type { TProduct } from '@cuadre/shared/schemas/products';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export type TGetProductsParams = {
  page?: number;
  pageSize?: number;
  /** Matches the name or the SKU. */
  search?: string;
};

export function getProducts(
  { page = 1, pageSize = PAGE_SIZE, search }: TGetProductsParams = {},
  signal?: AbortSignal,
): Promise<TListResponse<TProduct>> {
  return api.get<TListResponse<TProduct>>('/products', {
    params: { page, pageSize, search: search?.trim() },
    signal,
  });
}

export function getProductsQueryOptions(params: TGetProductsParams = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    search: params.search?.trim() || undefined,
  };
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'list', normalized] as const,
    queryFn: ({ signal }) => getProducts(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: TGetProductsParams = {}) {
  return useQuery(getProductsQueryOptions(params));
}
