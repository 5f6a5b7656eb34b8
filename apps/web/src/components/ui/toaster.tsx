import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cuadre/shared/constants';

/**
 * Dismisses the oldest visible toasts beyond `limit` (spec §9: at most 20). react-hot-toast's store happens to
 * keep 20 too, but that is an internal default the Toaster cannot configure; this ties the limit to the
 * shared constant, so a smaller one or a library upgrade still holds on screen.
 */
export function useToastLimit(limit: number = TOAST_LIMIT) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

/** The app's one toast outlet: 3500 ms, at most 20 at a time (spec §9). */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // goober styles sit under :where(), so these utilities win without !important.
        className: 'text-sm dark:bg-slate-800 dark:text-slate-100',
      }}
    />
  );
}
