import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { parseChargeAmount, readChargeAmount } from '@cuadre/shared/sales/extra-charges';
import { usdToVes, vesToUsd } from '@cuadre/shared/money/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { TCartSaleForm } from '../checkout/cart-sale-form';
import { ChargeAmountNote } from './charge-amount-note';

type TCartChargesProps = {
  form: TCartSaleForm;
  /** Bolívares on screen (VES mode with a rate): the charges are typed in them. */
  isVes: boolean;
  rate: number | null;
  /** After a try to sell, every charge says what is wrong with its amount, touched or not. */
  isChargeCheckTried: boolean;
};

/** 'Cargos adicionales' (spec §5): a name and an amount each, typed in the currency on screen. */
export function CartCharges({ form, isVes, rate, isChargeCheckTried }: TCartChargesProps) {
  const { control, register, getValues, setValue } = form;
  const charges = useFieldArray({ control, name: 'charges' });
  const chargeRows = useWatch({ control, name: 'charges' });
  const { touchedFields } = useFormState({ control });
  const id = useId();
  const chargesRate = isVes ? rate : null;
  const currencyLabel = isVes ? 'Bs.' : '$';

  // Extra charges are typed in the currency on screen (bolívars in VES mode) and sold in dollars. When the
  // seller switches currency, the amounts already typed are converted, so "$2 delivery" stays $2 instead of
  // silently becoming Bs. 2.
  const chargesTypedInVes = useRef(isVes);
  useEffect(() => {
    if (chargesTypedInVes.current === isVes || rate === null) return;
    chargesTypedInVes.current = isVes;
    getValues('charges').forEach((row, index) => {
      if (row.amount.trim() === '') return;
      const typed = parseChargeAmount(row.amount);
      const converted = isVes ? usdToVes(typed, rate) : vesToUsd(typed, rate);
      setValue(`charges.${index}.amount`, converted.toFixed(2));
    });
  }, [isVes, rate, getValues, setValue]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Cargos adicionales</legend>
      {charges.fields.map((charge, index) => {
        const amountText = chargeRows[index]?.amount ?? '';
        const read = readChargeAmount(amountText);
        const isProblemShown = isChargeCheckTried || Boolean(touchedFields.charges?.[index]?.amount);
        const isInvalid = read !== null && !read.ok && isProblemShown;
        const hasNote = read !== null && (read.ok ? Number(read.value) > 0 : isProblemShown);
        const noteId = `${id}-charge-${index}-note`;
        return (
          <div key={charge.id} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-center gap-2">
            <Input
              aria-label={`Nombre del cargo ${index + 1}`}
              placeholder="Ej.: Envío"
              maxLength={150}
              {...register(`charges.${index}.name`)}
            />
            <Input
              aria-label={`Monto del cargo ${index + 1} (${currencyLabel})`}
              placeholder="0,00"
              inputMode="decimal"
              autoComplete="off"
              invalid={isInvalid}
              aria-describedby={hasNote ? noteId : undefined}
              {...register(`charges.${index}.amount`)}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Quitar cargo ${index + 1}`}
              onClick={() => charges.remove(index)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
            <ChargeAmountNote
              id={noteId}
              amount={amountText}
              currency={isVes ? 'VES' : 'USD'}
              rate={chargesRate}
              isProblemShown={isProblemShown}
            />
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => charges.append({ name: '', amount: '' }, { shouldFocus: false })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Añadir cargo
      </Button>
    </fieldset>
  );
}
