import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@cuadre/shared/auth/schemas';
import type { TMessageResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password: the same answer whether the e-mail exists or not (design.md §4). */
export function forgotPassword(body: TForgotPasswordRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
