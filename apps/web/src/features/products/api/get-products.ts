import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/constants';
import type { TListResponse } from '@cuadre/shared/schemas/common';
import type { TProduct } from '@cuadre/shared/schemas/products';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { useAppStore } from '@/stores/app-store';

export type TGetProductsParams = {
  page?: number;
  pageSize?: number;
  /** Matches the name or the SKU. */
  search?: string;
  /** Only products at or below their minimum, emptiest first (design §13 "Por agotarse"). */
  lowStock?: boolean;
};

export function getProducts(
  { page = 1, pageSize = PAGE_SIZE, search, lowStock }: TGetProductsParams = {},
  signal?: AbortSignal,
): Promise<TListResponse<TProduct>> {
  return api.get<TListResponse<TProduct>>('/products', {
    params: { page, pageSize, search: search?.trim(), lowStock: lowStock ? 'true' : undefined },
    signal,
  });
}

export function getProductsQueryOptions(params: TGetProductsParams = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    search: params.search?.trim() || undefined,
    lowStock: params.lowStock || undefined,
  };
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'list', normalized] as const,
    queryFn: async ({ signal }) => {
      const answer = await getProducts(normalized, signal);
      // The cart keeps the stock it saw when a product was added; every fresh answer updates it, so a line
      // above what is left is refused in the cart, before the sale is confirmed (spec §5 "Cart and sale").
      useAppStore.getState().updateCartStock(answer.data);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: TGetProductsParams = {}) {
  return useQuery(getProductsQueryOptions(params));
}
