import type { ReactNode } from 'react';
import type { TPaymentCurrency } from '@cuadre/shared/payments/constants';
import { AmountInput, type TAmountInputProps } from '@/components/ui/amount-input';

type TPaymentAmountInputProps = Pick<
  TAmountInputProps,
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'ref'
  | 'error'
  | 'hint'
  | 'isUnderstoodHidden'
  | 'note'
  | 'disabled'
  | 'className'
> & {
  /** The currency the money changes hands in: the amount is typed and kept in it, never converted here. */
  currency: TPaymentCurrency;
  label: ReactNode;
  /** The label while the amount is in bolívares ("Monto del abono (Bs.)"); `label` when not given. */
  labelVes?: ReactNode;
  /** For bolívares only: what the amount read counts for in dollars, after "Se guardará: …". */
  countsFor?: (typedVes: number) => ReactNode;
};

/**
 * The one field for money handed over or back in a payment's own currency (design §10): a payment of the cobro,
 * an abono, a refund. Dollars or bolívares are typed either way ("245,67", "1.234,56", "245.67"; AmountInput
 * reads them) and reach the form exactly as typed — the server counts bolívares at the sale's rate, so the form
 * never rounds them to dollars first; what they count for is said under the field instead.
 */
export function PaymentAmountInput({
  currency,
  label,
  labelVes,
  countsFor,
  ...field
}: TPaymentAmountInputProps) {
  const isVes = currency === 'VES';
  return (
    <AmountInput
      {...field}
      label={isVes && labelVes !== undefined ? labelVes : label}
      currency={currency}
      describeTyped={isVes ? countsFor : undefined}
    />
  );
}
