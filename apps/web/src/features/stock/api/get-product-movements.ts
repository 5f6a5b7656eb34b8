import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TStockMovementListResponse } from '@cuadre/shared/stock/schemas';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * A product's kardex. Under the products prefix on purpose: everything that moves a product's stock (a sale, an
 * edit in its form, a restock, a count) already invalidates PRODUCTS_QUERY_KEY, and the history follows without
 * the sales feature having to know it exists.
 */
export function productMovementsQueryKey(productId: string, page?: number) {
  const key = [...PRODUCTS_QUERY_KEY, 'movements', productId] as const;
  return page === undefined ? key : ([...key, page] as const);
}

/** GET /products/{id}/movements?page&pageSize: newest first, in the list envelope. */
export function getProductMovements(
  productId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TStockMovementListResponse> {
  return api.get<TStockMovementListResponse>(`/products/${encodeURIComponent(productId)}/movements`, {
    params: { page, pageSize: PAGE_SIZE },
    signal,
  });
}

export function useProductMovements(productId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: productMovementsQueryKey(productId, page),
      queryFn: ({ signal }) => getProductMovements(productId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
