import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponseData } from '@cuadre/shared/auth/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** POST /auth/login → `{ token, user }` (spec §7). 401 bad credentials; 403 with the account's state. */
export async function login(body: TLoginRequest): Promise<TLoginResponseData> {
  const { data } = await api.post<TDataResponse<TLoginResponseData>>('/auth/login', body);
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
