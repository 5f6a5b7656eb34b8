import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cuadre/shared/common/constants';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';

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

/**
 * The app's one toast outlet: 3500 ms, at most 20 at a time (spec §9). At the top a toast hid what a person
 * reads or taps next: the page title and, below `lg`, the top bar's menu button. So toasts rise from the
 * bottom: centred on a phone, within reach of the thumb; on a wide screen in the right-hand corner, away from
 * the sidebar and the title.
 */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  return (
    <Toaster
      position={isLarge ? 'bottom-right' : 'bottom-center'}
      // A bar fixed to the foot of the screen (the seller's cart bar on a phone) sets --bottom-bar-height on
      // the root element while it shows, so toasts rise above it instead of covering it.
      containerStyle={{ bottom: 'calc(16px + var(--bottom-bar-height, 0px))' }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // goober styles sit under :where(), so these utilities win without !important.
        className: 'text-sm dark:bg-slate-800 dark:text-slate-100',
      }}
    />
  );
}
