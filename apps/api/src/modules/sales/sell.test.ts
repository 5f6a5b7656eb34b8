import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SALE_TOTAL } from '@cuadre/shared/sales/constants';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import { openAccounts, payments, sales } from '../../db/schema/sales';
import { planSale } from './sale-rules';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, seededUserIds } from '../../../test/seed';
import { seedClient, seedProduct, stockOf } from '../../../test/seed-catalog';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  // Design §13: whatever this file sold or edited, each product's movements add up to its stock.
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

describe('POST /api/sales', () => {
  it('sells PAID: decrements stock, snapshots the line and records a payment of the whole total', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { price: 12.5, cost: 7.25, quantity: 10 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: {
        items: [
          { productId: product.id, quantity: 3, price: 12.5 },
          { name: 'Delivery', quantity: 1, price: 2.1 },
        ],
        status: 'PAID',
        paymentMethod: 'TRANSFER',
        referenceNumber: 'REF-1',
        sellerName: 'Ana',
      },
    });
    expect(response.statusCode).toBe(201);
    const sale = response.json().data;
    expect(sale).toMatchObject({
      status: 'PAID',
      total: 39.6,
      totalPaid: 39.6,
      totalProfit: 15.75,
      sellerName: 'Ana',
      paymentMethod: 'TRANSFER',
    });
    expect(sale.items).toEqual([
      expect.objectContaining({ productId: product.id, name: product.name, quantity: 3, price: 12.5 }),
      expect.objectContaining({ productId: null, name: 'Delivery', quantity: 1, price: 2.1, product: null }),
    ]);
    expect(sale.payments).toEqual([
      expect.objectContaining({ amount: 39.6, method: 'TRANSFER', referenceNumber: 'REF-1' }),
    ]);
    expect(await stockOf(ctx, product.id)).toBe(7);
  });

  it('sells PENDING to a client with a first payment, opening one account that later sales join', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { price: 20 });
    const client = await seedClient(ctx, seller.user.id);
    const sell = (initialPaymentAmount?: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: seller.headers,
        payload: {
          items: [{ productId: product.id, quantity: 1, price: 20 }],
          status: 'PENDING',
          clientId: client.id,
          initialPaymentAmount,
        },
      });
    const first = await sell(5);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: 'PENDING',
      total: 20,
      totalPaid: 5,
      client: { id: client.id },
    });
    expect((await sell()).statusCode).toBe(201);
    const accounts = await ctx.db.select().from(openAccounts).where(eq(openAccounts.clientId, client.id));
    expect(accounts).toHaveLength(1);
    const accountSales = await ctx.db.select().from(sales).where(eq(sales.openAccountId, accounts[0]!.id));
    expect(accountSales).toHaveLength(2);
  });

  it('refuses a sale with nothing to pay (a total of 0), and opens no account for it', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: { items: [{ name: 'Regalo', quantity: 2, price: 0 }], status: 'PENDING', clientId: client.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VALIDATION.saleTotalPositive);
    expect(await ctx.db.select().from(openAccounts).where(eq(openAccounts.clientId, client.id))).toEqual([]);
  });

  it('refuses a total past USD 100,000,000.00 with a Spanish 400 and writes nothing; exactly that is a sale', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { price: 100_000_000.01, cost: 1, quantity: 5 });
    const client = await seedClient(ctx, seller.user.id);
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/sales', headers: seller.headers, payload });
    const refusals = [
      { items: [{ productId: product.id, quantity: 1, price: 100_000_000.01 }] },
      {
        items: [
          { name: 'Maquinaria', quantity: 2, price: 50_000_000 },
          { name: 'Flete', quantity: 1, price: 0.01 },
        ],
        status: 'PENDING',
        clientId: client.id,
        initialPaymentAmount: 1,
      },
    ];
    for (const payload of refusals) {
      const refused = await post(payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: VALIDATION.saleTotalTooLarge,
      });
    }
    expect(await stockOf(ctx, product.id)).toBe(5);
    expect(await ctx.db.select().from(sales).where(eq(sales.shopId, seller.user.id))).toEqual([]);
    expect(await ctx.db.select().from(openAccounts).where(eq(openAccounts.clientId, client.id))).toEqual([]);

    const atMaximum = await post({
      items: [
        { productId: product.id, quantity: 1, price: 99_999_999.99 },
        { name: 'Flete', quantity: 1, price: 0.01 },
      ],
      status: 'PENDING',
      clientId: client.id,
    });
    expect(atMaximum.statusCode, atMaximum.body).toBe(201);
    expect(atMaximum.json().data).toMatchObject({ total: MAX_SALE_TOTAL, status: 'PENDING' });
  });

  it('keeps the maximum in the rule every way of selling goes through, not only in the request schema', () => {
    const request = {
      items: [{ name: 'Maquinaria', quantity: 1, price: 100_000_000.01 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    } as TSaleCreateRequest;
    const plan = () =>
      planSale({ shopId: randomUUID(), request, wanted: new Map(), products: [], client: null, claim: null });
    expect(plan).toThrow(expect.objectContaining({ statusCode: 400, message: VALIDATION.saleTotalTooLarge }));
    request.items[0]!.price = MAX_SALE_TOTAL;
    expect(plan().entry.sale.total).toBe(MAX_SALE_TOTAL);
  });

  it('refuses PENDING without a client, and a first payment of the whole total, in Spanish', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id);
    const client = await seedClient(ctx, seller.user.id);
    const noClient = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: { items: [{ productId: product.id, quantity: 1, price: 10 }], status: 'PENDING' },
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().code).toBe('VALIDATION_ERROR');
    const tooMuch = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: {
        items: [{ productId: product.id, quantity: 1, price: 10 }],
        status: 'PENDING',
        clientId: client.id,
        initialPaymentAmount: 10,
      },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await stockOf(ctx, product.id)).toBe(100);
  });

  it('writes nothing when one line lacks stock, and names that product', async () => {
    const seller = await seedUser(ctx);
    const plenty = await seedProduct(ctx, seller.user.id, { quantity: 50 });
    const scarce = await seedProduct(ctx, seller.user.id, { name: 'Harina PAN', quantity: 1 });
    const before = await ctx.db.select({ n: sql<number>`count(*)` }).from(sales);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: {
        items: [
          { productId: plenty.id, quantity: 2, price: 10 },
          { productId: scarce.id, quantity: 2, price: 10 },
        ],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message:
        'Los siguientes productos exceden el stock disponible: Harina PAN. Por favor, ajusta las cantidades.',
    });
    expect(await stockOf(ctx, plenty.id)).toBe(50);
    expect(await stockOf(ctx, scarce.id)).toBe(1);
    const after = await ctx.db.select({ n: sql<number>`count(*)` }).from(sales);
    expect(after).toEqual(before);
  });

  it("answers 404 for another seller's product or client, and changes nothing", async () => {
    const owner = await seedUser(ctx);
    const intruder = await seedUser(ctx);
    const product = await seedProduct(ctx, owner.user.id, { quantity: 5 });
    const client = await seedClient(ctx, owner.user.id);
    const withProduct = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: intruder.headers,
      payload: { items: [{ productId: product.id, quantity: 1, price: 1 }] },
    });
    expect(withProduct.statusCode).toBe(404);
    const withClient = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: intruder.headers,
      payload: { items: [{ name: 'x', quantity: 1, price: 1 }], status: 'PENDING', clientId: client.id },
    });
    expect(withClient.statusCode).toBe(404);
    expect(await stockOf(ctx, product.id)).toBe(5);
  });

  it('answers 401 without a token and 403 to an admin (an admin has no shop)', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const payload = { items: [{ name: 'x', quantity: 1, price: 1 }] };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/sales', payload })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/sales', headers: admin.headers, payload }))
        .statusCode,
    ).toBe(403);
  });

  it('sells exactly 50 of 50 units under 200 concurrent sales, never below zero', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 50 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sales',
          headers: seller.headers,
          payload: { items: [{ productId: product.id, quantity: 1, price: 10 }] },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(50);
    expect(codes.filter((code) => code === 409)).toHaveLength(150);
    expect(await stockOf(ctx, product.id)).toBe(0);
  });

  it('replays an Idempotency-Key: one sale, the same answer, 422 for the key with another body', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 10 });
    const payload = { items: [{ productId: product.id, quantity: 1, price: 10 }] };
    const send = (body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { ...seller.headers, 'idempotency-key': 'venta-123' },
        payload: body as object,
      });
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(payload)));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await stockOf(ctx, product.id)).toBe(9);
    const reused = await send({ items: [{ productId: product.id, quantity: 2, price: 10 }] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const sellerPayments = await ctx.db.select().from(payments).where(eq(payments.shopId, seller.user.id));
    expect(sellerPayments).toHaveLength(1);
  });
});
