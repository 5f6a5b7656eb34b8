import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { api, isApiError } from '@/lib/api-client';
import { useOfflineSales } from './offline-sales-store';

/**
 * A refusal the seller must act on (design §14: "stock gone, client deleted" — fix or discard), as opposed to a
 * failure worth trying again later (no connection, the server busy or down, the same key still running).
 */
function isRefusedOnArrival(error: unknown): error is Error {
  if (!isApiError(error)) return false;
  // 409 IDEMPOTENCY_KEY_REUSED: the same sale is still being written (a cut sync's first send): try again.
  if (error.status === 409) return error.code !== 'IDEMPOTENCY_KEY_REUSED';
  return error.status === 400 || error.status === 404 || error.status === 422;
}

let running: Promise<number> | null = null;

/**
 * Sends the seller's waiting sales to the server, oldest first, one at a time (receipt numbers follow the order
 * they were made). A sale the server wrote — now, or earlier with an answer lost on the way — leaves the queue;
 * one it refused stays, with its message; a network failure stops the round, to be tried again. Answers how many
 * were written. One round at a time: a second call joins the running one.
 */
export function syncQueuedSales(): Promise<number> {
  running ??= (async () => {
    let written = 0;
    const { sales } = useOfflineSales.getState();
    for (const sale of sales) {
      if (sale.refusal !== null) continue;
      try {
        await api.post<TDataResponse<TSale>>('/sales', sale.payload, { idempotencyKey: sale.idempotencyKey });
        await useOfflineSales.getState().remove(sale.id);
        written += 1;
      } catch (error) {
        if (!isRefusedOnArrival(error)) break;
        await useOfflineSales.getState().refuse(sale.id, error.message);
      }
    }
    return written;
  })().finally(() => {
    running = null;
  });
  return running;
}
