import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** GET /public/statements/{token}: a client's statement from its public link, no account (decision record 030). */
export async function getPublicStatement(token: string, signal?: AbortSignal): Promise<TClientStatement> {
  const { data } = await api.get<TDataResponse<TClientStatement>>(
    `/public/statements/${encodeURIComponent(token)}`,
    { signal },
  );
  return data;
}

export function usePublicStatement(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['public-statement', token] as const,
      queryFn: ({ signal }) => getPublicStatement(token, signal),
    }),
  );
}
