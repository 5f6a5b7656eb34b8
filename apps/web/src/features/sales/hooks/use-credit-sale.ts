import { useState } from 'react';
import { dueDateOf } from '@cuadre/shared/credit/credit-rules';
import { localTodayIso } from '@/lib/local-today';
import { useClientCredit } from '../api/get-client-credit';

/**
 * A credit sale's client and due date (decision record 030): the client's credit, read while the sale is PENDING
 * with a client, and the due date — the one the seller picked, else today plus the shop's term once known.
 * Before the term is known (offline, or its answer failed) and with nothing picked, no due date is sent: the
 * server gives the shop's own term from the sale's day.
 */
export function useCreditSale(clientId: string | null, isCredit: boolean) {
  const credit = useClientCredit(clientId, { enabled: isCredit });
  const [picked, setPicked] = useState<string | null>(null);
  const today = localTodayIso();
  const termDays = credit.data?.defaultCreditDays ?? null;
  const dueDate = picked ?? (termDays !== null ? dueDateOf(today, termDays) : null);
  return {
    credit,
    today,
    /** Sent with a PENDING sale only. */
    dueDate: isCredit ? dueDate : null,
    pick: setPicked,
    /** After a sale: the next one starts from the shop's term again. */
    reset: () => setPicked(null),
  };
}

export type TCreditSale = ReturnType<typeof useCreditSale>;
