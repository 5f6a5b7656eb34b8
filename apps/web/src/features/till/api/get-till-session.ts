import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CASH_SESSIONS_QUERY_KEY } from '@/lib/query-keys';

export function tillSessionQueryKey(sessionId: string) {
  return [...CASH_SESSIONS_QUERY_KEY, 'detail', sessionId] as const;
}

/** GET /cash-sessions/{id}: a session with its lines, movements and figures (the Z report once closed). */
export async function getTillSession(sessionId: string, signal?: AbortSignal): Promise<TCashSession> {
  const { data } = await api.get<TDataResponse<TCashSession>>(
    `/cash-sessions/${encodeURIComponent(sessionId)}`,
    { signal },
  );
  return data;
}

export function useTillSession(sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: tillSessionQueryKey(sessionId),
      queryFn: ({ signal }) => getTillSession(sessionId, signal),
    }),
  );
}
