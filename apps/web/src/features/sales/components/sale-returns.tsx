import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { formatInCurrency, formatUsd } from '@cuadre/shared/money/money';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import { Badge } from '@/components/ui/badge';
import { quantityText } from '@/lib/quantity';
import { formatSaleDateTime } from './sale-details-format';

export const SALE_RETURNS_TEXTS = {
  title: 'Devoluciones',
  damaged: 'Dañado',
  refund: (method: string, amount: string) => `Reembolso: ${method} ${amount}`,
  credit: (amount: string) => `Abonado a la deuda: ${amount}`,
  value: 'Valor',
} as const;

/** How the money of a return went back: a refund as handed over, or the dollars taken off the balance. */
export function returnMoneyText(given: Pick<TSaleReturn, 'refund' | 'credit'>): string {
  return given.refund
    ? SALE_RETURNS_TEXTS.refund(
        PAYMENT_METHOD_LABELS[given.refund.method],
        formatInCurrency(given.refund.amountInCurrency, given.refund.currency),
      )
    : SALE_RETURNS_TEXTS.credit(formatUsd(given.credit));
}

type TSaleReturnsProps = {
  returns: readonly TSaleReturn[];
  /** The sale's own formatter (its rate), for what the lines were sold for. */
  formatMoney: (amountUsd: number) => string;
};

/**
 * The sale's returns in its details (design §13): the sale itself never changes, so what came back is listed
 * here, oldest first, each with its lines, how the money went back and whether the goods were damaged.
 */
export function SaleReturns({ returns, formatMoney }: TSaleReturnsProps) {
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="sale-details-returns">
      <h3 id="sale-details-returns" className="font-semibold">
        {SALE_RETURNS_TEXTS.title}
      </h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {returns.map((given) => (
          <li key={given.id} className="space-y-1 py-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{formatSaleDateTime(given.createdAt)}</span>
              {!given.restock && <Badge tone="danger">{SALE_RETURNS_TEXTS.damaged}</Badge>}
            </div>
            <ul>
              {given.lines.map((line) => (
                <li key={line.saleItemId} className="break-words">
                  {quantityText(line.quantity, line.unit)} × {line.name}
                </li>
              ))}
            </ul>
            <p className="flex flex-wrap justify-between gap-x-2">
              <span className="font-medium break-words">{returnMoneyText(given)}</span>
              <span className="text-slate-600 tabular-nums dark:text-slate-300">
                {SALE_RETURNS_TEXTS.value}: {formatMoney(given.total)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
