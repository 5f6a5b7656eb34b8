import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { TButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';

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
 * "Are you sure?" before an admin's decision on an account (approve, reject, suspend, reactivate), with a warning
 * box when there is something to weigh.
 */
export function ConfirmActionDialog({ warning, ...props }: TConfirmActionDialogProps) {
  return (
    <ConfirmDialog {...props}>
      {warning && (
        <p className="flex items-start gap-2 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{warning}</span>
        </p>
      )}
    </ConfirmDialog>
  );
}
