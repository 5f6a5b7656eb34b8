import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@/hooks/use-online';
import { useOfflineSales, waitingCount } from './offline-sales-store';
import { syncQueuedSales } from './sync-queued-sales';
import { useAppStore } from '@/stores/app-store';
import { sessionOwnerOf } from '@/stores/session-slice';
import { AFFECTED_WHEN_STOCK_AND_MONEY_MOVE } from '@/lib/stock-and-money-moved';

/**
 * While sales wait and the phone looks online, another round after this long, doubling up to RETRY_MAX_MS: a
 * connection that drops again and again is tried soon, a server down for long is not hammered.
 */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps the signed-in seller's queue loaded and sends it whenever the connection comes back, on opening the app
 * and then again while sales wait (RETRY_FIRST_MS, doubling). What was written refreshes every list it moves.
 */
export function useSyncQueuedSales(): void {
  const userId = useAppStore(sessionOwnerOf);
  const online = useOnline();
  const loadedFor = useOfflineSales((state) => state.userId);
  const waiting = useOfflineSales((state) => waitingCount(state.sales));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId && userId !== loadedFor) void useOfflineSales.getState().load(userId);
  }, [userId, loadedFor]);

  useEffect(() => {
    if (!online || waiting === 0 || loadedFor !== userId) return;
    let stopped = false;
    let timer: number | undefined;
    let delay = RETRY_FIRST_MS;
    const round = async () => {
      const written = await syncQueuedSales().catch(() => 0);
      if (written > 0) {
        for (const queryKey of AFFECTED_WHEN_STOCK_AND_MONEY_MOVE)
          void queryClient.invalidateQueries({ queryKey });
      }
      if (stopped) return;
      timer = window.setTimeout(() => void round(), delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    void round();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [online, waiting, loadedFor, userId, queryClient]);
}
