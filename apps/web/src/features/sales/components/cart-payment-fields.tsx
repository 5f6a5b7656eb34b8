import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  DOLLAR_PAYLOAD_METHODS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS_WITH_REFERENCE,
  type TPaymentCurrency,
} from '@cuadre/shared/payments/constants';
import { SALE_STATUSES, SALE_STATUS_LABELS } from '@cuadre/shared/sales/constants';
import { formatInCurrency } from '@cuadre/shared/money/money';
import { MoneyInput } from '@/components/money-input';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { TCartSaleForm } from '../checkout/cart-sale-form';
import type { TCartFigures } from '../checkout/use-cart-figures';
import { TenderPanel } from './tender-panel';

type TCartPaymentFieldsProps = {
  form: TCartSaleForm;
  figures: TCartFigures;
  /** A Venezuelan seller: bolívar methods, the sale's rate and the cobro. */
  hasBolivars: boolean;
  screenCurrency: TPaymentCurrency;
  /** The sale's rate (today's), or null. */
  rate: number | null;
  igtfRate: number | null;
  /** While the sale is on its way. */
  disabled: boolean;
};

/**
 * How the sale is paid (spec §5): status, method, reference, seller and the initial payment of a PENDING sale —
 * or, for a Venezuelan seller who opens it, the cobro (design §10), whose rows replace method, reference and
 * initial payment while there are any.
 */
export function CartPaymentFields({
  form,
  figures,
  hasBolivars,
  screenCurrency,
  rate,
  igtfRate,
  disabled,
}: TCartPaymentFieldsProps) {
  const { control, register, setValue } = form;
  const { status, paymentMethod, hasTenderRows, settlement } = figures;
  const specPayment = !hasTenderRows ? settlement.payments?.[0] : undefined;
  const needsReference = PAYMENT_METHODS_WITH_REFERENCE.includes(paymentMethod);
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-status`}>Estado de la venta</Label>
        <Select id={`${id}-status`} {...register('status')}>
          {SALE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SALE_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      {!hasTenderRows && (
        <>
          <div>
            <Label htmlFor={`${id}-method`}>Método de pago</Label>
            <Select
              id={`${id}-method`}
              aria-describedby={specPayment ? `${id}-method-note` : undefined}
              {...register('paymentMethod')}
            >
              {(hasBolivars ? PAYMENT_METHODS : DOLLAR_PAYLOAD_METHODS).map((value) => (
                <option key={value} value={value}>
                  {PAYMENT_METHOD_LABELS[value]}
                </option>
              ))}
            </Select>
            {/* Pago Móvil and Zelle are recorded as handed over: the seller sees what that is. */}
            {specPayment && Number.isFinite(specPayment.amount) && specPayment.amount > 0 && (
              <p id={`${id}-method-note`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                Se registra: {formatInCurrency(specPayment.amount, specPayment.currency)}
              </p>
            )}
          </div>
          <div>
            <Label htmlFor={`${id}-reference`}>Número de referencia (opcional)</Label>
            <Input
              id={`${id}-reference`}
              maxLength={100}
              autoComplete="off"
              aria-describedby={needsReference ? `${id}-reference-note` : undefined}
              {...register('referenceNumber')}
            />
            {needsReference && (
              <p id={`${id}-reference-note`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                {PAYMENT_METHOD_LABELS[paymentMethod]} necesita la referencia.
              </p>
            )}
          </div>
        </>
      )}
      <div>
        <Label htmlFor={`${id}-seller`}>Vendedor (opcional)</Label>
        <Input id={`${id}-seller`} maxLength={100} autoComplete="name" {...register('sellerName')} />
      </div>
      {status === 'PENDING' && !hasTenderRows && (
        <Controller
          name="initialPaymentAmount"
          control={control}
          render={({ field }) => (
            <MoneyInput
              className="sm:col-span-2"
              label="Abono inicial (opcional)"
              hint="Lo que el cliente paga hoy; el resto queda en su cuenta abierta."
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              onTypedChange={(typed) => setValue('initialPaymentTyped', typed)}
              value={field.value}
            />
          )}
        />
      )}
      {hasBolivars && (
        <TenderPanel
          control={control}
          register={register}
          setValue={setValue}
          status={status}
          specMethod={paymentMethod}
          screenCurrency={screenCurrency}
          settlement={settlement}
          rate={rate}
          igtfRate={igtfRate}
          disabled={disabled}
        />
      )}
    </div>
  );
}
