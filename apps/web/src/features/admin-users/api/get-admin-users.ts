import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TUserStatus } from '@cuadre/shared/users/constants';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from '@/lib/query-keys';

export type TGetAdminUsersParams = {
  /** undefined = every status. */
  status?: TUserStatus;
  page?: number;
  pageSize?: number;
};

/** GET /admin/users?status&page&pageSize, newest first. */
export function getAdminUsers(
  { status, page = 1, pageSize = PAGE_SIZE }: TGetAdminUsersParams = {},
  signal?: AbortSignal,
): Promise<TListResponse<TAdminUser>> {
  return api.get<TListResponse<TAdminUser>>('/admin/users', { params: { status, page, pageSize }, signal });
}

export function getAdminUsersQueryOptions(params: TGetAdminUsersParams = {}) {
  const normalized = {
    status: params.status,
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
  };
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'list', normalized] as const,
    queryFn: ({ signal }) => getAdminUsers(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: TGetAdminUsersParams = {}) {
  return useQuery(getAdminUsersQueryOptions(params));
}

/** How many registrations wait for a decision: one row is enough, the envelope's `total` counts them all. */
export function getPendingUsersCountQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'pending-count'] as const,
    queryFn: async ({ signal }) => (await getAdminUsers({ status: 'PENDING', pageSize: 1 }, signal)).total,
  });
}

export function usePendingUsersCount() {
  return useQuery(getPendingUsersCountQueryOptions());
}
