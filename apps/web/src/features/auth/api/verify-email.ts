import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMessageResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** POST /auth/verify-email `{ token }`: the token is single use. */
export function verifyEmail(token: string): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/auth/verify-email', { token });
}

/**
 * The page sends its token once on load (spec §2). A query rather than an effect-driven mutation: the cache
 * dedupes the call, so React's double-invoked effects in development, a re-render or a remount never send a
 * single-use token twice (the second answer would turn a success into 'Error de verificación').
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token] as const,
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
