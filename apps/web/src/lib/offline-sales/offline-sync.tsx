import { useSyncQueuedSales } from './use-sync-queued-sales';

/** Sends the seller's queued sales whenever it can (design §14); mounted once, by the seller's layout. */
export function OfflineSync() {
  useSyncQueuedSales();
  return null;
}
