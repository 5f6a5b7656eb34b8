import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@cuadre/shared/auth/schemas';
import type { TMessageResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** POST /auth/reset-password `{ token, password }` with the token of the e-mailed link. */
export function resetPassword(body: TResetPasswordRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
