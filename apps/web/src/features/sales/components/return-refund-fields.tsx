import { useId } from 'react';
import {
  methodsTaking,
  PAYMENT_METHOD_LABELS,
  type TPaymentCurrency,
  type TPaymentMethod,
} from '@cuadre/shared/payments/constants';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { PaymentAmountInput } from './payment-amount-input';

export const REFUND_TEXTS = {
  currency: 'Moneda',
  currencies: { USD: 'Dólares ($)', VES: 'Bolívares (Bs.)' } as Record<TPaymentCurrency, string>,
  method: 'Método',
  amount: 'Monto del reembolso',
  amountVes: 'Monto del reembolso (Bs.)',
} as const;

/** A refund goes back the ways money is handed over in its currency (design §10). */
export const refundMethods = methodsTaking;

type TReturnRefundFieldsProps = {
  currency: TPaymentCurrency;
  /** False for a seller without bolívares or without a rate: the refund is in dollars. */
  canRefundInBolivars: boolean;
  onCurrencyChange: (currency: TPaymentCurrency) => void;
  method: TPaymentMethod;
  onMethodChange: (method: TPaymentMethod) => void;
  amount: number | undefined;
  onAmountChange: (amount: number | undefined) => void;
  /** Why the amount cannot be sent (above what comes back), under the field. */
  amountError?: string;
  /** What the bolívares typed count for, in dollars ("Equivale a $4.00"). */
  countsFor?: (typed: number) => string | undefined;
  /** What happens besides the refund (part of it settles the debt first), above the fields. */
  note?: string | undefined;
  disabled?: boolean;
};

/** A refund's currency, method and amount, stacked like the instalment form's so a 360 px phone never scrolls. */
export function ReturnRefundFields({
  currency,
  canRefundInBolivars,
  onCurrencyChange,
  method,
  onMethodChange,
  amount,
  onAmountChange,
  amountError,
  countsFor,
  note,
  disabled,
}: TReturnRefundFieldsProps) {
  const currencyId = useId();
  const methodId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {note && <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">{note}</p>}
      {canRefundInBolivars && (
        <div>
          <Label htmlFor={currencyId}>{REFUND_TEXTS.currency}</Label>
          <Select
            id={currencyId}
            value={currency}
            onChange={(event) => onCurrencyChange(event.target.value as TPaymentCurrency)}
            disabled={disabled}
          >
            {(['USD', 'VES'] as const).map((value) => (
              <option key={value} value={value}>
                {REFUND_TEXTS.currencies[value]}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div>
        <Label htmlFor={methodId}>{REFUND_TEXTS.method}</Label>
        <Select
          id={methodId}
          value={method}
          onChange={(event) => onMethodChange(event.target.value as TPaymentMethod)}
          disabled={disabled}
        >
          {refundMethods(currency).map((value) => (
            <option key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <PaymentAmountInput
        className="sm:col-span-2"
        label={REFUND_TEXTS.amount}
        labelVes={REFUND_TEXTS.amountVes}
        currency={currency}
        value={amount}
        onChange={onAmountChange}
        countsFor={countsFor}
        error={amountError}
        disabled={disabled}
      />
    </div>
  );
}
