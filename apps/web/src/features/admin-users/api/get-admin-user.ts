import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserDetail } from '@cuadre/shared/admin/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { adminUserQueryKey } from '@/lib/query-keys';

/** GET /admin/users/{id}: the user with its registration data, status and the stat cards' figures. */
export async function getAdminUser(userId: string, signal?: AbortSignal): Promise<TAdminUserDetail> {
  const { data } = await api.get<TDataResponse<TAdminUserDetail>>(
    `/admin/users/${encodeURIComponent(userId)}`,
    { signal },
  );
  return data;
}

/**
 * The only reader of a user's detail: a PENDING user's review and any other user's stats both come from this
 * cache entry, so an approval or a rejection (which invalidate the admin prefix) refreshes the page in place.
 */
export function getAdminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminUserQueryKey(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });
}

export function useAdminUser(userId: string) {
  return useQuery(getAdminUserQueryOptions(userId));
}
