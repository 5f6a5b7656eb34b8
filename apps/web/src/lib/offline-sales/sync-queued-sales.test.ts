import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/common/constants';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { validToken } from '@/testing/tokens';
import { useOfflineSales } from './offline-sales-store';
import type { TQueuedSale } from './queued-sale';
import { queuedQuantities, withQueuedSalesTaken } from './queued-stock';
import { readQueuedSales } from './queue-storage';
import { syncQueuedSales } from './sync-queued-sales';

// Design §14: the queue of sales made offline is sent in order; a sale the server wrote leaves it, one
// it refused stays with its message for the seller, and a dropped connection stops the round with the rest kept.

let sequence = 0;
function queued(name: string, quantity = 1): TQueuedSale {
  sequence += 1;
  const id = `0190f0a1-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    idempotencyKey: `key-${sequence}`,
    payload: {
      items: [{ productId: 'p-harina', quantity, price: 2 }],
      status: 'PAID',
      occurredAt: '2026-03-10T15:00:00.000Z',
    },
    lines: [{ productId: 'p-harina', name, quantity, unit: 'UNIT', subtotal: 2 * quantity }],
    total: 2 * quantity,
    clientName: null,
    refusal: null,
  };
}

const created = () => jsonResponse(201, { data: { id: 'sale', receiptNumber: 1 } });

beforeEach(async () => {
  resetAppStore();
  setSession(validToken());
  await useOfflineSales.getState().load(`seller-${Math.random()}`);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncing the offline queue', () => {
  it('sends the queued sales oldest first, each with its own key, and empties the queue on the phone', async () => {
    const api = mockApi(created);
    const sales = ['primera', 'segunda', 'tercera'].map((name) => queued(name));
    // Queued out of order (two tabs): sent in the order they were made.
    for (const sale of [sales[2], sales[0], sales[1]])
      if (sale) await useOfflineSales.getState().enqueue(sale);
    expect(await syncQueuedSales()).toBe(3);
    expect(api.calls.map((call) => call.headers[IDEMPOTENCY_KEY_HEADER])).toEqual(
      sales.map((sale) => sale.idempotencyKey),
    );
    expect(api.calls.every((call) => (call.body as { occurredAt?: string }).occurredAt)).toBe(true);
    expect(await readQueuedSales(useOfflineSales.getState().userId ?? '')).toEqual([]);
  });

  it('keeps a sale the server refused, with its message, and goes on with the next', async () => {
    const message = 'Stock insuficiente para: Harina PAN';
    const first = queued('sin stock');
    const second = queued('con stock');
    await useOfflineSales.getState().enqueue(second);
    await useOfflineSales.getState().enqueue(first);
    mockApi((call) =>
      call.headers[IDEMPOTENCY_KEY_HEADER] === first.idempotencyKey
        ? jsonResponse(409, { statusCode: 409, code: 'INSUFFICIENT_STOCK', message })
        : created(),
    );
    expect(await syncQueuedSales()).toBe(1);
    expect(useOfflineSales.getState().sales).toEqual([{ ...first, refusal: message }]);
    // Refused, it no longer takes stock: the seller fixes or discards it.
    expect(queuedQuantities(useOfflineSales.getState().sales).size).toBe(0);
  });

  it('stops at a dropped connection or a busy key and keeps that sale and the rest, in order', async () => {
    const sales = [queued('uno'), queued('dos'), queued('tres')];
    for (const sale of sales) await useOfflineSales.getState().enqueue(sale);
    let sent = 0;
    mockApi(() => {
      sent += 1;
      return sent === 2 ? Promise.reject(new TypeError('Failed to fetch')) : created();
    });
    expect(await syncQueuedSales()).toBe(1);
    expect(useOfflineSales.getState().sales.map((sale) => sale.id)).toEqual([sales[1]?.id, sales[2]?.id]);

    mockApi(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'Una solicitud con esta clave de idempotencia aún se está procesando.',
      }),
    );
    expect(await syncQueuedSales()).toBe(0);
    expect(useOfflineSales.getState().sales.every((sale) => sale.refusal === null)).toBe(true);
  });
});

describe('the stock shown offline', () => {
  it('is the last known less what the waiting sales took, to the gram, never below 0', () => {
    const taken = queuedQuantities([
      queued('a', 0.1),
      queued('b', 0.2),
      { ...queued('c', 5), refusal: 'no' },
    ]);
    expect(taken.get('p-harina')).toBe(0.3);
    expect(
      withQueuedSalesTaken(
        [
          { id: 'p-harina', quantity: 1 },
          { id: 'p-arroz', quantity: 4 },
        ],
        taken,
      ),
    ).toEqual([
      { id: 'p-harina', quantity: 0.7 },
      { id: 'p-arroz', quantity: 4 },
    ]);
    expect(withQueuedSalesTaken([{ id: 'p-harina', quantity: 0.1 }], taken)).toEqual([
      { id: 'p-harina', quantity: 0 },
    ]);
  });
});
