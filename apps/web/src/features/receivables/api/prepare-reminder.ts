import { useQuery } from '@tanstack/react-query';
import { buildDebtReminderText } from '@cuadre/shared/clients/client-statement-text';
import type { TReceivableClient } from '@cuadre/shared/credit/schemas';
import { whatsAppUrlForPhone } from '@cuadre/shared/text/whatsapp';
import { createStatementLink } from './create-statement-link';
import { getClientStatement } from './get-client-statement';

export type TReminderDraft = {
  /** What the client owes now (the list may be a moment old). */
  balance: number;
  /** The reminder as WhatsApp will show it, ready to send. */
  text: string;
  /** wa.me with the client's number (any chat when their phone makes no sense) and the text. */
  whatsAppUrl: string;
  /** The client's public statement the text links to. */
  statementUrl: string;
};

/**
 * The reminder of one client, ready before the seller taps "Abrir WhatsApp": the link to their statement and
 * the text, which says since when the debt is past due. Prepared first because a phone blocks a window opened
 * after an await; the tap then follows a plain link.
 */
export async function prepareReminder(
  client: TReceivableClient,
  signal?: AbortSignal,
): Promise<TReminderDraft> {
  const [statementUrl, statement] = await Promise.all([
    createStatementLink(client.clientId),
    getClientStatement(client.clientId, signal),
  ]);
  const text = buildDebtReminderText(statement, {
    overdueSince: client.daysLate > 0 ? client.oldestDueDate : null,
    statementUrl,
  });
  return {
    balance: statement.balance,
    text,
    whatsAppUrl: whatsAppUrlForPhone(client.phone ?? statement.client.phone, text),
    statementUrl,
  };
}

/**
 * Prepared once per opening of the dialog: neither kept after it closes (the next reminder reads the debt again)
 * nor read again when the seller comes back from WhatsApp to the app.
 */
export function useReminderDraft(client: TReceivableClient, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['reminder-draft', client.clientId] as const,
    queryFn: ({ signal }) => prepareReminder(client, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
