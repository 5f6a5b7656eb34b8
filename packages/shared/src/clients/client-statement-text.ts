/**
 * What a seller sends a client by WhatsApp (design §12): the statement in a few lines, and a polite reminder of
 * what is owed — both with the balance in dollars and, with a rate today, in bolívares at that rate.
 */
import type { TClientStatement } from './statement-schemas';
import { balanceInBolivares } from './client-statement';
import { formatUsd } from '../money/money';
import { printableText } from '../documents/printable-text';
import { layoutText } from '../documents/document-layout';
import { shopKnownByName } from '../documents/document-shop';
import { statementLayout } from './statement-document';

/** The statement in a few lines, laid out with its PDF (statementLayout): issued now, a date only the PDF prints. */
export function buildStatementShareText(statement: TClientStatement, options: { timeZone: string }): string {
  return layoutText(
    statementLayout(statement, shopKnownByName(statement.shopName, options.timeZone), new Date()),
  );
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
