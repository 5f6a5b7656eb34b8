import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWithoutTill } from '@cuadre/shared/till/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CASH_SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cash-sessions/without-till: today's payments recorded with no till open ("sin caja"). */
export async function getWithoutTillToday(signal?: AbortSignal): Promise<TWithoutTill> {
  const { data } = await api.get<TDataResponse<TWithoutTill>>('/cash-sessions/without-till', { signal });
  return data;
}

export function useWithoutTillToday() {
  return useQuery(
    queryOptions({
      queryKey: [...CASH_SESSIONS_QUERY_KEY, 'without-till'] as const,
      queryFn: ({ signal }) => getWithoutTillToday(signal),
      // Sales move it from other screens and devices, like the open till (use-current-till.ts).
      staleTime: 0,
      refetchOnWindowFocus: 'always',
    }),
  );
}
