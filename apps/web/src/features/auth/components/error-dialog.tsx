import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type TErrorDialogProps = {
  /** The message shown; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
  title?: string;
  /** Buttons after 'Cerrar' (reset password's 'Solicitar nuevo enlace'). */
  extraActions?: ReactNode;
};

/**
 * The account screens' error dialog (spec §2, §8): an alert that only its own 'Cerrar' closes, so the header's
 * X (also named 'Cerrar') does not repeat it.
 */
export function ErrorDialog({ message, onClose, title = 'Error', extraActions }: TErrorDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      dismissible={false}
      role="alertdialog"
      size="sm"
      title={title}
      footer={
        <>
          <Button variant={extraActions ? 'secondary' : 'primary'} onClick={onClose}>
            Cerrar
          </Button>
          {extraActions}
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
    </Dialog>
  );
}
