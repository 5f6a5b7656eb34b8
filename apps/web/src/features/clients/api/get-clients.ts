import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TDebtStatus } from '@cuadre/shared/clients/constants';
import type { TClient } from '@cuadre/shared/clients/schemas';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

export type TGetClientsParams = {
  page?: number;
  pageSize?: number;
  /** Matches the name, e-mail or phone. */
  search?: string;
  /** undefined = every client (spec §7: omitted for all). */
  debtStatus?: TDebtStatus;
};

export function getClients(
  { page = 1, pageSize = PAGE_SIZE, search, debtStatus }: TGetClientsParams = {},
  signal?: AbortSignal,
): Promise<TListResponse<TClient>> {
  return api.get<TListResponse<TClient>>('/clients', {
    params: { page, pageSize, search: search?.trim(), debtStatus },
    signal,
  });
}

export function getClientsQueryOptions(params: TGetClientsParams = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    search: params.search?.trim() || undefined,
    debtStatus: params.debtStatus,
  };
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', normalized] as const,
    queryFn: ({ signal }) => getClients(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClients(params: TGetClientsParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getClientsQueryOptions(params), enabled });
}
