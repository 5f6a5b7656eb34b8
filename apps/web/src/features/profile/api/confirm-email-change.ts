import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TConfirmEmailChangeResponseData } from '@cuadre/shared/users/schemas';
import { api } from '@/lib/api-client';

/** POST /users/confirm-email-change `{ token }`: the token is single use. */
export async function confirmEmailChange(token: string): Promise<TConfirmEmailChangeResponseData> {
  const { data } = await api.post<TDataResponse<TConfirmEmailChangeResponseData>>(
    '/users/confirm-email-change',
    { token },
  );
  return data;
}

/**
 * Sent once on load, as a query for the reason of verify-email.ts: the cache never sends a single-use token
 * twice (a remount or React's double effects would turn a success into an error).
 */
export function confirmEmailChangeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['users', 'confirm-email-change', token] as const,
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmEmailChange(token: string | null) {
  return useQuery({ ...confirmEmailChangeQueryOptions(token ?? ''), enabled: Boolean(token) });
}
