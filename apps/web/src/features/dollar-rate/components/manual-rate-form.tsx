import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { ZManualRateRequest, type TManualRateRequest } from '@cuadre/shared/dollar-rate/schemas';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useSetManualRate } from '../api/set-manual-rate';

export const MANUAL_RATE_SAVED = 'Manual rate saved. Sellers now see it.';
export const MANUAL_RATE_FAILED = 'Failed to save the manual rate. Please try again.';
/** The most decimals a typed rate may have: the BCV publishes 8. */
const RATE_DECIMALS = 8;

/** `rate` comes from AmountInput (undefined when empty, NaN for text it cannot read); `validFor` is 'YYYY-MM-DD' or ''. */
type TManualRateFormValues = z.input<typeof ZManualRateRequest>;

/**
 * For days the sources are down (design §7): the rate typed here ("245,67", "1.234,56" or "245.67") is shown as
 * understood ("Se guardará: Bs. 245,67 por USD") before it is saved with source 'manual', its Fecha Valor (today
 * in Caracas when left empty) and the admin who set it. It is in force from that day until a reading with a later
 * Fecha Valor arrives.
 */
export function ManualRateForm() {
  const setManualRate = useSetManualRate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TManualRateFormValues, unknown, TManualRateRequest>({
    resolver: zodResolver(ZManualRateRequest),
    defaultValues: { rate: undefined, validFor: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await setManualRate.mutateAsync(values);
      toast.success(MANUAL_RATE_SAVED);
      reset();
    } catch (error) {
      setServerError(serverMessageOr(isApiError(error) ? error : {}, MANUAL_RATE_FAILED));
    }
  });

  return (
    <section
      aria-labelledby="manual-rate-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="manual-rate-title" className="text-lg font-semibold">
        Set a manual rate
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Use it when the BCV page cannot be read. It applies from its Fecha Valor (today if left empty) until a
        rate for a later day is read.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <FormError message={serverError} />
        <Controller
          name="rate"
          control={control}
          render={({ field, fieldState }) => (
            <AmountInput
              label="Rate (Bs. per USD)"
              currency="VES"
              unit="por USD"
              maxDecimals={RATE_DECIMALS}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormField label="Valid for (Fecha Valor, optional)" error={errors.validFor?.message}>
          {(field) => <Input {...field} type="date" {...register('validFor')} />}
        </FormField>
        <div>
          <Button type="submit" isLoading={setManualRate.isPending}>
            {setManualRate.isPending ? 'Saving...' : 'Save manual rate'}
          </Button>
        </div>
      </form>
    </section>
  );
}
