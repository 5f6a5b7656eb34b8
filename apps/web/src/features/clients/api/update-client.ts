import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient, TClientUpdateRequest } from '@cuadre/shared/clients/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

export type TUpdateClientInput = { id: string; body: TClientUpdateRequest };

/** PUT /clients/{id} with `{ id, name, email, phone }` (spec §7). */
export function updateClient({ id, body }: TUpdateClientInput): Promise<TDataResponse<TClient>> {
  return api.put<TDataResponse<TClient>>(`/clients/${encodeURIComponent(id)}`, { ...body, id });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
