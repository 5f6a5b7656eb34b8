import toast from 'react-hot-toast';
import { EXPENSE_MESSAGES } from '@cuadre/shared/expenses/messages';
import type { TExpense } from '@cuadre/shared/expenses/schemas';
import { DeleteConfirmDialog } from '@/components/ui/dialog';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useDeleteExpense } from '../api/delete-expense';

type TDeleteExpenseDialogProps = {
  /** The expense to delete; null keeps the dialog closed. */
  expense: TExpense | null;
  onClose: () => void;
};

/** '¿Estás seguro de que quieres eliminar este gasto?' then the toasts of spec §8. */
export function DeleteExpenseDialog({ expense, onClose }: TDeleteExpenseDialogProps) {
  const deleteExpense = useDeleteExpense();
  const formatMoney = useFormatMoney();

  async function confirm() {
    if (!expense) return;
    try {
      await deleteExpense.mutateAsync(expense.id);
      toast.success(EXPENSE_MESSAGES.deleteSuccess);
      onClose();
    } catch (error) {
      toast.error(EXPENSE_MESSAGES.deleteError(error instanceof Error ? error.message : String(error)));
      onClose();
    }
  }

  return (
    <DeleteConfirmDialog
      open={expense !== null}
      onClose={onClose}
      isPending={deleteExpense.isPending}
      onConfirm={() => void confirm()}
      title={EXPENSE_MESSAGES.deleteConfirm}
      description={expense ? `${expense.description} · ${formatMoney(expense.amount)}` : undefined}
    />
  );
}
