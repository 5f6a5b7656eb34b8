import { queryOptions } from '@tanstack/react-query';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

/** GET /clients/{id}/statement: the data the WhatsApp texts are written from (the balance in Bs. of today). */
export async function getClientStatement(clientId: string, signal?: AbortSignal): Promise<TClientStatement> {
  const response = await api.get<TDataResponse<TClientStatement>>(
    `/clients/${encodeURIComponent(clientId)}/statement`,
    { signal },
  );
  return response.data;
}

/**
 * Under the clients' key: a sale or an instalment refreshes it. Read when the seller taps, never stale: a
 * reminder must say what is owed now.
 */
export function getClientStatementQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'statement', clientId] as const,
    queryFn: ({ signal }) => getClientStatement(clientId, signal),
    staleTime: 0,
  });
}
