import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserDetail } from '@cuadre/shared/schemas/admin';
import type { TDataResponse } from '@cuadre/shared/schemas/common';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';

/** GET /admin/users/{id}: the user with its registration data and stats. */
export async function getAdminUser(userId: string, signal?: AbortSignal): Promise<TAdminUserDetail> {
  const { data } = await api.get<TDataResponse<TAdminUserDetail>>(
    `/admin/users/${encodeURIComponent(userId)}`,
    { signal },
  );
  return data;
}

export function getAdminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'detail', userId] as const,
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });
}

export function useAdminUser(userId: string) {
  return useQuery({ ...getAdminUserQueryOptions(userId), enabled: Boolean(userId) });
}
