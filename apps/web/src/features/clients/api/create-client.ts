import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient, TClientCreateRequest } from '@cuadre/shared/clients/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

export function createClient(body: TClientCreateRequest): Promise<TDataResponse<TClient>> {
  return api.post<TDataResponse<TClient>>('/clients', body);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
