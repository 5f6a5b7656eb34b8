import { PRODUCT_UNIT_SYMBOLS } from '@cuadre/shared/products/constants';
import { formatUsd, multiplyMoney, toCents } from '@cuadre/shared/money/money';
import { isWeighedUnit, pricePer } from '@cuadre/shared/stock/quantity';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';
import type { TPayment } from '@cuadre/shared/payments/schemas';
import type { TSaleDetailsItem } from '@cuadre/shared/sales/schemas';
import { paymentAsHandedOver } from '@/hooks/use-sale-money';
import { pricedPer, quantityText } from '@/lib/quantity';
import { useSeesCosts } from '@/hooks/use-sees-costs';
import { REMOVED_MEMBER_NAME } from '@cuadre/shared/till/till';

export const SALE_DETAILS_TEXTS = {
  title: 'Detalles de la Venta',
  items: 'Productos',
  payments: 'Abonos',
  noPayments: 'Sin abonos registrados',
  noClient: 'Sin cliente',
  till: 'Caja',
  withoutTill: 'Sin caja',
  seeTill: 'Ver caja',
  seeReceipt: 'Ver recibo',
  igtf: 'IGTF',
  change: 'Vuelto',
  soldBy: 'Vendido por',
  removedMember: REMOVED_MEMBER_NAME,
} as const;

export function Figure({
  label,
  value,
  emphasis = false,
}: {
  label: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    // min-w-0 and break-words: an amount in bolívares wraps inside its box on a phone.
    <div className="min-w-0 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd
        className={
          emphasis ? 'text-base font-bold break-words tabular-nums' : 'font-semibold break-words tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

export function ItemRow({
  item,
  formatMoney,
}: {
  item: TSaleDetailsItem;
  formatMoney: (amountUsd: number) => string;
}) {
  const isWeighed = isWeighedUnit(item.unit);
  const seesCosts = useSeesCosts();
  // The line's total cost says something only when it differs from the cost of one (a kg, or a unit).
  const hasTotalCost = item.totalCost !== null && (isWeighed ? item.quantity !== 1 : item.quantity > 1);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{item.name}</p>
        <p className="min-w-0 font-semibold break-words tabular-nums">
          {formatMoney(multiplyMoney(item.price, item.quantity))}
        </p>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {quantityText(item.quantity, item.unit)} × {formatMoney(item.price)}
        {pricedPer(item.unit)}
      </p>
      {seesCosts && item.hasProductInfo && item.cost !== null ? (
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex min-w-0 flex-wrap gap-x-1">
            <dt className="text-slate-600 dark:text-slate-300">Costo:</dt>
            <dd className="tabular-nums">
              {formatMoney(item.cost)}
              {isWeighed && ` ${pricePer(item.unit)}`}
              {hasTotalCost && ` (total ${formatMoney(item.totalCost ?? 0)})`}
            </dd>
          </div>
          <div className="flex min-w-0 flex-wrap gap-x-1">
            <dt className="text-slate-600 dark:text-slate-300">Ganancia:</dt>
            <dd className="tabular-nums">{formatMoney(item.profit ?? 0)}</dd>
          </div>
          <div className="flex min-w-0 flex-wrap gap-x-1">
            <dt className="text-slate-600 dark:text-slate-300">
              {isWeighed ? `Ganancia por ${PRODUCT_UNIT_SYMBOLS[item.unit]}:` : 'Ganancia por unidad:'}
            </dt>
            <dd className="tabular-nums">{formatMoney(item.profitPerUnit ?? 0)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">{SALE_MESSAGES.customItem}</p>
      )}
    </li>
  );
}

/**
 * What a payment brought, as handed over (design §10): bolívares as typed, and dollars as handed over when part
 * went back as change or to IGTF, each with what it paid off of the sale; the IGTF it bore, on top.
 */
export function PaymentAmount({
  payment,
  formatMoney,
}: {
  payment: TPayment;
  formatMoney: (amountUsd: number) => string;
}) {
  const isDollarsBeyondPaidOff =
    payment.currency === 'USD' && toCents(payment.amountInCurrency) !== toCents(payment.amount);
  const paidOff = payment.currency === 'VES' || isDollarsBeyondPaidOff ? formatUsd(payment.amount) : null;
  return (
    <span className="min-w-0 text-right font-semibold break-words tabular-nums">
      {isDollarsBeyondPaidOff
        ? formatUsd(payment.amountInCurrency)
        : paymentAsHandedOver(payment, formatMoney)}
      {paidOff && (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-300"> (= {paidOff})</span>
      )}
      {payment.igtfAmount > 0 && (
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
          {SALE_DETAILS_TEXTS.igtf}: {formatUsd(payment.igtfAmount)}
        </span>
      )}
    </span>
  );
}
