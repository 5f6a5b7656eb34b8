import { useQuery } from '@tanstack/react-query';
import type { TReceivableClient } from '@cuadre/shared/credit/schemas';
import { getReceivables } from './get-receivables';

/**
 * Every client with something past due, page after page, most overdue first: the walk of "Recordar a todos los
 * vencidos". Read once when the walk starts and kept as it was: its own key, outside the receivables' prefix, so
 * the reminders recorded along the way (which refresh the list) never reshuffle the clients still to come.
 */
export async function getOverdueClients(asOf: string, signal?: AbortSignal): Promise<TReceivableClient[]> {
  const clients: TReceivableClient[] = [];
  for (let page = 1; ; page += 1) {
    const report = await getReceivables({ asOf, page, overdueOnly: true }, signal);
    clients.push(...report.clients);
    if (page >= report.totalPages) return clients;
  }
}

export function useOverdueClients(asOf: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['reminder-walk', asOf] as const,
    queryFn: ({ signal }) => getOverdueClients(asOf, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
