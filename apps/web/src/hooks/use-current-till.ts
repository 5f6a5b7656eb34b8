import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CURRENT_TILL_QUERY_KEY } from '@/lib/query-keys';

/** GET /cash-sessions/current: the seller's open till with its expected lines, or null when none is open. */
export async function getCurrentTill(signal?: AbortSignal): Promise<TCashSession | null> {
  const { data } = await api.get<TDataResponse<TCashSession | null>>('/cash-sessions/current', { signal });
  return data;
}

export function getCurrentTillQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_TILL_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentTill(signal),
    // What should be in the drawer changes with every sale, possibly made on another device or by a screen that
    // does not refresh it: opening the Caja screen or coming back to the tab shows it as it is now.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The open till (shared: the Caja screen, the cart's notice, the expense form's "Pagado desde la caja").
 * `enabled: false` asks nothing (an expense form that is closed, or edits an expense).
 */
export function useCurrentTill({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCurrentTillQueryOptions(), enabled });
}
