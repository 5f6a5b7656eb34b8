import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { useAppStore } from '@/stores/app-store';

/** GET /products?barcode= (design §13): the seller's live product with that code, or null. */
export async function findProductByBarcode(barcode: string, signal?: AbortSignal): Promise<TProduct | null> {
  const answer = await api.get<TListResponse<TProduct>>('/products', {
    params: { barcode, page: 1, pageSize: 1 },
    signal,
  });
  return answer.data[0] ?? null;
}

export function findProductByBarcodeQueryOptions(barcode: string) {
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'barcode', barcode] as const,
    queryFn: async ({ signal }) => {
      const product = await findProductByBarcode(barcode, signal);
      // As with every product answer (get-products.ts): the stock it brings caps the cart's line.
      if (product) useAppStore.getState().updateCartStock([product]);
      return product;
    },
    // A scan adds to the cart with the stock of the moment: never from a cached answer.
    staleTime: 0,
  });
}

/** Looks a code up when it is read: a scan is an event, not something a screen shows. */
export function useFindProductByBarcode() {
  const queryClient = useQueryClient();
  return useCallback(
    (barcode: string) => queryClient.fetchQuery(findProductByBarcodeQueryOptions(barcode)),
    [queryClient],
  );
}
