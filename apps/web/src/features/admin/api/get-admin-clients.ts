import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminClientListResponse } from '@cuadre/shared/admin/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';
import { adminListPath, normalizeAdminListParams, type TAdminListParams } from './admin-list-params';

/** `search`: Matches the client's name, e-mail or phone. */
export function getAdminClients(
  params: TAdminListParams = {},
  signal?: AbortSignal,
): Promise<TAdminClientListResponse> {
  const { page, pageSize, search, userId } = normalizeAdminListParams(params);
  return api.get<TAdminClientListResponse>(adminListPath('clients', userId), {
    params: { page, pageSize, search },
    signal,
  });
}

export function getAdminClientsQueryOptions(params: TAdminListParams = {}) {
  const normalized = normalizeAdminListParams(params);
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'clients', normalized] as const,
    queryFn: ({ signal }) => getAdminClients(normalized, signal),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminClients(params: TAdminListParams = {}) {
  return useQuery(getAdminClientsQueryOptions(params));
}
