import { useLayoutEffect, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import toast from 'react-hot-toast';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@cuadre/shared/expenses/constants';
import { isoDateInZone, todayInZone } from '@cuadre/shared/common/dates';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { EXPENSE_MESSAGES } from '@cuadre/shared/expenses/messages';
import {
  expenseFormToRequest,
  ZExpenseForm,
  type TExpense,
  type TExpenseForm,
  type TExpenseFormInput,
} from '@cuadre/shared/expenses/schemas';
import { MoneyInput } from '@/components/money-input';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormError, FormField } from '@/components/ui/field';
import { choiceBox, Input, Select } from '@/components/ui/input';
import { useCurrentTill } from '@/hooks/use-current-till';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateExpense } from '../api/create-expense';
import { useUpdateExpense } from '../api/update-expense';

export const EXPENSE_CREATED = 'Gasto añadido exitosamente';
export const EXPENSE_UPDATED = 'Gasto actualizado exitosamente';
const FORM_ID = 'expense-form';

function formValues(expense: TExpense | null, timeZone: string): DefaultValues<TExpenseFormInput> {
  return {
    description: expense?.description ?? '',
    // Empty for a new expense: the seller types the amount (spec §5: required, at least 0.01).
    amount: expense?.amount,
    category: expense?.category ?? ('' as TExpenseForm['category']),
    // The picked day as the seller sees it; a new expense defaults to today in their zone (spec §5).
    date: expense ? isoDateInZone(expense.date, timeZone) : todayInZone(timeZone),
  };
}

type TExpenseFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The expense to edit ('Editar Gasto'); null adds one ('Añadir Nuevo Gasto'). */
  expense?: TExpense | null;
};

/**
 * Add or edit an expense with every rule of spec §5. The amount field follows the currency mode: bolívars typed
 * in VES mode are stored in dollars. The spec only logs create/update failures; we log them too, and also say
 * so in the dialog, because a seller who sees nothing happen presses again (docs/statistics.md).
 */
export function ExpenseFormDialog({ open, onClose, expense = null }: TExpenseFormDialogProps) {
  const isEdit = expense !== null;
  const timeZone = useSellerTimeZone();
  const createExpense = useCreateExpense();
  const updateExpense = useUpdateExpense();
  const [serverError, setServerError] = useState<string | null>(null);
  // Design §11: a new expense paid with the open till's cash is recorded as its cash-out. Still shown while
  // ticked after the till closed meanwhile, so the 409's message sits beside the box the seller must untick.
  const isTillOpen = Boolean(useCurrentTill({ enabled: open && !isEdit }).data);
  const [isPaidFromTill, setIsPaidFromTill] = useState(false);
  const isTillOptionShown = !isEdit && (isTillOpen || isPaidFromTill);

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TExpenseFormInput, unknown, TExpenseForm>({
    resolver: zodResolver(ZExpenseForm),
    defaultValues: formValues(expense, timeZone),
  });

  // Emptied as the dialog opens, before the browser paints it: a passive effect ran after the first paint, and on a
  // busy phone it could empty what was already typed into the dialog.
  useLayoutEffect(() => {
    if (open) {
      reset(formValues(expense, timeZone));
      setServerError(null);
      setIsPaidFromTill(false);
    }
  }, [open, expense, timeZone, reset]);

  const isPending = createExpense.isPending || updateExpense.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = expenseFormToRequest(values);
    try {
      if (expense) {
        await updateExpense.mutateAsync({ id: expense.id, body });
        toast.success(EXPENSE_UPDATED);
      } else {
        await createExpense.mutateAsync(isPaidFromTill ? { ...body, paidFromTill: true } : body);
        toast.success(EXPENSE_CREATED);
      }
      onClose();
    } catch (error) {
      console.error(isEdit ? 'Error updating expense' : 'Error creating expense', error);
      setServerError(serverMessageOr(isApiError(error) ? error : {}, GENERIC_ERROR));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!isPending}
      title={isEdit ? EXPENSE_MESSAGES.editTitle : EXPENSE_MESSAGES.addTitle}
      footer={
        <DialogFormActions
          formId={FORM_ID}
          submitLabel={isEdit ? 'Guardar Cambios' : 'Añadir Gasto'}
          isPending={isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={serverError} />
        <FormField label="Descripción" error={errors.description?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('description')} />}
        </FormField>
        <Controller
          name="amount"
          control={control}
          render={({ field, fieldState }) => (
            <MoneyInput
              label="Monto"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              value={typeof field.value === 'number' ? field.value : undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Categoría" error={errors.category?.message}>
            {(field) => (
              <Select {...field} {...register('category')}>
                <option value="">Selecciona una categoría</option>
                {EXPENSE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {EXPENSE_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Fecha" error={errors.date?.message}>
            {(field) => <Input {...field} type="date" {...register('date')} />}
          </FormField>
        </div>
        {isTillOptionShown && (
          <label className="flex min-h-11 items-start gap-3 text-sm">
            <input
              type="checkbox"
              className={`${choiceBox} accent-teal-700`}
              checked={isPaidFromTill}
              onChange={(event) => setIsPaidFromTill(event.target.checked)}
            />
            <span>
              <span className="font-medium">Pagado desde la caja</span>
              <span className="block text-slate-600 dark:text-slate-400">
                Se registra como una salida de dólares de la caja abierta.
              </span>
            </span>
          </label>
        )}
      </form>
    </Dialog>
  );
}
