import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { sellerCalls } from '../../../test/seller-calls';
import { sellOnTuesdayAt, TUESDAY } from '../../../test/tuesday-rate';

// No money leaves the till that was not taken in (design §11): only cash gives change, and an open till gives no
// more change in a currency than it holds in it, with this sale's cash; a sale made offline is never refused for
// it. A sale whose total rounds to $0.00 is no sale.

const RATE = 182.8663;
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, RATE);
});
afterAll(() => ctx.close());
const { call, newProduct } = sellerCalls(() => ctx, 'CHG');

const TEN_DOLLARS = { items: [{ name: 'Mercancía', quantity: 1, price: 10 }], status: 'PAID' };

async function tillCash(seller: TSeededUser, currency: 'USD' | 'VES'): Promise<number | undefined> {
  const till = (await call<{ data: TCashSession }>(seller, 'GET', '/cash-sessions/current')).body.data;
  return till.lines.find((line) => line.method === 'CASH' && line.currency === currency)?.expected;
}

async function sellerWithTill(float: { USD: number; VES: number }): Promise<TSeededUser> {
  const seller = await seedUser(ctx);
  const opened = await call(seller, 'POST', '/cash-sessions', { openingFloat: float });
  expect(opened.status).toBe(201);
  return seller;
}

describe('change', () => {
  it('comes only from cash: a Zelle or a card beyond the total is refused, and nothing leaves the till', async () => {
    const seller = await sellerWithTill({ USD: 50, VES: 1000 });
    const zelle = await call<{ message: string }>(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'ZELLE', currency: 'USD', amount: 1000, referenceNumber: 'Z-1' }],
    });
    expect(zelle.status).toBe(400);
    expect(zelle.body.message).toBe(VALIDATION.changeOnlyFromCash('Zelle'));

    // Bs. 9.143,32 is $50 at the day's rate: $40 of change for a $10 sale.
    const card = await call<{ message: string }>(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CARD', currency: 'VES', amount: 9143.32 }],
      changeCurrency: 'USD',
    });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe(VALIDATION.changeOnlyFromCash('Tarjeta'));

    expect(await tillCash(seller, 'USD')).toBe(50);
    expect(await tillCash(seller, 'VES')).toBe(1000);
    // Exactly the total by card is a sale.
    const exact = await call(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CARD', currency: 'VES', amount: 1828.66 }],
    });
    expect(exact.status).toBe(201);
  });

  it('never goes beyond the cash the till holds in that currency, with what the sale brings', async () => {
    // Bs. 500 in the drawer; $20 in cash for a $10 sale leaves $10 of change: Bs. 1.828,66 the drawer lacks.
    const seller = await sellerWithTill({ USD: 0, VES: 500 });
    const tooMuch = await call<{ code: string; message: string }>(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
      changeCurrency: 'VES',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('CHANGE_EXCEEDS_TILL');
    expect(tooMuch.body.message).toBe(VALIDATION.changeAboveTill('VES', 'Bs. 500,00'));
    expect(await tillCash(seller, 'VES')).toBe(500);

    // In dollars it can: the $20 just handed over are in the drawer.
    const inDollars = await call<{ data: TSale }>(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
      changeCurrency: 'USD',
    });
    expect(inDollars.status).toBe(201);
    expect(inDollars.body.data.change).toEqual({ currency: 'USD', amount: 10 });
    expect(await tillCash(seller, 'USD')).toBe(10);

    // Bolívares handed over in cash count too: Bs. 2.000 for a $10 sale leaves Bs. 171,34 of change.
    const inBolivars = await call<{ data: TSale }>(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CASH', currency: 'VES', amount: 2000 }],
    });
    expect(inBolivars.status).toBe(201);
    expect(inBolivars.body.data.change).toEqual({ currency: 'VES', amount: 171.34 });
    expect(await tillCash(seller, 'VES')).toBe(2328.66);
  });

  it('is never refused for a sale made offline: the till shows what it lacks', async () => {
    const seller = await sellerWithTill({ USD: 0, VES: 500 });
    const offline = await call<{ data: TSale }>(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
      changeCurrency: 'VES',
      occurredAt: new Date(new Date(TUESDAY).getTime() - 60 * 60 * 1000).toISOString(),
    });
    expect(offline.status, JSON.stringify(offline.body)).toBe(201);
    expect(await tillCash(seller, 'VES')).toBe(-1328.66);
  });

  it('with no till open is the seller’s to give ("sin caja")', async () => {
    const seller = await seedUser(ctx);
    const sale = await call(seller, 'POST', '/sales', {
      ...TEN_DOLLARS,
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
      changeCurrency: 'VES',
    });
    expect(sale.status).toBe(201);
  });
});

describe('a sale whose total rounds to $0.00', () => {
  it('is refused like a total of 0: no stock moves and no receipt number is used', async () => {
    const seller = await seedUser(ctx);
    const cheese = await newProduct(seller, { name: 'Queso', unit: 'KG', price: 4.99, quantity: 5 });
    const gram = await call<{ message: string; errors: string[] }>(seller, 'POST', '/sales', {
      items: [{ productId: cheese.id, quantity: 0.001, price: 4.99 }],
      status: 'PAID',
    });
    expect(gram.status).toBe(400);
    expect(gram.body.errors).toContain(VALIDATION.saleTotalPositive);
    const after = await call<{ data: { quantity: number } }>(seller, 'GET', `/products/${cheese.id}`);
    expect(after.body.data.quantity).toBe(5);

    const real = await call<{ data: TSale }>(seller, 'POST', '/sales', {
      items: [{ productId: cheese.id, quantity: 0.5, price: 4.99 }],
      status: 'PAID',
    });
    expect(real.status).toBe(201);
    expect(real.body.data.receiptNumber).toBe(1);
  });
});
