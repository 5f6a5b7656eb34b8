import { useMutation } from '@tanstack/react-query';
import type { TResendVerificationRequest } from '@cuadre/shared/auth/schemas';
import type { TMessageResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** POST /auth/resend-verification: the same answer whether the e-mail exists or not (design.md §4). */
export function resendVerification(body: TResendVerificationRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/auth/resend-verification', body);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
