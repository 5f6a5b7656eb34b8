import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCashMovement, TCashMovementRequest } from '@cuadre/shared/till/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CASH_SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/** POST /cash-sessions/{id}/movements: money put in or taken out of the open till, with why. */
export async function addTillMovement({
  sessionId,
  body,
}: {
  sessionId: string;
  body: TCashMovementRequest;
}): Promise<TCashMovement> {
  const { data } = await api.post<TDataResponse<TCashMovement>>(
    `/cash-sessions/${encodeURIComponent(sessionId)}/movements`,
    body,
  );
  return data;
}

export function useAddTillMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTillMovement,
    // Settled, not only on success: a 409 (closed meanwhile) must show the till as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASH_SESSIONS_QUERY_KEY }),
  });
}
