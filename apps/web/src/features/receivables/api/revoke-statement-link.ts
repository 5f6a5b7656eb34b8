import { useMutation } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

/** DELETE /clients/{id}/statement-link: the client's public statement stops opening at once. */
export function useRevokeStatementLink(clientId: string) {
  return useMutation({
    mutationFn: () =>
      api.delete<TDataResponse<{ message: string }>>(
        `/clients/${encodeURIComponent(clientId)}/statement-link`,
      ),
  });
}
