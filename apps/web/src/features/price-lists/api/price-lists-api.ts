import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse, TListResponse } from '@cuadre/shared/common/schemas';
import type {
  TListPriceInput,
  TPriceList,
  TPriceListCreateRequest,
  TPriceListUpdateRequest,
  TProductListPrices,
} from '@cuadre/shared/prices/schemas';
import { api } from '@/lib/api-client';
import { PRICE_LISTS_QUERY_KEY } from '@/lib/query-keys';

/** GET /price-lists/{id}/prices: a page of the list's products, or of the catalogue's matching `search`. */
export function useListPricesPage(listId: string | null, { page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: [...PRICE_LISTS_QUERY_KEY, listId, 'page', { page, search }] as const,
    queryFn: ({ signal }) =>
      api.get<TListResponse<TProductListPrices>>(`/price-lists/${encodeURIComponent(listId ?? '')}/prices`, {
        params: { page, search: search || undefined },
        signal,
      }),
    enabled: listId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every write refreshes the lists and their prices: the counts, the cart's prices and the screen move together. */
function useListWrite<TBody>(write: (body: TBody) => Promise<TPriceList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_LISTS_QUERY_KEY }),
  });
}

/** POST /price-lists. */
export function useCreatePriceList() {
  return useListWrite(async (body: TPriceListCreateRequest) => {
    return (await api.post<TDataResponse<TPriceList>>('/price-lists', body)).data;
  });
}

/** PUT /price-lists/{id}. */
export function useUpdatePriceList() {
  return useListWrite(async ({ id, body }: { id: string; body: TPriceListUpdateRequest }) => {
    return (await api.put<TDataResponse<TPriceList>>(`/price-lists/${encodeURIComponent(id)}`, body)).data;
  });
}

/** PUT /price-lists/{id}/prices for one product: exactly these prices (none: it leaves the list). */
export function useSetProductPrices() {
  return useListWrite(
    async ({
      listId,
      productId,
      prices,
    }: {
      listId: string;
      productId: string;
      prices: TListPriceInput[];
    }) => {
      const path = `/price-lists/${encodeURIComponent(listId)}/prices`;
      return (await api.put<TDataResponse<TPriceList>>(path, { products: [{ productId, prices }] })).data;
    },
  );
}
