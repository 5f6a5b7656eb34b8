import { layoutBlocks, type TLayoutPart } from '../documents/document-layout';
import type { TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';
import { formatUsd, formatVes } from '../money/money';
import { PAYMENT_METHOD_LABELS } from '../payments/constants';
import type { TPaymentCurrency } from '../payments/constants';
import { periodText } from './hours-document';
import type { TMoneyMoved, TPaymentsReport } from './payments';

export const PAYMENTS_REPORT_TITLE = 'Cobros y pagos';

/** The file's columns (CSV and XLSX): one row per method and currency of payments, change and refunds. */
export const PAYMENTS_TABLE_COLUMNS = {
  kind: 'Concepto',
  method: 'Método',
  currency: 'Moneda',
  count: 'Cantidad',
  handed: 'Monto en su moneda',
  usd: 'Monto (USD)',
} as const;

export const PAYMENTS_KIND_LABELS = {
  payment: 'Cobro',
  igtf: 'IGTF',
  change: 'Vuelto',
  refund: 'Reembolso',
} as const;

/** An amount in its own currency: "$12.50" or "Bs. 3.070,85". */
export function inCurrency(amount: number, currency: TPaymentCurrency): string {
  return currency === 'VES' ? formatVes(amount) : formatUsd(amount);
}

/** "Pago Móvil (Bs.)", "Efectivo ($)". */
export function methodAndCurrency(line: Pick<TMoneyMoved, 'method' | 'currency'>): string {
  return `${PAYMENT_METHOD_LABELS[line.method]} (${line.currency === 'VES' ? 'Bs.' : '$'})`;
}

function movedRow(line: TMoneyMoved): TLayoutPart {
  const value =
    line.currency === 'USD'
      ? `${line.count} · ${formatUsd(line.handed)}`
      : `${line.count} · ${formatVes(line.handed)} (${formatUsd(line.usd)})`;
  return { kind: 'row', label: methodAndCurrency(line), value };
}

/** The report as a document (its PDF) and as the text "Compartir por WhatsApp" sends. */
export function paymentsLayout(report: TPaymentsReport, shop: TDocumentShop): TLayoutPart[] {
  return [
    { kind: 'heading', title: PAYMENTS_REPORT_TITLE, shop, lines: [periodText(report.period)] },
    { kind: 'rule' },
    { kind: 'row', label: 'Cobrado', value: formatUsd(report.collected), bold: true },
    ...report.payments.map(movedRow),
    { kind: 'row', label: 'IGTF cobrado', value: formatUsd(report.igtf) },
    { kind: 'rule' },
    { kind: 'text', text: 'Vuelto entregado', bold: true },
    ...(report.change.length === 0
      ? [{ kind: 'text', text: 'Sin vuelto' } satisfies TLayoutPart]
      : report.change.map((line): TLayoutPart => ({
          kind: 'row',
          label: line.currency === 'VES' ? 'En bolívares' : 'En dólares',
          value: `${line.count} · ${inCurrency(line.amount, line.currency)}`,
        }))),
    { kind: 'rule' },
    { kind: 'row', label: 'Reembolsado', value: formatUsd(report.refunded), bold: true },
    ...report.refunds.map(movedRow),
  ];
}

export function paymentsBlocks(report: TPaymentsReport, shop: TDocumentShop): TDocumentBlock[] {
  return layoutBlocks(paymentsLayout(report, shop));
}
