import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/**
 * GET /clients/{id}/statement: the shop's name, the balance and today's rate the reminder is written from. Read
 * fresh for each reminder (a reminder says what is owed now), so it is not cached.
 */
export async function getClientStatement(clientId: string, signal?: AbortSignal): Promise<TClientStatement> {
  const { data } = await api.get<TDataResponse<TClientStatement>>(
    `/clients/${encodeURIComponent(clientId)}/statement`,
    { signal },
  );
  return data;
}
