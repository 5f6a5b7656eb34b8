import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TSale, TSaleListResponse } from '@cuadre/shared/sales/schemas';
import { insertRate } from '../dollar-rate/dollar-rate.repository';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { sellOnTuesdayAt, TUESDAY } from '../../../test/tuesday-rate';

// Design §14: a sale made offline arrives later with `occurredAt` and its Idempotency-Key. It keeps that
// moment and the rate in force then, records when it arrived, gets its number on arrival, and is never written
// twice however often the phone sends it.

const TUESDAY_RATE = 250;
const MONDAY_RATE = 240;
const HOUR = 60 * 60 * 1000;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await insertRate(ctx.db, {
    rate: MONDAY_RATE,
    validFor: '2026-03-09',
    source: 'bcv',
    fetchedAt: new Date('2026-03-06T21:00:00Z'),
    createdBy: null,
    status: 'applied',
  });
  await sellOnTuesdayAt(ctx, TUESDAY_RATE);
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const ago = (ms: number) => new Date(new Date(TUESDAY).getTime() - ms).toISOString();

async function post(seller: TSeededUser, payload: object, key: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...seller.headers, 'idempotency-key': key },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ data: TSale; message: string }>(),
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

async function newProduct(seller: TSeededUser, quantity: number): Promise<TProduct> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: seller.headers,
    payload: {
      name: 'Harina PAN',
      sku: `OFF-${Math.random().toString(36).slice(2, 9)}`,
      price: 2,
      cost: 1,
      quantity,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: TProduct }>().data;
}

async function salesOf(seller: TSeededUser): Promise<TSaleListResponse> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/sales?page=1&pageSize=100',
    headers: seller.headers,
  });
  return response.json<TSaleListResponse>();
}

describe('POST /api/sales with occurredAt (offline sales)', () => {
  it('keeps the moment a sale was made offline and the rate in force then, and records its arrival', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, 10);
    // Made Monday evening in Caracas (Monday's rate), sent Tuesday when the connection came back.
    const occurredAt = ago(20 * HOUR);
    const sale = await post(
      seller,
      { items: [{ productId: product.id, quantity: 1, price: 2 }], status: 'PAID', occurredAt },
      'offline-1',
    );
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.data).toMatchObject({
      createdAt: occurredAt,
      occurredAt,
      exchangeRate: MONDAY_RATE,
      exchangeRateDate: '2026-03-09',
      receiptNumber: 1,
    });
    expect(sale.body.data.payments[0]?.createdAt).toBe(occurredAt);
    expect(sale.body.data.receivedAt).not.toBeNull();

    // A sale made online now is dated now, at today's rate, and has no arrival of its own.
    const online = await post(
      seller,
      { items: [{ productId: product.id, quantity: 1, price: 2 }], status: 'PAID' },
      'online-1',
    );
    expect(online.body.data).toMatchObject({
      exchangeRate: TUESDAY_RATE,
      occurredAt: null,
      receivedAt: null,
      receiptNumber: 2,
    });

    const listed = await salesOf(seller);
    expect(listed.data.map((row) => [row.receiptNumber, row.createdAt, row.receivedAt !== null])).toEqual([
      [2, online.body.data.createdAt, false],
      [1, occurredAt, true],
    ]);
  });

  it('refuses a moment more than 72 hours old or more than 5 minutes ahead, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, 10);
    const line = { items: [{ productId: product.id, quantity: 1, price: 2 }], status: 'PAID' };
    const old = await post(seller, { ...line, occurredAt: ago(73 * HOUR) }, 'old');
    expect(old).toMatchObject({
      status: 400,
      body: {
        message:
          'Esta venta sin conexión tiene más de 72 horas: ya no se puede registrar con su fecha. Regístrala de nuevo.',
      },
    });
    const ahead = await post(seller, { ...line, occurredAt: ago(-6 * 60 * 1000) }, 'ahead');
    expect(ahead).toMatchObject({
      status: 400,
      body: { message: 'La fecha de la venta está en el futuro: revisa la fecha y la hora del teléfono.' },
    });
    expect((await post(seller, { ...line, occurredAt: ago(-4 * 60 * 1000) }, 'drift')).status).toBe(201);
    expect((await salesOf(seller)).total).toBe(1);
  });

  it('answers a sale already written with its key even once its window has passed: never a second sale', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, 10);
    const payload = {
      items: [{ productId: product.id, quantity: 1, price: 2 }],
      status: 'PAID',
      occurredAt: ago(71 * HOUR),
    };
    const first = await post(seller, payload, 'late-retry');
    expect(first.status).toBe(201);
    // Two more hours without an answer: the phone sends it again.
    ctx.clock.offsetMs += 2 * HOUR;
    try {
      const again = await post(seller, payload, 'late-retry');
      expect(again).toMatchObject({ status: 201, replayed: true });
      expect(again.body.data.id).toBe(first.body.data.id);
    } finally {
      ctx.clock.offsetMs -= 2 * HOUR;
    }
    expect((await salesOf(seller)).total).toBe(1);
  });

  it('answers a cut first send queued with its moment as the same sale: one sale, not a second one', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, 10);
    const line = { items: [{ productId: product.id, quantity: 1, price: 2 }], status: 'PAID' };
    // The cart's send reached the server, but its answer never reached the phone…
    const first = await post(seller, line, 'cut-send');
    expect(first.status).toBe(201);
    // …so the phone queued it, dated when it was made, under the same key.
    const queued = await post(seller, { ...line, occurredAt: ago(60 * 1000) }, 'cut-send');
    expect(queued).toMatchObject({ status: 201, replayed: true });
    expect(queued.body.data.id).toBe(first.body.data.id);
    expect((await salesOf(seller)).total).toBe(1);
  });

  it('writes 500 queued sales sent in order, each once, numbered in their order, however often they are resent', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, 1000);
    const queued = Array.from({ length: 500 }, (_, index) => ({
      key: `queued-${index}`,
      payload: {
        items: [{ productId: product.id, quantity: 1, price: 2 }],
        status: 'PAID',
        // Oldest first, one a minute, as the phone queued them.
        occurredAt: ago((500 - index) * 60 * 1000),
      },
    }));
    const numbers: number[] = [];
    for (const sale of queued) {
      const sent = await post(seller, sale.payload, sale.key);
      expect(sent.status).toBe(201);
      numbers.push(sent.body.data.receiptNumber);
    }
    expect(numbers).toEqual(queued.map((_, index) => index + 1));
    // A sync cut in the middle sends the last 100 again, together: replays, not sales.
    const resent = await Promise.all(queued.slice(400).map((sale) => post(seller, sale.payload, sale.key)));
    expect(resent.every((answer) => answer.status === 201 && answer.replayed)).toBe(true);
    expect((await salesOf(seller)).total).toBe(500);
    const stock = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
    });
    expect(stock.json<{ data: TProduct }>().data.quantity).toBe(500);
  });
});
