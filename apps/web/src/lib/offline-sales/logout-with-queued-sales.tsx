import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useOfflineSales, waitingCount } from './offline-sales-store';
import { OFFLINE_TEXTS } from './offline-texts';

/**
 * Signing out with sales still on the phone asks first (design §14): they stay queued for this seller and go
 * when the seller signs in again, never thrown away — but the seller must know they have not been sent.
 */
export function useLogoutWithQueuedSales() {
  const waiting = useOfflineSales((state) => waitingCount(state.sales));
  const [pendingLogout, setPendingLogout] = useState<(() => void) | null>(null);

  const requestLogout = useCallback(
    (logout: () => void) => {
      if (waiting === 0) logout();
      else setPendingLogout(() => logout);
    },
    [waiting],
  );

  const dialog = (
    <ConfirmDialog
      open={pendingLogout !== null}
      onClose={() => setPendingLogout(null)}
      title={OFFLINE_TEXTS.logoutTitle}
      description={OFFLINE_TEXTS.logoutDescription(waiting)}
      confirmLabel={OFFLINE_TEXTS.logoutConfirm}
      confirmVariant="danger"
      isPending={false}
      onConfirm={() => {
        const logout = pendingLogout;
        setPendingLogout(null);
        logout?.();
      }}
    />
  );
  return { requestLogout, dialog };
}
