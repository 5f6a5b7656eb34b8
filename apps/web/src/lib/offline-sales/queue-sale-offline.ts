import { uuidv7 } from 'uuidv7';
import type { TSaleCreateRequestInput } from '@cuadre/shared/sales/schemas';
import { useOfflineSales } from './offline-sales-store';
import type { TQueuedSale } from './queued-sale';
import { useAppStore } from '@/stores/app-store';
import { sessionOwnerOf } from '@/stores/session-slice';

/**
 * Keeps a sale the server could not be reached for (design §14): dated now, with the key the cart made for it —
 * if the first send did reach the server before the connection dropped, the queue's send is its replay.
 */
export async function queueSaleOffline(sale: {
  payload: TSaleCreateRequestInput;
  idempotencyKey: string;
  lines: TQueuedSale['lines'];
  total: number;
  clientName: string | null;
}): Promise<TQueuedSale> {
  const queued: TQueuedSale = {
    id: uuidv7(),
    idempotencyKey: sale.idempotencyKey,
    payload: { ...sale.payload, occurredAt: new Date().toISOString() },
    lines: sale.lines,
    total: sale.total,
    clientName: sale.clientName,
    refusal: null,
  };
  // The seller's queue, even before the layout has loaded it: a sale is never kept under nobody.
  const userId = sessionOwnerOf(useAppStore.getState());
  if (!userId) throw new Error('Sin sesión: la venta no se puede guardar.');
  if (useOfflineSales.getState().userId !== userId) await useOfflineSales.getState().load(userId);
  await useOfflineSales.getState().enqueue(queued);
  return queued;
}
