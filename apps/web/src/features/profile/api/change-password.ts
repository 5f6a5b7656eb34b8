import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TChangePasswordResponseData } from '@cuadre/shared/auth/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** POST /auth/change-password: only currentPassword and newPassword are sent (spec §5). */
export async function changePassword({
  currentPassword,
  newPassword,
}: TChangePasswordRequest): Promise<TChangePasswordResponseData> {
  const { data } = await api.post<TDataResponse<TChangePasswordResponseData>>('/auth/change-password', {
    currentPassword,
    newPassword,
  });
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/**
 * Keeps the seller signed in: the change invalidates the old token, so the fresh one replaces it. Call it last
 * in the success handler — a new token clears the query cache (app/provider.tsx), mutations included.
 */
export function storeRenewedToken(token: string | undefined) {
  const { user, login } = useAppStore.getState();
  if (token && user) login(token, user);
}
