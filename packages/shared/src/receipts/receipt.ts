import { PAYMENT_METHOD_LABELS } from '../payments/constants';
import { formatDateEs, formatDateTimeEs } from '../common/dates';
import {
  formatInCurrency,
  formatRateInFull,
  formatUsd,
  formatVes,
  multiplyMoney,
  usdToVes,
} from '../money/money';
import { formatQuantity, isWeighedUnit, pricePer } from '../stock/quantity';
import { layoutBlocks, layoutText, onlyIn, type TLayoutPart } from '../documents/document-layout';
import { NON_FISCAL_NOTICE } from '../till/till';
import type { TSaleReturn } from '../returns/schemas';
import { receiptReturnParts } from './receipt-returns';
import type { TSale } from '../sales/schemas';
import { discountLabel } from '../prices/messages';
import { formatEur, usdToEur } from '../money/reference-currency';
import { clientTaxIdBlock, type TDocumentShop } from '../documents/document-shop';
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
 * rate with its Fecha Valor, each payment as handed over, change, IGTF and what is still owed. The message that
 * WhatsApp carries with the receipt's link says who, which note, when and how much: the receipt itself is behind
 * the link.
 */
export function receiptLayout(
  sale: TReceiptSale,
  shop: TDocumentShop,
  returns: readonly TSaleReturn[] = [],
): TLayoutPart[] {
  const number = formatReceiptNumber(sale.receiptNumber);
  const createdAt = formatDateTimeEs(sale.createdAt, shop.timeZone);
  const total = formatUsd(sale.total);
  const totalVes = atSaleRate(sale.total, sale);
  const layout: TLayoutPart[] = [
    {
      kind: 'heading',
      title: 'Nota de entrega',
      shop,
      lines: [],
      message: [shop.name, `Nota de entrega N° ${number} · ${createdAt}`],
    },
    ...onlyIn('document', [
      { kind: 'rule' },
      { kind: 'row', label: 'N°', value: number, bold: true },
      { kind: 'row', label: 'Fecha', value: createdAt },
      { kind: 'row', label: 'Cliente', value: sale.client?.name ?? 'Sin cliente' },
      ...clientTaxIdBlock(sale.client ? sale.clientTaxId : null),
      { kind: 'rule' },
      ...(sale.priceListName ? [{ kind: 'row' as const, label: 'Precios', value: sale.priceListName }] : []),
      ...sale.items.map(itemRow),
      ...discountRows(sale),
      ...taxRows(sale),
      { kind: 'rule' },
    ]),
    {
      kind: 'row',
      label: 'Total',
      value: total,
      bold: true,
      message: `Total: ${total}${totalVes === null ? '' : ` (${totalVes})`}`,
    },
    ...onlyIn('document', euroTotal(sale, shop)),
    ...onlyIn('document', paymentParts(sale, totalVes)),
    ...onlyIn('document', receiptReturnParts(sale, returns, shop.timeZone)),
  ];
  if (sale.balance > 0) {
    const balance = formatUsd(sale.balance);
    const balanceVes = atSaleRate(sale.balance, sale);
    layout.push({
      kind: 'row',
      label: 'Saldo pendiente',
      value: balance,
      bold: true,
      message: `Saldo pendiente: ${balance}${balanceVes === null ? '' : ` (${balanceVes})`}`,
    });
    if (balanceVes !== null) {
      layout.push({ kind: 'row', label: 'Saldo pendiente en Bs.', value: balanceVes, only: 'document' });
    }
  }
  const foot: TLayoutPart[] = [{ kind: 'gap' }];
  if (shop.receiptFooter) foot.push({ kind: 'text', text: shop.receiptFooter });
  foot.push({ kind: 'text', text: NON_FISCAL_NOTICE });
  return [...layout, ...onlyIn('document', foot)];
}

/** The receipt as the PDF, the screens and the thermal printer draw it. */
export function receiptBlocks(
  sale: TReceiptSale,
  shop: TDocumentShop,
  returns: readonly TSaleReturn[] = [],
): TDocumentBlock[] {
  return layoutBlocks(receiptLayout(sale, shop, returns));
}

