import { useMutation } from '@tanstack/react-query';
import type { TRegisterForm } from '@cuadre/shared/auth/schemas';
import type { TMessageResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/**
 * POST /auth/register with the payload of spec §3 (the whole country object, confirmPassword and acceptTerms
 * included; the server ignores confirmPassword). Only success is used.
 */
export function register(body: TRegisterForm): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
