import { createStore, get, update } from 'idb-keyval';
import type { TQueuedSale } from './queued-sale';

// IndexedDB, not localStorage: it survives a reload and a closed tab alike, and its writes are transactions, so
// two tabs adding a sale at once both keep theirs. One list per seller: logging out keeps a seller's queued
// sales for when they log in again on this phone, and another seller never sees them.
const store = createStore('cuadre-offline', 'queued-sales');

export function readQueuedSales(userId: string): Promise<TQueuedSale[]> {
  return get<TQueuedSale[]>(userId, store).then((sales) => sales ?? []);
}

/** Changes the seller's list in one transaction and answers it as written, oldest first. */
export async function writeQueuedSales(
  userId: string,
  change: (sales: TQueuedSale[]) => TQueuedSale[],
): Promise<TQueuedSale[]> {
  let written: TQueuedSale[] = [];
  await update<TQueuedSale[]>(
    userId,
    (sales) => {
      written = change(sales ?? []).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return written;
    },
    store,
  );
  return written;
}
