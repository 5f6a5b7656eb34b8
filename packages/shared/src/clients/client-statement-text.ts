/**
 * What a seller sends a client by WhatsApp (design §12): the statement in a few lines, and a polite reminder of
 * what is owed — both with the balance in dollars and, with a rate today, in bolívares at that rate.
 */
import type { TClientStatement } from './statement-schemas';
import { balanceInBolivares } from './client-statement';
import { formatUsd } from '../money/money';
import { dayMonthYear } from '../common/dates';
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

/** What a reminder adds when it is sent from the receivables: the oldest due date passed and the statement's link. */
export interface TReminderExtras {
  /** The oldest due date of what is owed ('YYYY-MM-DD'), when it has passed. */
  overdueSince?: string | null;
  /** The client's public statement (`/e/{token}`). */
  statementUrl?: string | null;
}

/**
 * "Hola Luisa, le saludamos de Bodega La Esquina. Le recordamos amablemente que tiene un saldo pendiente de
 * $12.50 (Bs. 3.070,85 a la tasa BCV de hoy). ¡Gracias!" — with, from the receivables, "vencido desde el
 * 01/11/2026" and "Puede ver su estado de cuenta aquí: …".
 */
export function buildDebtReminderText(
  statement: Pick<TClientStatement, 'client' | 'shopName' | 'balance' | 'todayRate'>,
  extras: TReminderExtras = {},
): string {
  const bolivares = balanceInBolivares(statement);
  const inBolivares = bolivares ? ` (${bolivares} a la tasa BCV de hoy)` : '';
  const since = extras.overdueSince ? `, vencido desde el ${dayMonthYear(extras.overdueSince)}` : '';
  const link = extras.statementUrl ? ` Puede ver su estado de cuenta aquí: ${extras.statementUrl}` : '';
  // One paragraph: nothing stored in the names may break it into lines.
  return printableText(
    `Hola ${statement.client.name.trim()}, le saludamos de ${statement.shopName}. ` +
      `Le recordamos amablemente que tiene un saldo pendiente de ${formatUsd(statement.balance)}${inBolivares}${since}.` +
      `${link} ¡Gracias!`,
  );
}
