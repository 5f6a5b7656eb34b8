import { useMutation, useQuery } from '@tanstack/react-query';
import type { TLoginResponseData } from '@cuadre/shared/auth/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TAcceptInvitationRequest, TAccountShop } from '@cuadre/shared/team/schemas';
import { api } from '@/lib/api-client';

export const ACCOUNT_SHOPS_QUERY_KEY = ['auth', 'shops'] as const;

/** GET /auth/shops: the shops the signed-in account works in, the session's marked `isCurrent`. */
export async function fetchAccountShops(): Promise<TAccountShop[]> {
  return (await api.get<TDataResponse<TAccountShop[]>>('/auth/shops')).data;
}

export function useAccountShops(enabled = true) {
  return useQuery({ queryKey: ACCOUNT_SHOPS_QUERY_KEY, queryFn: fetchAccountShops, enabled });
}

/** POST /auth/switch-shop → a login's answer for that shop: the caller stores it as a new session. */
export function useSwitchShop() {
  return useMutation({
    mutationFn: async (shopId: string) =>
      (await api.post<TDataResponse<TLoginResponseData>>('/auth/switch-shop', { shopId })).data,
  });
}

/** POST /auth/accept-invitation → a login's answer for the shop that invited the person. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (body: TAcceptInvitationRequest) =>
      (await api.post<TDataResponse<TLoginResponseData>>('/auth/accept-invitation', body)).data,
  });
}
