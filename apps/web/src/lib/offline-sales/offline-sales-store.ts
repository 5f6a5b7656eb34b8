import { create } from 'zustand';
import { readQueuedSales, writeQueuedSales } from './queue-storage';
import type { TQueuedSale } from './queued-sale';

type TOfflineSalesState = {
  /** Whose queue is loaded (the signed-in seller), or null before it is. */
  userId: string | null;
  sales: TQueuedSale[];
  load: (userId: string) => Promise<void>;
  enqueue: (sale: TQueuedSale) => Promise<void>;
  remove: (id: string) => Promise<void>;
  refuse: (id: string, message: string) => Promise<void>;
};

/**
 * The signed-in seller's queued sales, as IndexedDB holds them: every change is written there first, so what a
 * screen shows is what survives a reload. The whole queue, its screens included, lives in lib/ rather than in
 * features/sales: the products feature reads it for the stock shown offline, and features do not import features.
 */
export const useOfflineSales = create<TOfflineSalesState>((set, getState) => {
  async function change(apply: (sales: TQueuedSale[]) => TQueuedSale[]) {
    const { userId } = getState();
    if (!userId) return;
    const sales = await writeQueuedSales(userId, apply);
    // A seller who logged out meanwhile keeps the list on disk, not on screen.
    if (getState().userId === userId) set({ sales });
  }
  return {
    userId: null,
    sales: [],
    async load(userId) {
      set({ userId, sales: [] });
      const sales = await readQueuedSales(userId);
      if (getState().userId === userId) set({ sales });
    },
    enqueue: (sale) => change((sales) => [...sales.filter((queued) => queued.id !== sale.id), sale]),
    remove: (id) => change((sales) => sales.filter((sale) => sale.id !== id)),
    refuse: (id, message) =>
      change((sales) => sales.map((sale) => (sale.id === id ? { ...sale, refusal: message } : sale))),
  };
});

/** Sales still to send (not refused), for the "N ventas por sincronizar" badge. */
export function waitingCount(sales: readonly TQueuedSale[]): number {
  return sales.filter((sale) => sale.refusal === null).length;
}
