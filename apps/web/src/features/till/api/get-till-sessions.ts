import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCashSessionListResponse } from '@cuadre/shared/till/schemas';
import { api } from '@/lib/api-client';
import { CASH_SESSIONS_QUERY_KEY } from '@/lib/query-keys';

export const TILL_HISTORY_PAGE_SIZE = 10;

/** GET /cash-sessions: the seller's sessions, newest first. */
export function getTillSessions(page: number, signal?: AbortSignal): Promise<TCashSessionListResponse> {
  return api.get<TCashSessionListResponse>('/cash-sessions', {
    params: { page, pageSize: TILL_HISTORY_PAGE_SIZE },
    signal,
  });
}

export function useTillSessions(page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...CASH_SESSIONS_QUERY_KEY, 'list', page] as const,
      queryFn: ({ signal }) => getTillSessions(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
