import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellerCalls } from '../../../test/seller-calls';
import { sellViaApi } from '../../../test/sell';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';

// No money leaves the till that was not taken in: goods of a sale that still owes lower the debt first, and only
// what the sale received, less earlier refunds, can go back as money.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});
const { call, newProduct } = sellerCalls(() => ctx, 'REF');

async function openTill(seller: TSeededUser): Promise<void> {
  const opened = await call(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 100, VES: 0 } });
  expect(opened.status).toBe(201);
}

async function expectedCashUsd(seller: TSeededUser): Promise<number | undefined> {
  const till = (await call<{ data: TCashSession }>(seller, 'GET', '/cash-sessions/current')).body.data;
  return till.lines.find((line) => line.method === 'CASH' && line.currency === 'USD')?.expected;
}

const details = async (seller: TSeededUser, saleId: string) =>
  (await call<{ data: TSaleDetails }>(seller, 'GET', `/sales/${saleId}/payments`)).body.data;

describe('refunds of returns never pay out what the sale never took in', () => {
  it('refuses a cash refund for goods of a credit sale with nothing paid; the goods lower the debt instead', async () => {
    const seller = await seedUser(ctx);
    await openTill(seller);
    const client = await seedClient(ctx, seller.user.id);
    const product = await newProduct(seller, { name: 'Aceite', price: 10, quantity: 5 });
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: product.id, quantity: 3, price: 10 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const lines = [{ saleItemId: sale.items[0]?.id ?? '', quantity: 3 }];

    const refused = await call<{ message: string; code: string }>(
      seller,
      'POST',
      `/sales/${sale.id}/returns`,
      {
        lines,
        refund: { method: 'CASH', currency: 'USD', amount: 30 },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('RETURN_REFUND_TOO_LARGE');
    expect(refused.body.message).toBe(SERVER_MESSAGES.RETURN_REFUND_ABOVE_RECEIVED('$0.00'));
    // Nothing left the till, and the client still owes what they owed.
    expect(await expectedCashUsd(seller)).toBe(100);
    expect(await details(seller, sale.id)).toMatchObject({ status: 'PENDING', balance: 30, returns: [] });

    const credited = await call<{ data: TSaleReturn }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines,
      refund: { credit: true },
    });
    expect(credited.status).toBe(201);
    expect(credited.body.data).toMatchObject({ total: 30, credit: 30, refund: null });
    expect(await details(seller, sale.id)).toMatchObject({ status: 'PAID', balance: 0 });
    // A later payment of the $30 the goods were worth is no longer owed.
    const payment = await call(seller, 'POST', '/payments', {
      saleId: sale.id,
      amount: 30,
      paymentMethod: 'CASH',
    });
    expect(payment.status).toBeGreaterThanOrEqual(400);
    expect(await expectedCashUsd(seller)).toBe(100);
  });

  it('settles what is still owed first and pays back only the rest, up to what was received', async () => {
    const seller = await seedUser(ctx);
    await openTill(seller);
    const client = await seedClient(ctx, seller.user.id);
    const product = await newProduct(seller, { name: 'Arroz', price: 10, quantity: 5 });
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: product.id, quantity: 3, price: 10 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 20,
    });
    const lines = [{ saleItemId: sale.items[0]?.id ?? '', quantity: 3 }];
    expect(await expectedCashUsd(seller)).toBe(120);

    const tooMuch = await call<{ message: string }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines,
      refund: { method: 'CASH', currency: 'USD', amount: 30 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(SERVER_MESSAGES.RETURN_REFUND_ABOVE_RECEIVED('$20.00'));

    const returned = await call<{ data: TSaleReturn }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines,
      refund: { method: 'CASH', currency: 'USD', amount: 20 },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.data).toMatchObject({ total: 30, credit: 10, refund: { amount: 20 } });
    expect(await details(seller, sale.id)).toMatchObject({ status: 'PAID', balance: 0 });
    // The $20 that came in went back out: the till is where it started.
    expect(await expectedCashUsd(seller)).toBe(100);
  });

  it('never refunds a paid sale twice: earlier refunds count against what it took in', async () => {
    const seller = await seedUser(ctx);
    await openTill(seller);
    const product = await newProduct(seller, { name: 'Café', price: 10, quantity: 5 });
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: product.id, quantity: 2, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    const saleItemId = sale.items[0]?.id ?? '';
    const first = await call(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 10 },
    });
    expect(first.status).toBe(201);
    const second = await call(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 10 },
    });
    expect(second.status).toBe(201);
    expect(await expectedCashUsd(seller)).toBe(100);
  });
});
