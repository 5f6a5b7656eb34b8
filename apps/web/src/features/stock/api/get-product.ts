import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/** GET /products/{id}: one live product, the head of its history. */
export async function getProduct(productId: string, signal?: AbortSignal): Promise<TProduct> {
  const { data } = await api.get<TDataResponse<TProduct>>(`/products/${encodeURIComponent(productId)}`, {
    signal,
  });
  return data;
}

export function useProduct(productId: string) {
  return useQuery(
    queryOptions({
      // Under the products prefix: a sale, an edit, a restock or a count refreshes it with the lists.
      queryKey: [...PRODUCTS_QUERY_KEY, 'detail', productId] as const,
      queryFn: ({ signal }) => getProduct(productId, signal),
    }),
  );
}
