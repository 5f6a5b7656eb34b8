import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TRegister } from '@cuadre/shared/team/schemas';
import { api } from '@/lib/api-client';

export const REGISTERS_QUERY_KEY = ['shop', 'registers'] as const;

/** GET /shop/registers: the shop's cajas, "Caja principal" first, each with its open till if any. */
export function useRegisters(enabled = true) {
  return useQuery({
    queryKey: REGISTERS_QUERY_KEY,
    queryFn: async () => (await api.get<TDataResponse<TRegister[]>>('/shop/registers')).data,
    enabled,
  });
}

/** POST /shop/registers: the owner adds a caja. */
export function useAddRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await api.post<TDataResponse<TRegister>>('/shop/registers', { name })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTERS_QUERY_KEY }),
  });
}
