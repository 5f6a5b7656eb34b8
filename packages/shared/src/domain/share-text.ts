/**
 * "Compartir" on an open account (spec §2 Open accounts): a plain-text summary a seller sends to the client
 * (WhatsApp, SMS…): client name, opening date, each sale with its items and payments, and the totals.
 */
import { DEFAULT_TIME_ZONE, PAYMENT_METHOD_LABELS, SALE_STATUS_LABELS } from '../constants';
import type { TOpenAccount } from '../schemas/open-accounts';
import { formatDateEs } from './dates';
import { formatUsd, multiplyMoney } from './money';
import { shortId } from './short-id';

export type TShareTextOptions = {
  /** The seller's time zone for the dates; Caracas by default. */
  timeZone?: string;
  /** Shown in the heading when given (e.g. the business name). */
  businessName?: string | null;
};

export type TShareableOpenAccount = Pick<
  TOpenAccount,
  'id' | 'createdAt' | 'client' | 'sales' | 'totalAmount' | 'totalPaidOnThisAccount' | 'totalOwed'
>;

export function buildOpenAccountShareText(
  account: TShareableOpenAccount,
  options: TShareTextOptions = {},
): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const lines: string[] = [];
  lines.push(options.businessName ? `Resumen de cuenta - ${options.businessName}` : 'Resumen de cuenta');
  lines.push(`Cliente: ${account.client.name}`);
  lines.push(`Cuenta #${shortId(account.id)} abierta el ${formatDateEs(account.createdAt, timeZone)}`);

  for (const sale of account.sales) {
    lines.push('');
    lines.push(
      `Venta #${shortId(sale.id)} - ${formatDateEs(sale.createdAt, timeZone)} - ${SALE_STATUS_LABELS[sale.status]}`,
    );
    for (const item of sale.items) {
      lines.push(
        `  • ${item.name} x${item.quantity} - ${formatUsd(multiplyMoney(item.price, item.quantity))} (${formatUsd(item.price)} c/u)`,
      );
    }
    lines.push(`  Total de la venta: ${formatUsd(sale.total)}`);
    if (sale.payments.length > 0) {
      lines.push('  Abonos:');
      for (const payment of sale.payments) {
        lines.push(
          `  - ${PAYMENT_METHOD_LABELS[payment.method]}: ${formatUsd(payment.amount)} (${formatDateEs(payment.createdAt, timeZone)})`,
        );
      }
    } else {
      lines.push('  Sin abonos');
    }
  }

  lines.push('');
  lines.push(`Total comprado: ${formatUsd(account.totalAmount)}`);
  lines.push(`Total pagado: ${formatUsd(account.totalPaidOnThisAccount)}`);
  lines.push(`Saldo pendiente: ${formatUsd(account.totalOwed)}`);
  return lines.join('\n');
}
