import { PAYMENT_METHOD_LABELS } from '../payments/constants';
import { formatDateTimeEs } from '../common/dates';
import { formatInCurrency, formatUsd, multiplyMoney, subtractMoney, sumMoney } from '../money/money';
import { formatQuantity } from '../stock/quantity';
import type { TLayoutPart } from '../documents/document-layout';
import type { TSaleReturn } from '../returns/schemas';
import type { TSale } from '../sales/schemas';

/**
 * The sale's returns (design §12, §13): when, each line that came back, the money refunded as handed over or the
 * credit taken off the balance, and what the sale comes to net of them.
 */
export function receiptReturnParts(
  sale: TSale,
  returns: readonly TSaleReturn[],
  timeZone: string,
): TLayoutPart[] {
  if (returns.length === 0) return [];
  const parts: TLayoutPart[] = [{ kind: 'rule' }, { kind: 'text', text: 'Devoluciones', bold: true }];
  for (const given of returns) {
    parts.push({ kind: 'text', text: formatDateTimeEs(given.createdAt, timeZone) });
    for (const line of given.lines) {
      parts.push({
        kind: 'row',
        label: `${formatQuantity(line.quantity, line.unit)} × ${line.name}`,
        value: formatUsd(-multiplyMoney(line.unitPrice, line.quantity)),
      });
    }
    parts.push(
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
  parts.push({
    kind: 'row',
    label: 'Total neto',
    value: formatUsd(subtractMoney(sale.total, returned)),
    bold: true,
  });
  return parts;
}
