import { PAYMENT_METHOD_LABELS } from '../payments/constants';
import { formatDateEs, formatDateTimeEs } from '../common/dates';
import {
  formatInCurrency,
  formatRateInFull,
  formatUsd,
  formatVes,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  usdToVes,
} from '../money/money';
import { formatQuantity, isWeighedUnit, pricePer } from '../stock/quantity';
import { printableBlocks, printableLines } from '../documents/printable-text';
import { NON_FISCAL_NOTICE } from '../till/till';
import type { TSaleReturn } from '../returns/schemas';
import type { TSale } from '../sales/schemas';
import { clientTaxIdBlock, shopHeaderBlocks, type TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';

/** A receipt number as printed: at least 6 digits, so numbers line up on a roll. */
export function formatReceiptNumber(receiptNumber: number): string {
  return String(receiptNumber).padStart(6, '0');
}

/** "N° 000012": a sale as a list names it, by the number the seller and the client read on its receipt. */
export function receiptNumberLabel(receiptNumber: number): string {
  return `N° ${formatReceiptNumber(receiptNumber)}`;
}

/** "recibo-000012.pdf": the receipt's PDF as the server sends it and the phone shares it. */
export function receiptFileName(printedNumber: string): string {
  return `recibo-${printedNumber}.pdf`;
}

/** A sale as its receipt prints it: what it still owes, and its client's cédula or RIF as the client has it. */
export type TReceiptSale = TSale & { balance: number; clientTaxId: string | null };

/**
 * The receipt of a sale (design §12): a non-fiscal "Nota de entrega" with its number, when, the shop, the client
 * with its cédula or RIF, each line, the totals in dollars and — for a sale with a rate — in bolívares at that
 * rate with its Fecha Valor, each payment as handed over, change, IGTF and what is still owed.
 */
export function receiptBlocks(
  sale: TReceiptSale,
  shop: TDocumentShop,
  returns: readonly TSaleReturn[] = [],
): TDocumentBlock[] {
  const blocks = shopHeaderBlocks('Nota de entrega', shop);
  blocks.push(
    { kind: 'rule' },
    { kind: 'row', label: 'N°', value: formatReceiptNumber(sale.receiptNumber), bold: true },
    { kind: 'row', label: 'Fecha', value: formatDateTimeEs(sale.createdAt, shop.timeZone) },
    { kind: 'row', label: 'Cliente', value: sale.client?.name ?? 'Sin cliente' },
    ...clientTaxIdBlock(sale.client ? sale.clientTaxId : null),
    { kind: 'rule' },
  );
  for (const item of sale.items) {
    blocks.push({
      kind: 'row',
      label: `${formatQuantity(item.quantity, item.unit)} × ${item.name} (${formatUsd(item.price)}${isWeighedUnit(item.unit) ? ` ${pricePer(item.unit)}` : ''})`,
      value: formatUsd(multiplyMoney(item.price, item.quantity)),
    });
  }
  blocks.push({ kind: 'rule' }, { kind: 'row', label: 'Total', value: formatUsd(sale.total), bold: true });
  if (sale.exchangeRate !== null) {
    blocks.push({
      kind: 'row',
      label: 'Total en Bs.',
      value: formatVes(usdToVes(sale.total, sale.exchangeRate)),
    });
    const valueDate = sale.exchangeRateDate
      ? ` · Fecha Valor ${formatDateEs(sale.exchangeRateDate, 'UTC')}`
      : '';
    blocks.push({ kind: 'text', text: `Tasa BCV: Bs. ${formatRateInFull(sale.exchangeRate)}${valueDate}` });
  }
  if (sale.igtfTotal > 0) blocks.push({ kind: 'row', label: 'IGTF', value: formatUsd(sale.igtfTotal) });
  if (sale.payments.length > 0) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: 'Pagos', bold: true });
    for (const payment of sale.payments) {
      const reference = payment.referenceNumber ? ` · Ref. ${payment.referenceNumber}` : '';
      blocks.push({
        kind: 'row',
        label: `${PAYMENT_METHOD_LABELS[payment.method]}${reference}`,
        value: formatInCurrency(payment.amountInCurrency, payment.currency),
      });
    }
  }
  if (sale.change) {
    blocks.push({
      kind: 'row',
      label: 'Vuelto',
      value: formatInCurrency(sale.change.amount, sale.change.currency),
    });
  }
  blocks.push(...returnBlocks(sale, returns, shop.timeZone));
  if (sale.balance > 0) {
    blocks.push({ kind: 'row', label: 'Saldo pendiente', value: formatUsd(sale.balance), bold: true });
    const balanceVes = balanceInBolivares(sale);
    if (balanceVes !== null) blocks.push({ kind: 'row', label: 'Saldo pendiente en Bs.', value: balanceVes });
  }
  blocks.push({ kind: 'gap' });
  if (shop.receiptFooter) blocks.push({ kind: 'text', text: shop.receiptFooter });
  blocks.push({ kind: 'text', text: NON_FISCAL_NOTICE });
  return printableBlocks(blocks);
}

