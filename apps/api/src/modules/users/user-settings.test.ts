import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Design §10, §17: IGTF is a seller setting (off by default, 3 %), charged on top of what a payment in dollars
// pays off; the sale's balance drops by what was paid off, never by the IGTF.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const putSettings = (seller: TSeededUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/settings', headers: seller.headers, payload });

async function ownUser(seller: TSeededUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { igtfEnabled: boolean; igtfRate: number };
}

async function details(seller: TSeededUser, saleId: string): Promise<TSaleDetails> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/payments`,
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TSaleDetails;
}

const TEN_DOLLARS = { items: [{ name: 'Mercancía', quantity: 1, price: 10 }] };

describe('PUT /api/users/settings', () => {
  it('starts off, at 3 %', async () => {
    const seller = await seedUser(ctx);
    expect(await ownUser(seller)).toMatchObject({ igtfEnabled: false, igtfRate: 3 });
  });

  it('turns IGTF on and changes the rate; only what is sent changes', async () => {
    const seller = await seedUser(ctx);
    const on = await putSettings(seller, { igtfEnabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ data: { igtfEnabled: true, igtfRate: 3 } });

    const rate = await putSettings(seller, { igtfRate: 3.5 });
    expect(rate.json()).toMatchObject({ data: { igtfEnabled: true, igtfRate: 3.5 } });
    expect(await ownUser(seller)).toMatchObject({ igtfEnabled: true, igtfRate: 3.5 });

    const off = await putSettings(seller, { igtfEnabled: false });
    expect(off.json()).toMatchObject({ data: { igtfEnabled: false, igtfRate: 3.5 } });
  });

  it.each([
    [0, VALIDATION.igtfRateRange],
    [101, VALIDATION.igtfRateRange],
    [3.333, VALIDATION.amountDecimals],
  ])('refuses the rate %s with “%s” and keeps the saved one', async (igtfRate, message) => {
    const seller = await seedUser(ctx);
    const response = await putSettings(seller, { igtfEnabled: true, igtfRate });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await ownUser(seller)).toMatchObject({ igtfEnabled: false, igtfRate: 3 });
  });

  it('is refused to an admin with 403', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const response = await putSettings(admin, { igtfEnabled: true });
    expect(response.statusCode).toBe(403);
  });
});

describe('IGTF on payments in dollars', () => {
  async function sellerWithIgtf(isEnabled: boolean): Promise<TSeededUser> {
    const seller = await seedUser(ctx);
    if (isEnabled) expect((await putSettings(seller, { igtfEnabled: true })).statusCode).toBe(200);
    return seller;
  }

  it('a $10 sale paid with $20 in cash bears $0.30 of IGTF and gives $9.70 of change', async () => {
    const seller = await sellerWithIgtf(true);
    const sale = await sellViaApi(ctx, seller, {
      ...TEN_DOLLARS,
      status: 'PAID',
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
    });
    expect(sale).toMatchObject({
      total: 10,
      totalPaid: 10,
      igtfTotal: 0.3,
      change: { currency: 'USD', amount: 9.7 },
    });
    expect(sale.payments).toEqual([
      expect.objectContaining({ currency: 'USD', amountInCurrency: 20, amount: 10, igtfAmount: 0.3 }),
    ]);
    expect(await details(seller, sale.id)).toMatchObject({ igtfTotal: 0.3, balance: 0 });
  });

  it('an instalment of $10 bears $0.30 on top and the balance drops by exactly $10', async () => {
    const seller = await sellerWithIgtf(true);
    const client = await seedClient(ctx, seller.user.id);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Mercancía', quantity: 1, price: 25 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: seller.headers,
      payload: { saleId: sale.id, amount: 10, method: 'CASH' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ amount: 10, currency: 'USD', igtfAmount: 0.3 });
    expect(await details(seller, sale.id)).toMatchObject({ totalPaid: 10, balance: 15, igtfTotal: 0.3 });

    // A transfer recorded in dollars changed no foreign currency: no IGTF.
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: seller.headers,
      payload: { saleId: sale.id, amount: 5, method: 'TRANSFER' },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(transfer.json().data).toMatchObject({ amount: 5, igtfAmount: 0 });
    expect(await details(seller, sale.id)).toMatchObject({ balance: 10, igtfTotal: 0.3 });
  });

  it('with IGTF off the same sale and instalment bear none', async () => {
    const seller = await sellerWithIgtf(false);
    const paid = await sellViaApi(ctx, seller, {
      ...TEN_DOLLARS,
      status: 'PAID',
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
    });
    expect(paid).toMatchObject({ igtfTotal: 0, change: { currency: 'USD', amount: 10 } });

    const client = await seedClient(ctx, seller.user.id);
    const pending = await sellViaApi(ctx, seller, {
      items: [{ name: 'Mercancía', quantity: 1, price: 25 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: seller.headers,
      payload: { saleId: pending.id, amount: 10, method: 'CASH' },
    });
    expect(response.json().data).toMatchObject({ amount: 10, igtfAmount: 0 });
    expect(await details(seller, pending.id)).toMatchObject({ balance: 15, igtfTotal: 0 });
  });
});
