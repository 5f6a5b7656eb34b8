import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { SALES_BOOK_TOTALS_LABEL } from '@cuadre/shared/exports/export-columns';
import type { TMoneyMoved, TPaymentsReport } from '@cuadre/shared/reports/payments';
import {
  PAYMENTS_KIND_LABELS as K,
  PAYMENTS_TABLE_COLUMNS as H,
} from '@cuadre/shared/reports/payments-document';
import { moneyCell, type TReportTable } from './report-files';

function movedRow(kind: string, line: TMoneyMoved) {
  return [
    kind,
    PAYMENT_METHOD_LABELS[line.method],
    line.currency,
    String(line.count),
    moneyCell(line.handed),
    moneyCell(line.usd),
  ];
}

/**
 * GET /reports/payments.{csv|xlsx}: each method and currency of the payments, then their total and IGTF, the
 * change handed back per currency, each refund's method and currency and their total.
 */
export function paymentsTable(report: TPaymentsReport): TReportTable {
  const totalRow = (kind: string, usd: number) => [
    kind,
    SALES_BOOK_TOTALS_LABEL,
    'USD',
    null,
    null,
    moneyCell(usd),
  ];
  return {
    sheetName: 'Cobros y pagos',
    columns: [
      { header: H.kind, type: 'text' },
      { header: H.method, type: 'text' },
      { header: H.currency, type: 'text' },
      { header: H.count, type: 'integer' },
      { header: H.handed, type: 'money' },
      { header: H.usd, type: 'money' },
    ],
    rows: [
      ...report.payments.map((line) => movedRow(K.payment, line)),
      totalRow(K.payment, report.collected),
      [K.igtf, null, 'USD', null, null, moneyCell(report.igtf)],
      ...report.change.map((line) => [
        K.change,
        null,
        line.currency,
        String(line.count),
        moneyCell(line.amount),
        null,
      ]),
      ...report.refunds.map((line) => movedRow(K.refund, line)),
      totalRow(K.refund, report.refunded),
    ],
  };
}
