import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TAdjustment, TAdjustmentRequest } from '@cuadre/shared/stock/schemas';
import { api } from '@/lib/api-client';
import { invalidateStock } from './invalidate-stock';

/** POST /stock/adjustments: each product's stock becomes what was counted; the difference is the movement. */
export async function createAdjustment(body: TAdjustmentRequest): Promise<TAdjustment> {
  const { data } = await api.post<TDataResponse<TAdjustment>>('/stock/adjustments', body);
  return data;
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdjustment,
    // Not awaited: the summary shows at once, the lists refresh behind it.
    onSuccess: () => void invalidateStock(queryClient),
  });
}
