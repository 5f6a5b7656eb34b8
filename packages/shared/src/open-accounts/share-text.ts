/**
 * "Compartir" on an open account (spec §2 Open accounts): a plain-text summary a seller sends to the client
 * (WhatsApp, SMS…): client name, opening date, each sale with its items and payments, and the totals.
 */
import { DEFAULT_TIME_ZONE } from '../common/constants';
import { PAYMENT_METHOD_LABELS } from '../payments/constants';
import { SALE_STATUS_LABELS } from '../sales/constants';
import type { TOpenAccount, TOpenAccountSale } from './schemas';
import { formatDateEs } from '../common/dates';
import { formatRateInFull, formatUsd, formatVes, multiplyMoney } from '../money/money';
import { paidInBolivares } from '../money/paid-in-bolivares';
import { printableLines } from '../documents/printable-text';
import { formatQuantity, pricePer } from '../stock/quantity';
import { shortId } from '../common/short-id';

export type TShareTextOptions = {
  /** The seller's time zone for the dates; Caracas by default. */
  timeZone?: string;
  /** Shown in the heading when given (e.g. the business name). */
  businessName?: string | null;
  /**
   * The amounts in the currency the seller is shown (bolívares in VES mode), from USD; dollars by
   * default. With it, `currencyNote` says at which rate (a line after the heading).
   */
  formatMoney?: (amountUsd: number) => string;
  currencyNote?: string | null;
  /** Today's rate when the amounts are in bolívares: "Total pagado" then keeps the abonos as handed over. */
  bolivaresRate?: number | null;
  /**
   * A sale's own amounts at the rate it remembers (design §10), with a note for its total; `formatMoney` when
   * absent or null.
   */
  saleMoney?: (
    sale: TOpenAccountSale,
  ) => { format: (amountUsd: number) => string; note: string | null } | null;
};

export type TShareableOpenAccount = Pick<
  TOpenAccount,
  'id' | 'createdAt' | 'client' | 'sales' | 'totalAmount' | 'totalPaidOnThisAccount' | 'totalOwed'
>;

/**
 * An account's "Total pagado" as shown: in bolívares (`bolivaresRate`, today's) the abonos in bolívares as they
 * were handed over and the rest at the rate, never the rounded dollars re-converted; else `formatMoney`'s.
 */
export function accountPaidText(
  account: Pick<TOpenAccount, 'sales' | 'totalPaidOnThisAccount'>,
  bolivaresRate: number | null,
  formatMoney: (amountUsd: number) => string,
): string {
  if (bolivaresRate === null) return formatMoney(account.totalPaidOnThisAccount);
  const payments = account.sales.flatMap((sale) => sale.payments);
  return formatVes(paidInBolivares(account.totalPaidOnThisAccount, payments, bolivaresRate));
}

/** The line that tells the client the summary's bolívares were converted at `rate` (VES per dollar). */
export function vesRateNote(rate: number): string {
  return `Montos en bolívares a la tasa de Bs. ${formatRateInFull(rate)} por dólar`;
}

export function buildOpenAccountShareText(
  account: TShareableOpenAccount,
  options: TShareTextOptions = {},
): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const formatMoney = options.formatMoney ?? ((amountUsd: number) => formatUsd(amountUsd));
  const lines: string[] = [];
  lines.push(options.businessName ? `Resumen de cuenta - ${options.businessName}` : 'Resumen de cuenta');
  if (options.currencyNote) lines.push(options.currencyNote);
  lines.push(`Cliente: ${account.client.name}`);
  lines.push(`Cuenta #${shortId(account.id)} abierta el ${formatDateEs(account.createdAt, timeZone)}`);

  for (const sale of account.sales) {
    const own = options.saleMoney?.(sale) ?? null;
    const saleMoney = own?.format ?? formatMoney;
    lines.push('');
    lines.push(
      `Venta #${shortId(sale.id)} - ${formatDateEs(sale.createdAt, timeZone)} - ${SALE_STATUS_LABELS[sale.status]}`,
    );
    for (const item of sale.items) {
      lines.push(
        `  • ${item.name} x${formatQuantity(item.quantity, item.unit)} - ${saleMoney(multiplyMoney(item.price, item.quantity))} (${saleMoney(item.price)} ${pricePer(item.unit)})`,
      );
    }
    lines.push(`  Total de la venta: ${saleMoney(sale.total)}${own?.note ? ` ${own.note}` : ''}`);
    if (sale.payments.length > 0) {
      lines.push('  Abonos:');
      for (const payment of sale.payments) {
        lines.push(
          // A payment in bolívares as handed over, never a re-conversion of its rounded dollars (design §10).
          `  - ${PAYMENT_METHOD_LABELS[payment.method]}: ${payment.currency === 'VES' ? formatVes(payment.amountInCurrency) : saleMoney(payment.amount)} (${formatDateEs(payment.createdAt, timeZone)})`,
        );
      }
    } else {
      lines.push('  Sin abonos');
    }
  }

  lines.push('');
  lines.push(`Total comprado: ${formatMoney(account.totalAmount)}`);
  lines.push(`Total pagado: ${accountPaidText(account, options.bolivaresRate ?? null, formatMoney)}`);
  lines.push(`Saldo pendiente: ${formatMoney(account.totalOwed)}`);
  return printableLines(lines);
}
