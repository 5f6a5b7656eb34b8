import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { ZClientCredit, type TClientCredit } from '@cuadre/shared/credit/schemas';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * GET /clients/{id}/credit (decision record 030): what the client owes, their limit and what they have left. The
 * answer is checked: the panel only informs (the server decides at the sale), so an answer it cannot read is a
 * failure to show, never a cart that breaks.
 */
export async function getClientCredit(clientId: string, signal?: AbortSignal): Promise<TClientCredit> {
  const { data } = await api.get<TDataResponse<unknown>>(`/clients/${encodeURIComponent(clientId)}/credit`, {
    signal,
  });
  return ZClientCredit.parse(data);
}

/** Under the clients' prefix: a sale or an instalment, which move what the client owes, refresh it. */
export function getClientCreditQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'credit', clientId] as const,
    queryFn: ({ signal }) => getClientCredit(clientId, signal),
    // The figure is read right before a credit sale: no older than a sale made on another phone a moment ago.
    staleTime: 0,
  });
}

export function useClientCredit(clientId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getClientCreditQueryOptions(clientId ?? ''), enabled: enabled && clientId !== null });
}
