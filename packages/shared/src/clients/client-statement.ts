/**
 * The words of a client's statement (design §12), shared by its PDF and its WhatsApp text so both say the same:
 * what each entry is, its amount as handed over, and the balance in bolívares at today's rate.
 */
import { PAYMENT_METHOD_LABELS } from '../payments/constants';
import { formatReceiptNumber } from '../receipts/receipt';
import type { TClientStatement, TClientStatementEntry } from './statement-schemas';
import { formatDateEs } from '../common/dates';
import {
  formatInCurrency,
  formatRateInFull,
  formatUsd,
  formatVes,
  subtractMoney,
  usdToVes,
} from '../money/money';

export const STATEMENT_TITLE = 'Estado de cuenta';

/** "Venta N° 000012", "Abono Pago Móvil (N° 000012)", "Devolución (N° 000012)". */
export function statementEntryLabel(entry: TClientStatementEntry): string {
  const receipt = `N° ${formatReceiptNumber(entry.receiptNumber)}`;
  switch (entry.kind) {
    case 'SALE':
      return `Venta ${receipt}`;
    case 'PAYMENT':
      return `Abono ${PAYMENT_METHOD_LABELS[entry.method]} (${receipt})`;
    case 'RETURN':
      return `Devolución (${receipt})`;
  }
}

/**
 * A sale's total; a payment taken off as it was handed over ("-Bs. 1.000,00", "-$5.00"); a return's credit taken
 * off, or the money it refunded ("Reembolso Bs. 2.500,00"), which leaves the balance as it was.
 */
export function statementEntryAmount(entry: TClientStatementEntry): string {
  switch (entry.kind) {
    case 'SALE':
      return formatUsd(entry.amount);
    case 'PAYMENT':
      // What the abono took off the balance; the IGTF charged on top is its own line (statementEntryIgtf).
      return formatInCurrency(-subtractMoney(entry.amountInCurrency, entry.igtf), entry.currency);
    case 'RETURN':
      return entry.refund
        ? `Reembolso ${formatInCurrency(entry.refund.amountInCurrency, entry.refund.currency)}`
        : formatUsd(-entry.amount);
  }
}

/** The line under an abono with IGTF: charged on top, it never lowers the balance. */
export const STATEMENT_IGTF_LABEL = 'IGTF (no abona a la deuda)';

/** A payment's IGTF as its own line ("$0.06"); null when it bore none. */
export function statementEntryIgtf(entry: TClientStatementEntry): string | null {
  return entry.kind === 'PAYMENT' && entry.igtf > 0 ? formatUsd(entry.igtf) : null;
}

/** A payment in bolívares is worth this in dollars (what counted against the balance); null for the rest. */
export function statementEntryUsdValue(entry: TClientStatementEntry): string | null {
  return entry.kind === 'PAYMENT' && entry.currency === 'VES' ? formatUsd(-entry.amount) : null;
}

/** "10/03/2026 Venta N° 000012", dated in the shop's zone. */
export function statementEntryHeading(entry: TClientStatementEntry, timeZone: string): string {
  return `${formatDateEs(entry.at, timeZone)} ${statementEntryLabel(entry)}`;
}

/** The balance owed in bolívares at today's rate; null without a rate (then no bolívares are shown). */
export function balanceInBolivares(
  statement: Pick<TClientStatement, 'balance' | 'todayRate'>,
): string | null {
  return bolivaresToday(statement.balance, statement);
}

/** A dollar balance in bolívares at today's rate, or null without one. */
export function bolivaresToday(usd: number, statement: Pick<TClientStatement, 'todayRate'>): string | null {
  return statement.todayRate ? formatVes(usdToVes(usd, statement.todayRate.rate)) : null;
}

/** "Tasa BCV de hoy: Bs. 245,6789 (Fecha Valor 10/03/2026)". */
export function todayRateLine(todayRate: NonNullable<TClientStatement['todayRate']>): string {
  return `Tasa BCV de hoy: Bs. ${formatRateInFull(todayRate.rate)} (Fecha Valor ${formatDateEs(todayRate.validFor, 'UTC')})`;
}

/** "estado-de-cuenta-luisa-mora.pdf": the client's name as a file name any phone keeps. */
export function statementFileName(clientName: string): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `estado-de-cuenta${slug ? `-${slug}` : ''}.pdf`;
}