/** What WhatsApp carries with the receipt's link. */
export function receiptShareText(sale: TReceiptSale, shop: TDocumentShop): string {
  return layoutText(receiptLayout(sale, shop));
}

/** Dollars in bolívares at the sale's own rate, as its "Total en Bs." is; null for a sale without one. */
function atSaleRate(usd: number, sale: TSale): string | null {
  return sale.exchangeRate === null ? null : formatVes(usdToVes(usd, sale.exchangeRate));
}

function itemRow(item: TSale['items'][number]): TLayoutPart {
  const perUnit = isWeighedUnit(item.unit) ? ` ${pricePer(item.unit)}` : '';
  return {
    kind: 'row',
    label: `${formatQuantity(item.quantity, item.unit)} × ${item.name} (${formatUsd(item.price)}${perUnit})`,
    value: formatUsd(multiplyMoney(item.price, item.quantity)),
  };
}

/**
 * Each discount the sale took (decision record 031), with its reason and what it took off; a line's names the
 * product. The lines above print their prices before it, the total after.
 */
function discountRows(sale: TSale): TLayoutPart[] {
  return sale.discounts.map((discount) => {
    const item = discount.line === null ? undefined : sale.items[discount.line];
    const label = discountLabel(discount.kind, discount.value, discount.reason);
    return {
      kind: 'row',
      label: item ? `${label} · ${item.name}` : label,
      value: `−${formatUsd(discount.amount)}`,
    };
  });
}

/**
 * A shop that prices in euros (design §10) prints the total in euros too, at the cross of the two BCV rates the
 * sale remembers; a sale without both has none.
 */
function euroTotal(sale: TSale, shop: TDocumentShop): TLayoutPart[] {
  if (shop.referenceCurrency !== 'EUR') return [];
  const eur = usdToEur(sale.total, { usd: sale.exchangeRate, eur: sale.exchangeRateEur });
  return eur === null ? [] : [{ kind: 'row', label: 'Total en €', value: formatEur(eur), bold: true }];
}

/** Base and IVA per rate (decision record 032), as the accountant reads them; none where no IVA is charged. */
function taxRows(sale: TSale): TLayoutPart[] {
  return sale.taxLines.flatMap((line): TLayoutPart[] =>
    line.class === 'EXEMPT'
      ? [{ kind: 'row', label: 'Exento', value: formatUsd(line.base) }]
      : [
          { kind: 'row', label: `Base imponible ${line.rate} %`, value: formatUsd(line.base) },
          { kind: 'row', label: `IVA ${line.rate} %`, value: formatUsd(line.tax) },
        ],
  );
}

/** The total in bolívares at the sale's rate with its Fecha Valor, the IGTF, each payment as handed over, change. */
function paymentParts(sale: TSale, totalVes: string | null): TLayoutPart[] {
  const parts: TLayoutPart[] = [];
  if (sale.exchangeRate !== null && totalVes !== null) {
    const valueDate = sale.exchangeRateDate
      ? ` · Fecha Valor ${formatDateEs(sale.exchangeRateDate, 'UTC')}`
      : '';
    parts.push(
      { kind: 'row', label: 'Total en Bs.', value: totalVes },
      { kind: 'text', text: `Tasa BCV: Bs. ${formatRateInFull(sale.exchangeRate)}${valueDate}` },
    );
  }
  if (sale.igtfTotal > 0) parts.push({ kind: 'row', label: 'IGTF', value: formatUsd(sale.igtfTotal) });
  if (sale.payments.length > 0) {
    parts.push({ kind: 'rule' }, { kind: 'text', text: 'Pagos', bold: true });
    for (const payment of sale.payments) {
      const reference = payment.referenceNumber ? ` · Ref. ${payment.referenceNumber}` : '';
      parts.push({
        kind: 'row',
        label: `${PAYMENT_METHOD_LABELS[payment.method]}${reference}`,
        value: formatInCurrency(payment.amountInCurrency, payment.currency),
      });
    }
  }
  if (sale.change) {
    parts.push({
      kind: 'row',
      label: 'Vuelto',
      value: formatInCurrency(sale.change.amount, sale.change.currency),
    });
  }
  return parts;
}
