import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TRestock, TRestockRequest } from '@cuadre/shared/stock/schemas';
import { api } from '@/lib/api-client';
import { invalidateStock } from './invalidate-stock';

/** POST /stock/restocks: what arrived; each product's stock grows and its cost becomes the weighted average. */
export async function createRestock(body: TRestockRequest): Promise<TRestock> {
  const { data } = await api.post<TDataResponse<TRestock>>('/stock/restocks', body);
  return data;
}

export function useCreateRestock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestock,
    // Not awaited: the summary shows at once, the lists refresh behind it.
    onSuccess: () => void invalidateStock(queryClient),
  });
}
