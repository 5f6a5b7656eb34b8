import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '@cuadre/shared/common/dates';
import type { TWithoutTill } from '@cuadre/shared/till/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Design §11 and §17: a sale answers the till it belongs to (`cashSessionId`), and payments recorded
// with no till open are reported "sin caja".

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 245.6789);
});
afterAll(() => ctx.close());

function call(seller: TSeededUser, method: 'GET' | 'POST', url: string, payload?: object, key?: string) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: key ? { ...seller.headers, 'idempotency-key': key } : seller.headers,
    ...(payload ? { payload } : {}),
  });
}

async function openTill(seller: TSeededUser): Promise<string> {
  const response = await call(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 0 } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { id: string }).id;
}

async function closeTill(seller: TSeededUser, tillId: string): Promise<void> {
  const open = (await call(seller, 'GET', `/cash-sessions/${tillId}`)).json().data as {
    lines: { method: string; currency: string; expected: number }[];
  };
  const counted = open.lines.map((line) => ({
    method: line.method,
    currency: line.currency,
    amount: line.expected,
  }));
  const closed = await call(seller, 'POST', `/cash-sessions/${tillId}/close`, { counted });
  expect(closed.statusCode, closed.body).toBe(200);
}

async function withoutTill(seller: TSeededUser, date?: string): Promise<TWithoutTill> {
  const response = await call(seller, 'GET', `/cash-sessions/without-till${date ? `?date=${date}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TWithoutTill;
}

const PAN = { items: [{ name: 'Pan', quantity: 1, price: 2 }], status: 'PAID' };

describe("a sale's till", () => {
  it('answers the open till, the same on a retry with its key and in its details; null once the till is closed', async () => {
    const seller = await seedUser(ctx);
    const tillId = await openTill(seller);
    const sold = await call(seller, 'POST', '/sales', PAN, 'pan-1');
    expect(sold.statusCode, sold.body).toBe(201);
    expect((sold.json().data as TSale).cashSessionId).toBe(tillId);
    const retried = await call(seller, 'POST', '/sales', PAN, 'pan-1');
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(sold.json());
    const saleId = (sold.json().data as TSale).id;
    const details = await call(seller, 'GET', `/sales/${saleId}/payments`);
    expect(details.json().data.cashSessionId).toBe(tillId);
    const listed = await call(seller, 'GET', '/sales');
    expect(listed.json().data[0]).toMatchObject({ id: saleId, cashSessionId: tillId });

    await closeTill(seller, tillId);
    const after = await call(seller, 'POST', '/sales', PAN, 'pan-2');
    expect((after.json().data as TSale).cashSessionId).toBeNull();
    const afterRetried = await call(seller, 'POST', '/sales', PAN, 'pan-2');
    expect(afterRetried.json()).toEqual(after.json());
  });

  it('answers it for a sale on credit too (written under locks)', async () => {
    const seller = await seedUser(ctx);
    const tillId = await openTill(seller);
    const client = await seedClient(ctx, seller.user.id);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Arroz', quantity: 1, price: 30 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 10,
    });
    expect(sale.cashSessionId).toBe(tillId);
  });
});

describe('"sin caja"', () => {
  it("reports the day's payments made with no till open, per method and currency, less the change; not the till's", async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const today = todayInZone(seller.user.timeZone);
    expect(await withoutTill(seller)).toEqual({ date: today, paymentsCount: 0, lines: [] });

    // With no till: $2 cash; Bs. 1.300 by Pago Móvil + $5 cash for a $10 sale with Bs. 71,25 change in cash; an
    // instalment of Bs. 100 on a sale on credit (its initial payment of $10 too).
    await sellViaApi(ctx, seller, PAN);
    await sellViaApi(ctx, seller, {
      items: [{ name: 'Queso', quantity: 1, price: 10 }],
      status: 'PAID',
      payments: [
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300, referenceNumber: '0412' },
        { method: 'CASH', currency: 'USD', amount: 5 },
      ],
      changeCurrency: 'VES',
    });
    const client = await seedClient(ctx, seller.user.id);
    const credit = await sellViaApi(ctx, seller, {
      items: [{ name: 'Arroz', quantity: 1, price: 30 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 10,
    });
    const instalment = await call(seller, 'POST', '/payments', {
      saleId: credit.id,
      amount: 100,
      method: 'CASH',
      currency: 'VES',
    });
    expect(instalment.statusCode, instalment.body).toBe(201);
    // Not counted: a sale while a till is open, and another seller's sale.
    const tillId = await openTill(seller);
    await sellViaApi(ctx, seller, { items: [{ name: 'Café', quantity: 1, price: 50 }], status: 'PAID' });
    await closeTill(seller, tillId);
    await sellViaApi(ctx, other, { items: [{ name: 'Jugo', quantity: 1, price: 9 }], status: 'PAID' });

    expect(await withoutTill(seller)).toEqual({
      date: today,
      paymentsCount: 5,
      lines: [
        { method: 'CASH', currency: 'USD', amount: 17 },
        { method: 'CASH', currency: 'VES', amount: 28.75 },
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300 },
      ],
    });
    // Another day has none.
    expect(await withoutTill(seller, '2026-01-02')).toEqual({
      date: '2026-01-02',
      paymentsCount: 0,
      lines: [],
    });
  });

  it('refuses a date that is not one', async () => {
    const seller = await seedUser(ctx);
    const response = await call(seller, 'GET', '/cash-sessions/without-till?date=2026-02-30');
    expect(response.statusCode).toBe(400);
  });
});
