import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import { api } from '@/lib/api-client';
import { SALES_QUERY_KEY } from '@/lib/query-keys';

export function getSaleDetails(saleId: string, signal?: AbortSignal): Promise<TDataResponse<TSaleDetails>> {
  return api.get<TDataResponse<TSaleDetails>>(`/sales/${encodeURIComponent(saleId)}/payments`, { signal });
}

/** Under the sales prefix: a sale or a payment invalidates the lists and the open details together. */
export function getSaleDetailsQueryOptions(saleId: string) {
  return queryOptions({
    queryKey: [...SALES_QUERY_KEY, 'details', saleId] as const,
    queryFn: ({ signal }) => getSaleDetails(saleId, signal),
  });
}

export function useSaleDetails(saleId: string | null) {
  return useQuery({ ...getSaleDetailsQueryOptions(saleId ?? ''), enabled: saleId !== null });
}