/** What is still owed in bolívares at the sale's rate, as its "Total en Bs." is; null for a sale without one. */
function balanceInBolivares(sale: TSale & { balance: number }): string | null {
  return sale.exchangeRate === null ? null : formatVes(usdToVes(sale.balance, sale.exchangeRate));
}

/**
 * What WhatsApp carries with the receipt's link (design §12): who, which note, when and how much — the receipt
 * itself is behind the link.
 */
export function receiptShareText(sale: TSale & { balance: number }, shop: TDocumentShop): string {
  const lines = [
    shop.name,
    `Nota de entrega N° ${formatReceiptNumber(sale.receiptNumber)} · ${formatDateTimeEs(sale.createdAt, shop.timeZone)}`,
  ];
  const bolivares =
    sale.exchangeRate !== null ? ` (${formatVes(usdToVes(sale.total, sale.exchangeRate))})` : '';
  lines.push(`Total: ${formatUsd(sale.total)}${bolivares}`);
  if (sale.balance > 0) {
    const balanceVes = balanceInBolivares(sale);
    lines.push(`Saldo pendiente: ${formatUsd(sale.balance)}${balanceVes === null ? '' : ` (${balanceVes})`}`);
  }
  return printableLines(lines);
}

/**
 * The sale's returns (design §12, §13): when, each line that came back, the money refunded as handed over or the
 * credit taken off the balance, and what the sale comes to net of them.
 */
function returnBlocks(sale: TSale, returns: readonly TSaleReturn[], timeZone: string): TDocumentBlock[] {
  if (returns.length === 0) return [];
  const blocks: TDocumentBlock[] = [{ kind: 'rule' }, { kind: 'text', text: 'Devoluciones', bold: true }];
  for (const given of returns) {
    blocks.push({ kind: 'text', text: formatDateTimeEs(given.createdAt, timeZone) });
    for (const line of given.lines) {
      blocks.push({
        kind: 'row',
        label: `${formatQuantity(line.quantity, line.unit)} × ${line.name}`,
        value: formatUsd(-multiplyMoney(line.unitPrice, line.quantity)),
      });
    }
    blocks.push(
      given.refund
        ? {
            kind: 'row',
            label: `Reembolso ${PAYMENT_METHOD_LABELS[given.refund.method]}`,
            value: formatInCurrency(given.refund.amountInCurrency, given.refund.currency),
          }
        : { kind: 'row', label: 'Abonado a la deuda', value: formatUsd(given.credit) },
    );
  }
  const returned = sumMoney(returns.map((given) => given.total));
  blocks.push({
    kind: 'row',
    label: 'Total neto',
    value: formatUsd(subtractMoney(sale.total, returned)),
    bold: true,
  });
  return blocks;
}
