import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/domain/error-messages';
import { ZManualRateRequest, type TManualRateRequest } from '@cuadre/shared/schemas/dollar-rate';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useSetManualRate } from '../api/set-manual-rate';

export const MANUAL_RATE_SAVED = 'Manual rate saved. Sellers now see it.';
export const MANUAL_RATE_FAILED = 'Failed to save the manual rate. Please try again.';

/** `rate` comes from a number input read with valueAsNumber (NaN when empty); `validFor` is 'YYYY-MM-DD' or ''. */
type TManualRateFormValues = z.input<typeof ZManualRateRequest>;

/**
 * For days the BCV page is down (design §7): the rate typed here is stored with source 'manual' and served to
 * sellers as the latest reading until the next successful read of the BCV after the refresh interval.
 */
export function ManualRateForm() {
  const setManualRate = useSetManualRate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
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
        Use it when the BCV page cannot be read. It is served as the latest rate until the next successful
        read.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <FormError message={serverError} />
        <FormField label="Rate (Bs. per USD)" error={errors.rate?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="decimal"
              step="any"
              min="0"
              autoComplete="off"
              {...register('rate', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label="Valid for (optional)" error={errors.validFor?.message}>
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
