import type { TClientStatementEntry } from '@cuadre/shared/clients/statement-schemas';
import { toBigCents } from '@cuadre/shared/money/money';

/**
 * The sales of a statement still owing something: each sale less the payments and the returns' credit of its
 * receipt number (a payment and a return name the sale they settle). Only those have a due date worth saying:
 * "Vencida · 12 días" on a sale paid long ago would frighten the client for nothing. A sale listed always has
 * its later entries listed too (a statement leaves out its oldest entries, never its newest).
 */
export function unpaidSaleIds(entries: readonly TClientStatementEntry[]): Set<string> {
  const owedByReceipt = new Map<number, bigint>();
  for (const entry of entries) {
    const cents = toBigCents(entry.amount);
    const owed = owedByReceipt.get(entry.receiptNumber) ?? 0n;
    owedByReceipt.set(entry.receiptNumber, entry.kind === 'SALE' ? owed + cents : owed - cents);
  }
  return new Set(
    entries
      .filter((entry) => entry.kind === 'SALE' && (owedByReceipt.get(entry.receiptNumber) ?? 0n) > 0n)
      .map((entry) => entry.id),
  );
}
