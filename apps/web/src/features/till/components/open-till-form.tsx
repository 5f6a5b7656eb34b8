import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Vault } from 'lucide-react';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import {
  ZCashSessionOpenRequest,
  type TCashSessionOpenRequest,
  type TCashSessionOpenRequestInput,
} from '@cuadre/shared/till/schemas';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useOpenTill } from '../api/open-till';
import { TillSection } from './till-section';

export const TILL_OPENED = 'Caja abierta';

/**
 * "Caja cerrada": the form that opens the day with the money already in the drawer, in dollars and in
 * bolívares. An empty field is 0 (a shop may start without change in one currency).
 */
const FLOAT_FIELDS = [
  { currency: 'USD', label: 'Fondo inicial en dólares' },
  { currency: 'VES', label: 'Fondo inicial en bolívares' },
] as const;

export function OpenTillForm() {
  const openTill = useOpenTill();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<TCashSessionOpenRequestInput, unknown, TCashSessionOpenRequest>({
    resolver: zodResolver(ZCashSessionOpenRequest),
    defaultValues: { openingFloat: { USD: undefined, VES: undefined } },
  });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await openTill.mutateAsync(body);
      toast.success(TILL_OPENED);
    } catch (error) {
      setServerError(serverMessageOr(isApiError(error) ? error : {}, GENERIC_ERROR));
    }
  });

  return (
    <TillSection title="Caja cerrada">
      <div className="mb-4 flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <Vault aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600 dark:text-teal-400" />
        <p>
          Abre la caja con el dinero que ya hay en la gaveta (el fondo o sencillo). Mientras esté abierta,
          cada cobro se suma a ella y al final del día cuentas y cuadras.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={serverError} />
        <div className="grid gap-4 sm:grid-cols-2">
          {FLOAT_FIELDS.map(({ currency, label }) => (
            <Controller
              key={currency}
              name={`openingFloat.${currency}`}
              control={control}
              render={({ field, fieldState }) => (
                <AmountInput
                  label={label}
                  currency={currency}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  placeholder="0"
                />
              )}
            />
          ))}
        </div>
        <Button type="submit" size="lg" isLoading={openTill.isPending} className="w-full sm:w-auto">
          {openTill.isPending ? 'Abriendo...' : 'Abrir caja'}
        </Button>
      </form>
    </TillSection>
  );
}
