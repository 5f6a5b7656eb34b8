import { Fragment } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { TTaxLine } from '@cuadre/shared/tax/iva';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import {
  PAYMENT_METHOD_LABELS,
  type TPaymentCurrency,
  type TPaymentMethod,
} from '@cuadre/shared/payments/constants';
import { SALE_STATUS_LABELS, type TSaleStatus } from '@cuadre/shared/sales/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { formatInCurrency, sumMoney } from '@cuadre/shared/money/money';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';
import { dayMonthYear } from '@cuadre/shared/common/dates';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormatMoney } from '@/hooks/use-format-money';
import { quantityText } from '@/lib/quantity';

export type TSaleSummary = {
  /** `unit` is UNIT for an extra charge. */
  lines: {
    key: string;
    name: string;
    quantity: number;
    unit: TProductUnit;
    subtotal: number;
    taxClass?: TTaxClass;
  }[];
  total: number;
  status: TSaleStatus;
  paymentMethod: TPaymentMethod;
  clientName: string | null;
  initialPayment: number | undefined;
  /** The payments as handed over, each in its currency (split tender, Pago Móvil, Zelle); null for the spec's. */
  payments:
    | {
        method: TPaymentMethod;
        currency: TPaymentCurrency;
        amount: number;
        referenceNumber?: string | undefined;
      }[]
    | null;
  /** The IGTF charged on top (design §10), with its line's label ("IGTF (3 %)"); null when none. */
  igtf: { label: string; amount: number } | null;
  change: { currency: TPaymentCurrency; amount: number } | null;
  /** A credit sale's due date 'YYYY-MM-DD' (decision record 030); none when the server gives its term. */
  dueDate?: string | null;
  /** What the discounts take off (decision record 031); 0 or absent: none. */
  discountTotal?: number;
  /** Its IVA per rate (decision record 032); absent or empty: none. */
  taxLines?: TTaxLine[];
  /** Whether that IVA is added on top of the lines (else it is inside their prices). */
  isIvaOnTop?: boolean;
};

type TSaleConfirmDialogProps = {
  summary: TSaleSummary | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The last look before the sale is sent: what is sold, for how much, and that it cannot be undone (spec §2). */
export function SaleConfirmDialog({ summary, isPending, onConfirm, onCancel }: TSaleConfirmDialogProps) {
  const formatMoney = useFormatMoney();
  // A credit sale with no initial payment takes no money today: naming a method would say it was paid.
  const isNothingPaid =
    summary !== null &&
    summary.status === 'PENDING' &&
    summary.payments === null &&
    !(summary.initialPayment !== undefined && summary.initialPayment > 0);
  return (
    <Dialog
      open={summary !== null}
      onClose={onCancel}
      role="alertdialog"
      // A sale on its way must not be interrupted: the answer decides what the cart shows next.
      dismissible={!isPending}
      title="Confirmar Venta"
      description={SALE_MESSAGES.confirmWarning}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} isLoading={isPending}>
            {isPending ? 'Procesando...' : 'Confirmar Venta'}
          </Button>
        </>
      }
    >
      {summary && (
        <div className="space-y-4 text-sm">
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Revisa los datos: después de confirmar no podrás cambiar esta venta.
          </p>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {summary.lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-3 py-1.5">
                <span className="min-w-0">
                  {quantityText(line.quantity, line.unit)} × {line.name}
                </span>
                <span className="tabular-nums">{formatMoney(line.subtotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {summary.discountTotal !== undefined && summary.discountTotal > 0 && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Descuentos</dt>
                <dd className="text-right tabular-nums">−{formatMoney(summary.discountTotal)}</dd>
              </>
            )}
            {summary.taxLines
              ?.filter((line) => line.tax > 0)
              .map((line) => (
                <Fragment key={line.class}>
                  <dt className="text-slate-600 dark:text-slate-400">
                    {summary.isIvaOnTop ? `IVA ${line.rate} %` : `Incluye IVA ${line.rate} %`}
                  </dt>
                  <dd className="text-right tabular-nums">{formatMoney(line.tax)}</dd>
                </Fragment>
              ))}
            <dt className="text-slate-600 dark:text-slate-400">Total</dt>
            <dd className="text-right text-base font-bold tabular-nums">{formatMoney(summary.total)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Estado</dt>
            <dd className="text-right">{SALE_STATUS_LABELS[summary.status]}</dd>
            {summary.igtf && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">{summary.igtf.label}</dt>
                <dd className="text-right tabular-nums">{formatMoney(summary.igtf.amount)}</dd>
                {summary.status === 'PAID' && (
                  <>
                    <dt className="text-slate-600 dark:text-slate-400">Total a cobrar</dt>
                    <dd className="text-right font-semibold tabular-nums">
                      {formatMoney(sumMoney([summary.total, summary.igtf.amount]))}
                    </dd>
                  </>
                )}
              </>
            )}
            {summary.payments ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">
                  {summary.status === 'PENDING' ? 'Abono inicial' : 'Pagos'}
                </dt>
                <dd className="text-right">
                  <ul aria-label="Pagos">
                    {summary.payments.map((payment, index) => (
                      <li key={index}>
                        {PAYMENT_METHOD_LABELS[payment.method]}:{' '}
                        <span className="tabular-nums">
                          {formatInCurrency(payment.amount, payment.currency)}
                        </span>
                        {payment.referenceNumber ? ` · Ref. ${payment.referenceNumber}` : ''}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : isNothingPaid ? null : (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Método de pago</dt>
                <dd className="text-right">{PAYMENT_METHOD_LABELS[summary.paymentMethod]}</dd>
              </>
            )}
            {summary.change && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Vuelto</dt>
                <dd className="text-right font-semibold tabular-nums">
                  {formatInCurrency(summary.change.amount, summary.change.currency)}
                </dd>
              </>
            )}
            <dt className="text-slate-600 dark:text-slate-400">Cliente</dt>
            <dd className="text-right">{summary.clientName ?? 'Sin cliente'}</dd>
            {(summary.initialPayment !== undefined || isNothingPaid) && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Abono inicial</dt>
                <dd className="text-right tabular-nums">
                  {isNothingPaid ? SALE_MESSAGES.noInitialPayment : formatMoney(summary.initialPayment ?? 0)}
                </dd>
              </>
            )}
            {summary.dueDate && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Vence</dt>
                <dd className="text-right tabular-nums">{dayMonthYear(summary.dueDate)}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
