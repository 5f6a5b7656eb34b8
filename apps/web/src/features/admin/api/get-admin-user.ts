import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserDetail } from '@cuadre/shared/schemas/admin';
import { api, type TApiResponse } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-query-keys';

/** GET /admin/users/{id} (modules/admin-users): registration data, status and the stat cards' figures. */
export function getAdminUser(userId: string, signal?: AbortSignal): Promise<TApiResponse<TAdminUserDetail>> {
  return api.get<TApiResponse<TAdminUserDetail>>(`/admin/users/${encodeURIComponent(userId)}`, { signal });
}

export function getAdminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'user', userId] as const,
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });
}

export function useAdminUser(userId: string) {
  return useQuery(getAdminUserQueryOptions(userId));
}
