import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type {
  TDeviceEnrolment,
  TDeviceEnrolRequest,
  TDeviceMember,
  TPinLoginRequest,
  TPinLoginResponseData,
  TShopDevice,
} from '@cuadre/shared/team/schemas';
import { api } from '@/lib/api-client';

export const DEVICES_QUERY_KEY = ['shop', 'devices'] as const;

/** GET /shop/devices: the owner's and the managers' list of the shop's phones. */
export function useDevices() {
  return useQuery({
    queryKey: DEVICES_QUERY_KEY,
    queryFn: async () => (await api.get<TDataResponse<TShopDevice[]>>('/shop/devices')).data,
  });
}

export function useEnrolDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TDeviceEnrolRequest) =>
      (await api.post<TDataResponse<TDeviceEnrolment>>('/shop/devices', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/shop/devices/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}

/** GET /auth/device-members: who may sign in with a PIN on this phone; asked fresh each time the screen opens. */
export function useDeviceMembers(deviceToken: string | null) {
  return useQuery({
    queryKey: ['device-members', deviceToken],
    enabled: deviceToken !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.get<TDataResponse<TDeviceMember[]>>('/auth/device-members', {
          signal,
          headers: { 'X-Device-Token': deviceToken ?? '' },
        })
      ).data,
  });
}

/** POST /auth/pin → a session for that member on this phone. */
export function usePinLogin() {
  return useMutation({
    mutationFn: async (body: TPinLoginRequest) =>
      (await api.post<TDataResponse<TPinLoginResponseData>>('/auth/pin', body)).data,
  });
}
