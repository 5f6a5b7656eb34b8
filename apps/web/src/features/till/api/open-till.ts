import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCashSession, TCashSessionOpenRequest } from '@cuadre/shared/till/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CURRENT_TILL_QUERY_KEY } from '@/lib/query-keys';
import { tillQueriesBesides } from './till-queries';

/** POST /cash-sessions: opens the till with its float (a second open answers 409). */
export async function openTill(body: TCashSessionOpenRequest): Promise<TCashSession> {
  const { data } = await api.post<TDataResponse<TCashSession>>('/cash-sessions', body);
  return data;
}

export function useOpenTill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTill,
    onSuccess: (session) => {
      queryClient.setQueryData(CURRENT_TILL_QUERY_KEY, session);
      return queryClient.invalidateQueries(tillQueriesBesides([CURRENT_TILL_QUERY_KEY]));
    },
    // A 409 means a till is open already (another device opened it): show it instead of the form.
    onError: () => queryClient.invalidateQueries({ queryKey: CURRENT_TILL_QUERY_KEY }),
  });
}
