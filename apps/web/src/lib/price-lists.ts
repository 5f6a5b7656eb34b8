import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse, TListResponse } from '@cuadre/shared/common/schemas';
import { z } from 'zod';
import {
  ZPriceList,
  ZProductListPrices,
  type TPriceList,
  type TProductListPrices,
} from '@cuadre/shared/prices/schemas';
import { api } from '@/lib/api-client';
import { PRICE_LISTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * GET /price-lists: the shop's lists besides Detal. The answer is checked: the cart prices with it, and an
 * answer it cannot read leaves the sale at Detal rather than breaking the cart.
 */
export async function getPriceLists(signal?: AbortSignal): Promise<TPriceList[]> {
  const { data } = await api.get<TDataResponse<unknown>>('/price-lists', { signal });
  return z.array(ZPriceList).parse(data);
}

export function getPriceListsQueryOptions() {
  return queryOptions({
    queryKey: [...PRICE_LISTS_QUERY_KEY, 'all'] as const,
    queryFn: ({ signal }) => getPriceLists(signal),
    // A shop changes its lists seldom; the cart reads them on every sale.
    staleTime: 5 * 60_000,
  });
}

/** The shop's lists; the cart, the client form and the lists' screen share the one answer. */
export function usePriceLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPriceListsQueryOptions(), enabled });
}

/** GET /price-lists/{id}/prices?productIds=…: the cart's products with their prices in the list. */
export async function getCartListPrices(
  listId: string,
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<TProductListPrices[]> {
  const response = await api.get<TListResponse<unknown>>(
    `/price-lists/${encodeURIComponent(listId)}/prices`,
    {
      params: { productIds: productIds.join(',') },
      signal,
    },
  );
  return z.array(ZProductListPrices).parse(response.data);
}

/**
 * The list's prices of the cart's products, while the cart has a list. The previous answer stays while a new
 * product's is read, so the lines already priced keep their prices.
 */
export function useCartListPrices(listId: string | null, productIds: readonly string[]) {
  const sorted = [...productIds].sort();
  return useQuery({
    queryKey: [...PRICE_LISTS_QUERY_KEY, listId, 'cart', sorted] as const,
    queryFn: ({ signal }) => getCartListPrices(listId ?? '', sorted, signal),
    enabled: listId !== null && sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
