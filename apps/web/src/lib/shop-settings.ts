import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TShop, TShopUpdateRequestInput } from '@cuadre/shared/team/schemas';
import { NO_IVA, type TTaxSettings } from '@cuadre/shared/tax/constants';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY, SHOP_QUERY_KEY } from '@/lib/query-keys';

/** GET /shop (design §18): the shop's settings as stored. */
export async function getShop(signal?: AbortSignal): Promise<TShop> {
  return (await api.get<TDataResponse<TShop>>('/shop', { signal })).data;
}

export function getShopQueryOptions() {
  return queryOptions({
    queryKey: [...SHOP_QUERY_KEY, 'settings'] as const,
    queryFn: ({ signal }) => getShop(signal),
  });
}

export function useShop() {
  return useQuery({ ...getShopQueryOptions(), refetchOnMount: 'always' });
}

/** PUT /shop: only the fields sent change; answers the shop as saved. */
export async function updateShop(body: TShopUpdateRequestInput): Promise<TShop> {
  return (await api.put<TDataResponse<TShop>>('/shop', body)).data;
}

/**
 * Saves the shop's settings. The clients' credit (their limit when they have none of their own, and the cart's
 * proposed due date) follows the shop's fiado, so it is refreshed with the shop.
 */
export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });
    },
  });
}

/**
 * How the shop charges IVA (decision record 032), for the cart's figures: none until the shop is read, or when
 * it cannot be (offline, a device without the shop's answer), as the server then decides the sale's IVA itself.
 */
export function useShopTaxSettings({ enabled = true }: { enabled?: boolean } = {}): TTaxSettings {
  const shop = useQuery({ ...getShopQueryOptions(), enabled, staleTime: 5 * 60_000 });
  return shop.data
    ? { chargesIva: shop.data.chargesIva, pricesIncludeIva: shop.data.pricesIncludeIva }
    : NO_IVA;
}
