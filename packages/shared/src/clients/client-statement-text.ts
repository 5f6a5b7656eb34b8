/**
 * What a seller sends a client by WhatsApp (design §12): the statement in a few lines, and a polite reminder of
 * what is owed — both with the balance in dollars and, with a rate today, in bolívares at that rate.
 */
import type { TClientStatement } from './statement-schemas';
import {
  balanceInBolivares,
  STATEMENT_TITLE,
  statementEntryAmount,
  statementEntryIgtf,
  STATEMENT_IGTF_LABEL,
  statementEntryHeading,
  todayRateLine,
} from './client-statement';
import { formatUsd } from '../money/money';
import { printableLines, printableText } from '../documents/printable-text';

/** A chat message stays short: the latest movements only (the PDF has them all). */
export const STATEMENT_TEXT_ENTRIES = 5;

export function buildStatementShareText(statement: TClientStatement, options: { timeZone: string }): string {
  const lines = [`${STATEMENT_TITLE} - ${statement.shopName}`, `Cliente: ${statement.client.name}`];
  lines.push(`Saldo pendiente: ${formatUsd(statement.balance)}`);
  const bolivares = balanceInBolivares(statement);
  if (bolivares && statement.todayRate) {
    lines.push(`En bolívares: ${bolivares}`, todayRateLine(statement.todayRate));
  }
  const latest = statement.entries.slice(-STATEMENT_TEXT_ENTRIES);
  if (latest.length > 0) {
    lines.push('', 'Últimos movimientos:');
    for (const entry of latest) {
      const igtf = statementEntryIgtf(entry);
      lines.push(
        `- ${statementEntryHeading(entry, options.timeZone)}: ${statementEntryAmount(entry)}${igtf ? ` + ${STATEMENT_IGTF_LABEL} ${igtf}` : ''} (saldo ${formatUsd(entry.balanceAfter)})`,
      );
    }
  }
  return printableLines(lines);
}

/**
 * "Hola Luisa, le saludamos de Bodega La Esquina. Le recordamos amablemente que tiene un saldo pendiente de
 * $12.50 (Bs. 3.070,85 a la tasa BCV de hoy). ¡Gracias!"
 */
export function buildDebtReminderText(
  statement: Pick<TClientStatement, 'client' | 'shopName' | 'balance' | 'todayRate'>,
): string {
  const bolivares = balanceInBolivares(statement);
  const inBolivares = bolivares ? ` (${bolivares} a la tasa BCV de hoy)` : '';
  // One paragraph: nothing stored in the names may break it into lines.
  return printableText(
    `Hola ${statement.client.name.trim()}, le saludamos de ${statement.shopName}. ` +
      `Le recordamos amablemente que tiene un saldo pendiente de ${formatUsd(statement.balance)}${inBolivares}. ` +
      '¡Gracias!',
  );
}
