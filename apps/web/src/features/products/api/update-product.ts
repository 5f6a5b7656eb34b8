import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TProduct, TProductUpdateRequest } from '@cuadre/shared/products/schemas';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export type TUpdateProductInput = { id: string; body: TProductUpdateRequest };

/** PUT /products/{id} with `{ id, ...fields }` (spec §7). */
export function updateProduct({ id, body }: TUpdateProductInput): Promise<TDataResponse<TProduct>> {
  return api.put<TDataResponse<TProduct>>(`/products/${encodeURIComponent(id)}`, { ...body, id });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}
