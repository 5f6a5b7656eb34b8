import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TReminder, TReminderRequest } from '@cuadre/shared/credit/schemas';
import { api } from '@/lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './get-receivables';

export type TCreateReminderInput = {
  clientId: string;
  /** Reminds a client already reminded today (the server answers 409 REMINDED_TODAY without it). */
  again?: boolean;
  /** Made once per tap and reused on a retry, so a repeated request never records two reminders. */
  idempotencyKey: string;
};

/** POST /clients/{id}/reminders: that the client was reminded now (decision record 030). */
export async function createReminder({
  clientId,
  again,
  idempotencyKey,
}: TCreateReminderInput): Promise<TReminder> {
  const body: TReminderRequest = again ? { again: true } : {};
  const { data } = await api.post<TDataResponse<TReminder>>(
    `/clients/${encodeURIComponent(clientId)}/reminders`,
    body,
    { idempotencyKey },
  );
  return data;
}

/** The list says "Recordado hoy" once it is recorded. */
export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECEIVABLES_QUERY_KEY }),
  });
}
