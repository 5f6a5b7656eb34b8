import { useState, useLayoutEffect } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CASH_MOVEMENT_REASON_MAX } from '@cuadre/shared/till/constants';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { ZCashMovementRequest, type TCashMovementRequest } from '@cuadre/shared/till/schemas';
import { AmountInput } from '@/components/ui/amount-input';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormError, FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useAddTillMovement } from '../api/add-till-movement';

export const MOVEMENT_SAVED = 'Movimiento registrado';
const FORM_ID = 'till-movement-form';
/** The reasons a shop gives most often: one tap instead of typing at the counter. */
const REASON_SUGGESTIONS = ['Pago a proveedor', 'Depósito al banco', 'Sencillo', 'Retiro del dueño'] as const;

// A cash-out is what a shop records most (a supplier, the bank); the amount starts empty for the seller to type.
const EMPTY: DefaultValues<TCashMovementRequest> = {
  type: 'OUT',
  currency: 'USD',
  amount: undefined,
  reason: '',
};

/** "Entrada / Salida de dinero": cash put in or taken out of the open till, with why. */
export function MovementFormDialog({
  sessionId,
  open,
  onClose,
}: {
  sessionId: string;
  open: boolean;
  onClose: () => void;
}) {
  const addMovement = useAddTillMovement();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setValue, formState } = useForm<TCashMovementRequest>({
    resolver: zodResolver(ZCashMovementRequest),
    defaultValues: EMPTY,
  });
  const currency = useWatch({ control, name: 'currency' });

  // Emptied as the dialog opens, before the browser paints it (not after, when a busy phone may have typed).
  useLayoutEffect(() => {
    if (open) {
      reset(EMPTY);
      setServerError(null);
    }
  }, [open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await addMovement.mutateAsync({ sessionId, body });
      toast.success(MOVEMENT_SAVED);
      onClose();
    } catch (error) {
      setServerError(serverMessageOr(isApiError(error) ? error : {}, GENERIC_ERROR));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!addMovement.isPending}
      title="Entrada / Salida de dinero"
      footer={
        <DialogFormActions
          formId={FORM_ID}
          submitLabel="Registrar"
          isPending={addMovement.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={serverError} />
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Tipo" error={formState.errors.type?.message}>
            {(field) => (
              <Select {...field} {...register('type')}>
                <option value="OUT">Salida</option>
                <option value="IN">Entrada</option>
              </Select>
            )}
          </FormField>
          <FormField label="Moneda" error={formState.errors.currency?.message}>
            {(field) => (
              <Select {...field} {...register('currency')}>
                <option value="USD">Dólares ($)</option>
                <option value="VES">Bolívares (Bs.)</option>
              </Select>
            )}
          </FormField>
        </div>
        <Controller
          name="amount"
          control={control}
          render={({ field, fieldState }) => (
            <AmountInput
              label="Monto"
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
        <FormField label="Motivo" error={formState.errors.reason?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              maxLength={CASH_MOVEMENT_REASON_MAX}
              {...register('reason')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2" aria-label="Motivos frecuentes" role="group">
          {REASON_SUGGESTIONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className="min-h-11 rounded-full border border-slate-300 px-3 text-sm hover:bg-slate-100 lg:min-h-8 dark:border-slate-600 dark:hover:bg-slate-800"
              onClick={() => setValue('reason', reason, { shouldValidate: formState.isSubmitted })}
            >
              {reason}
            </button>
          ))}
        </div>
      </form>
    </Dialog>
  );
}
