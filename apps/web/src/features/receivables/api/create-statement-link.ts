import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TStatementLink } from '@cuadre/shared/credit/schemas';
import { api } from '@/lib/api-client';

/** POST /clients/{id}/statement-link: the public address of the client's statement, the same one on repeat. */
export async function createStatementLink(clientId: string): Promise<string> {
  const { data } = await api.post<TDataResponse<TStatementLink>>(
    `/clients/${encodeURIComponent(clientId)}/statement-link`,
  );
  return data.url;
}
