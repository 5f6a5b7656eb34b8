import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { ADMIN_ACCOUNT_MESSAGES } from '@cuadre/shared/messages';
import { Button, type TButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export type TConfirmActionDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Shown in a warning box (an applicant who has not verified the e-mail). */
  warning?: ReactNode;
  confirmLabel: string;
  confirmVariant?: TButtonVariant;
  isPending: boolean;
  onConfirm: () => void;
};

/**
 * "Are you sure?" before an admin's decision on an account (approve, reject, suspend, reactivate): an alert
 * dialog that cannot be dismissed while the call runs, with 'Cancelar' and the action.
 */
export function ConfirmActionDialog({
  open,
  onClose,
  title,
  description,
  warning,
  confirmLabel,
  confirmVariant = 'primary',
  isPending,
  onConfirm,
}: TConfirmActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      dismissible={!isPending}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {ADMIN_ACCOUNT_MESSAGES.cancel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {warning && (
        <p className="flex items-start gap-2 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{warning}</span>
        </p>
      )}
    </Dialog>
  );
}
