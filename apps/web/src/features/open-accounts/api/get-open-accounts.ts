import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TOpenAccountListResponse } from '@cuadre/shared/open-accounts/schemas';
import { api } from '@/lib/api-client';
import { OPEN_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';

export type TGetOpenAccountsParams = { page?: number; pageSize?: number; search?: string };

export function getOpenAccounts(
  { page = 1, pageSize = PAGE_SIZE, search }: TGetOpenAccountsParams = {},
  signal?: AbortSignal,
): Promise<TOpenAccountListResponse> {
  // Spec §5: the search is trimmed and sent only when non-empty (the client drops empty params).
  return api.get<TOpenAccountListResponse>('/open-accounts', {
    params: { page, pageSize, search: search?.trim() },
    signal,
  });
}

export function getOpenAccountsQueryOptions(params: TGetOpenAccountsParams = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    search: params.search?.trim() || undefined,
  };
  return queryOptions({
    queryKey: [...OPEN_ACCOUNTS_QUERY_KEY, 'list', normalized] as const,
    queryFn: ({ signal }) => getOpenAccounts(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOpenAccounts(params: TGetOpenAccountsParams = {}) {
  return useQuery(getOpenAccountsQueryOptions(params));
}
