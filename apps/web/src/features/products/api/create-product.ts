import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TProduct, TProductCreateRequest } from '@cuadre/shared/products/schemas';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export function createProduct(body: TProductCreateRequest): Promise<TDataResponse<TProduct>> {
  return api.post<TDataResponse<TProduct>>('/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}
