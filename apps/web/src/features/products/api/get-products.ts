import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { api } from '@/lib/api-client';
import { useOfflineSales } from '@/lib/offline-sales/offline-sales-store';
import { queuedQuantities, withQueuedSalesTaken } from '@/lib/offline-sales/queued-stock';
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

/**
 * The stock a list shows: the last the server answered, less what sales made offline and not yet sent took
 * (design §14) — so a seller offline is not offered units already sold.
 */
export function useQueuedSalesTaken() {
  const queued = useOfflineSales((state) => state.sales);
  return useCallback(
    (answer: TListResponse<TProduct>): TListResponse<TProduct> => {
      const taken = queuedQuantities(queued);
      return taken.size === 0 ? answer : { ...answer, data: withQueuedSalesTaken(answer.data, taken) };
    },
    [queued],
  );
}

export function useProducts(params: TGetProductsParams = {}) {
  const select = useQueuedSalesTaken();
  return useQuery({ ...getProductsQueryOptions(params), select });
}
