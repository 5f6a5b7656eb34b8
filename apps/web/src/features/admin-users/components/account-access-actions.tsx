import { useState } from 'react';
import toast from 'react-hot-toast';
import { Ban, RotateCcw } from 'lucide-react';
import { ADMIN_ACCOUNT_MESSAGES } from '@cuadre/shared/admin/messages';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { fullName } from '@/lib/full-name';
import { useSetSuspension, type TSuspensionAction } from '../api/set-suspension';
import { ConfirmActionDialog } from './confirm-action-dialog';

const TEXTS = {
  suspend: {
    label: ADMIN_ACCOUNT_MESSAGES.suspend,
    title: ADMIN_ACCOUNT_MESSAGES.suspendTitle,
    description: ADMIN_ACCOUNT_MESSAGES.suspendDescription,
    success: ADMIN_ACCOUNT_MESSAGES.suspendSuccess,
    error: ADMIN_ACCOUNT_MESSAGES.suspendError,
  },
  reactivate: {
    label: ADMIN_ACCOUNT_MESSAGES.reactivate,
    title: ADMIN_ACCOUNT_MESSAGES.reactivateTitle,
    description: ADMIN_ACCOUNT_MESSAGES.reactivateDescription,
    success: ADMIN_ACCOUNT_MESSAGES.reactivateSuccess,
    error: ADMIN_ACCOUNT_MESSAGES.reactivateError,
  },
} as const;

/**
 * 'Suspender' on an approved account, 'Reactivar' on a suspended one, each confirmed in a dialog.
 * Nothing for a PENDING or rejected account, nor for a SUPER_ADMIN (the server refuses it).
 */
export function AccountAccessActions({ user }: { user: TAdminUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useSetSuspension();
  if (user.status !== 'APPROVED' || user.role === 'SUPER_ADMIN') return null;

  const action: TSuspensionAction = user.suspendedAt ? 'reactivate' : 'suspend';
  const texts = TEXTS[action];
  const confirm = () => {
    mutation.mutate(
      { userId: user.id, action },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(texts.success);
        },
        onError: (error) => {
          setIsOpen(false);
          toast.error(texts.error(isApiError(error) ? error.message : String(error)));
        },
      },
    );
  };

  return (
    <>
      <Button variant={action === 'suspend' ? 'danger' : 'primary'} onClick={() => setIsOpen(true)}>
        {action === 'suspend' ? (
          <Ban aria-hidden="true" className="size-4" />
        ) : (
          <RotateCcw aria-hidden="true" className="size-4" />
        )}
        {texts.label}
      </Button>
      <ConfirmActionDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={texts.title(fullName(user))}
        description={texts.description}
        confirmLabel={texts.label}
        confirmVariant={action === 'suspend' ? 'danger' : 'primary'}
        isPending={mutation.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
