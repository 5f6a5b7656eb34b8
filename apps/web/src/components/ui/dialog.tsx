import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button, focusRing, type TButtonVariant } from './button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: only the top one answers Escape and Tab when dialogs nest (a confirmation
// over a form).
const openDialogs: symbol[] = [];

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export type TDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /**
   * False while something must not be interrupted (a sale being sent): Escape, the backdrop and the close
   * button then do nothing.
   */
  dismissible?: boolean;
  /** Element to focus on open; defaults to the first focusable element inside the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** role="alertdialog" for confirmations and errors that demand an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/**
 * Modal dialog: labelled by its title, focus moved inside and kept there (Tab wraps), Escape closes, focus
 * returns to the element that opened it, and the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
  role = 'dialog',
  className,
}: TDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Kept in refs so that a parent re-rendering with a new onClose does not re-run the open effect (which
  // would steal focus back to the first field while the user types).
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    target?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        if (dismissibleRef.current) {
          event.stopPropagation();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60"
        onClick={() => {
          if (dismissible) onClose();
        }}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[90dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white text-slate-900 shadow-xl outline-none sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700',
          SIZES[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </p>
            )}
          </div>
          {dismissible && (
            <button
              type="button"
              onClick={onClose}
              aria-label="Cerrar"
              className={cn(
                '-mr-2 inline-flex size-11 shrink-0 lg:size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        {children !== undefined && <div className="overflow-y-auto px-5 py-4">{children}</div>}
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** The footer of a dialog holding a form: 'Cancelar', and the submit button ('Guardando...' meanwhile). */
export function DialogFormActions({
  formId,
  submitLabel,
  pendingLabel = 'Guardando...',
  isPending,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} isLoading={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}

/**
 * "Are you sure?": an alert dialog that cannot be dismissed while the confirmed call runs, with Cancelar and the
 * action.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel = confirmLabel,
  confirmVariant = 'primary',
  isPending,
  onConfirm,
  children,
}: Pick<TDialogProps, 'open' | 'onClose' | 'title' | 'description' | 'children'> & {
  confirmLabel: string;
  pendingLabel?: string;
  confirmVariant?: TButtonVariant;
  isPending: boolean;
  onConfirm: () => void;
}) {
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
            Cancelar
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** "Are you sure?" before deleting something: Cancelar and Eliminar (Eliminando... meanwhile). */
export function DeleteConfirmDialog(
  props: Pick<TDialogProps, 'open' | 'onClose' | 'title' | 'description' | 'children'> & {
    isPending: boolean;
    onConfirm: () => void;
  },
) {
  return (
    <ConfirmDialog {...props} confirmLabel="Eliminar" pendingLabel="Eliminando..." confirmVariant="danger" />
  );
}
