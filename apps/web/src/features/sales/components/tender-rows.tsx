import { useId } from 'react';
import {
  Controller,
  type UseFieldArrayReturn,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_SALE_PAYMENTS, type TSaleStatus } from '@cuadre/shared/sales/constants';
import {
  PAYMENT_METHOD_CURRENCIES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHODS_WITH_REFERENCE,
  type TPaymentCurrency,
  type TPaymentMethod,
} from '@cuadre/shared/payments/constants';
import type {
  TCartSaleContext,
  TCartSaleFieldsInput,
  TSaleCreateRequest,
} from '@cuadre/shared/sales/schemas';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { currencyFor, type TCartSettlement } from './cart-tender';
import { PaymentAmountInput } from './payment-amount-input';
import { TenderStatus } from './tender-status';
import { TENDER_TEXTS } from './tender-texts';

// The cobro's rows (design §10): downloaded the first time a seller opens the cobro, not with the dashboard,
// which must paint the cart before this code arrives (docs/performance.md, the landing's budget).

export type TCartControl = Control<TCartSaleFieldsInput, TCartSaleContext, TSaleCreateRequest>;

export type TTenderRowsProps = {
  rows: UseFieldArrayReturn<TCartSaleFieldsInput, 'tender'>;
  control: TCartControl;
  register: UseFormRegister<TCartSaleFieldsInput>;
  setValue: UseFormSetValue<TCartSaleFieldsInput>;
  status: TSaleStatus;
  settlement: TCartSettlement;
  rate: number | null;
  igtfRate: number | null;
  disabled?: boolean;
  onAdd: () => void;
};

/** The payment rows, 'Agregar pago' and what is missing or the change, live. */
export default function TenderRows({
  rows,
  control,
  register,
  setValue,
  status,
  settlement,
  rate,
  igtfRate,
  disabled,
  onAdd,
}: TTenderRowsProps) {
  const panelId = useId();
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-medium">
        {status === 'PENDING' ? TENDER_TEXTS.legendPending : TENDER_TEXTS.legend}
      </legend>
      <ol className="space-y-3">
        {rows.fields.map((row, index) => (
          <TenderRow
            key={row.id}
            index={index}
            control={control}
            register={register}
            setValue={setValue}
            onRemove={() => rows.remove(index)}
            idPrefix={`${panelId}-${index}`}
          />
        ))}
      </ol>
      {rows.fields.length < MAX_SALE_PAYMENTS && (
        <Button variant="secondary" className="w-full" disabled={disabled} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {TENDER_TEXTS.add}
        </Button>
      )}
      <TenderStatus
        status={status}
        settlement={settlement}
        rate={rate}
        igtfRate={igtfRate}
        onChangeCurrency={(currency) => setValue('changeCurrency', currency)}
      />
    </fieldset>
  );
}

/**
 * "Método" on screen, "Método del pago 2" for a screen reader (TENDER_TEXTS): the card already says which
 * payment it is, and the short word leaves the field its width on a phone.
 */
function RowLabel({ text, n }: { text: string; n: number }) {
  return (
    <>
      {text}
      <span className="sr-only"> del pago {n}</span>
    </>
  );
}

function TenderRow({
  index,
  control,
  register,
  setValue,
  onRemove,
  idPrefix,
}: {
  index: number;
  control: TCartControl;
  register: UseFormRegister<TCartSaleFieldsInput>;
  setValue: UseFormSetValue<TCartSaleFieldsInput>;
  onRemove: () => void;
  idPrefix: string;
}) {
  const n = index + 1;
  const method = useWatch({ control, name: `tender.${index}.method` });
  const currency = useWatch({ control, name: `tender.${index}.currency` });
  const { errors } = useFormState({ control, name: `tender.${index}` });
  const rowErrors = errors.tender?.[index];
  const currencyError = rowErrors?.currency?.message;
  const referenceError = rowErrors?.referenceNumber?.message;
  const needsReference = PAYMENT_METHODS_WITH_REFERENCE.includes(method);

  function changeMethod(next: TPaymentMethod) {
    setValue(`tender.${index}.method`, next);
    setValue(`tender.${index}.currency`, currencyFor(next, currency));
    // A reference is asked only where it is needed: one typed for another method is not sent with this one.
    if (!PAYMENT_METHODS_WITH_REFERENCE.includes(next)) setValue(`tender.${index}.referenceNumber`, '');
  }

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      {/* The method gets a line of its own ("Transferencia" is long); currency and amount share the next. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <div className="min-w-0">
          <Label htmlFor={`${idPrefix}-method`}>
            <RowLabel text="Método" n={n} />
          </Label>
          <Select
            id={`${idPrefix}-method`}
            value={method}
            onChange={(event) => changeMethod(event.target.value as TPaymentMethod)}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="ghost" size="icon" aria-label={TENDER_TEXTS.remove(n)} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
        </Button>
      </div>
      <div className="grid grid-cols-2 items-start gap-2">
        <div className="min-w-0">
          <Label htmlFor={`${idPrefix}-currency`}>
            <RowLabel text="Moneda" n={n} />
          </Label>
          <Select
            id={`${idPrefix}-currency`}
            value={currency}
            invalid={Boolean(currencyError)}
            onChange={(event) => setValue(`tender.${index}.currency`, event.target.value as TPaymentCurrency)}
          >
            {PAYMENT_METHOD_CURRENCIES[method].map((value) => (
              <option key={value} value={value}>
                {TENDER_TEXTS.currencies[value]}
              </option>
            ))}
          </Select>
          <FieldError message={currencyError} />
        </div>
        <Controller
          control={control}
          name={`tender.${index}.amount`}
          render={({ field, fieldState }) => (
            <PaymentAmountInput
              className="min-w-0"
              label={<RowLabel text="Monto" n={n} />}
              currency={currency}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {needsReference && (
        <div>
          <Label htmlFor={`${idPrefix}-reference`}>
            <RowLabel text="Referencia" n={n} />
          </Label>
          <Input
            id={`${idPrefix}-reference`}
            maxLength={100}
            autoComplete="off"
            invalid={Boolean(referenceError)}
            aria-describedby={referenceError ? `${idPrefix}-reference-error` : undefined}
            {...register(`tender.${index}.referenceNumber`)}
          />
          <FieldError id={`${idPrefix}-reference-error`} message={referenceError} />
        </div>
      )}
    </li>
  );
}
