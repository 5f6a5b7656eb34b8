import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCashSession, TCashSessionCloseRequest } from '@cuadre/shared/till/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CASH_SESSIONS_QUERY_KEY, CURRENT_TILL_QUERY_KEY } from '@/lib/query-keys';
import { tillSessionQueryKey } from './get-till-session';
import { tillQueriesBesides } from './till-queries';

/** POST /cash-sessions/{id}/close: what was counted per line, and notes; answers the Z report's session. */
export async function closeTill({
  sessionId,
  body,
}: {
  sessionId: string;
  body: TCashSessionCloseRequest;
}): Promise<TCashSession> {
  const { data } = await api.post<TDataResponse<TCashSession>>(
    `/cash-sessions/${encodeURIComponent(sessionId)}/close`,
    body,
  );
  return data;
}

export function useCloseTill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTill,
    onSuccess: (session) => {
      // The Z report opens at once from this answer; no till is open any more.
      queryClient.setQueryData(tillSessionQueryKey(session.id), session);
      queryClient.setQueryData(CURRENT_TILL_QUERY_KEY, null);
      return queryClient.invalidateQueries(
        tillQueriesBesides([tillSessionQueryKey(session.id), CURRENT_TILL_QUERY_KEY]),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: CASH_SESSIONS_QUERY_KEY }),
  });
}
