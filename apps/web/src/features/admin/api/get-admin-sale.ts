import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSaleDetail } from '@cuadre/shared/admin/schemas';
import { api, type TApiResponse } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';

export function getAdminSale(saleId: string, signal?: AbortSignal): Promise<TApiResponse<TAdminSaleDetail>> {
  return api.get<TApiResponse<TAdminSaleDetail>>(`/admin/sales/${encodeURIComponent(saleId)}`, { signal });
}

export function getAdminSaleQueryOptions(saleId: string) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'sale', saleId] as const,
    queryFn: ({ signal }) => getAdminSale(saleId, signal),
    // A sale never changes once made (spec §4); only its payments do, shown as they were when opened.
  });
}

export function useAdminSale(saleId: string) {
  return useQuery(getAdminSaleQueryOptions(saleId));
}
