import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TReceivables } from '@cuadre/shared/credit/schemas';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

export type TGetReceivablesParams = {
  /** 'YYYY-MM-DD'; absent: today in the shop's zone (the server decides). */
  asOf?: string;
  page?: number;
  /** Matches the client's name, phone or RIF. */
  search?: string;
  /** Only the clients with something past due (the reminders' walk). */
  overdueOnly?: boolean;
};

/** GET /reports/receivables: every client who owes, by ageing bucket, most overdue first (decision record 030). */
export async function getReceivables(
  { asOf, page = 1, search, overdueOnly }: TGetReceivablesParams = {},
  signal?: AbortSignal,
): Promise<TReceivables> {
  const { data } = await api.get<TDataResponse<TReceivables>>('/reports/receivables', {
    params: { asOf, page, search: search?.trim(), overdueOnly: overdueOnly ? 'true' : undefined },
    signal,
  });
  return data;
}

/**
 * Under the clients' key: what a client owes moves with every sale, instalment and return, which already
 * invalidate that prefix (lib/stock-and-money-moved.ts, create-payment.ts); a reminder invalidates it here.
 */
export const RECEIVABLES_QUERY_KEY = [...CLIENTS_QUERY_KEY, 'receivables'] as const;

export function getReceivablesQueryOptions(params: TGetReceivablesParams = {}) {
  const normalized = {
    asOf: params.asOf || undefined,
    page: params.page ?? 1,
    search: params.search?.trim() || undefined,
    overdueOnly: params.overdueOnly || undefined,
  };
  return queryOptions({
    queryKey: [...RECEIVABLES_QUERY_KEY, normalized] as const,
    queryFn: ({ signal }) => getReceivables(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReceivables(params: TGetReceivablesParams = {}) {
  return useQuery(getReceivablesQueryOptions(params));
}
