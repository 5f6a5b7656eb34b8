import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/sales/:id/payments', () => {
  it('shows cost and profit for known products from the sale-time cost, none for extra charges', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { price: 12.5, cost: 7.25 });
    const client = await seedClient(ctx, seller.user.id, { name: 'María Pérez' });
    const { id: saleId } = await sellViaApi(ctx, seller, {
      items: [
        { productId: product.id, quantity: 3, price: 12.5 },
        { name: 'Delivery', quantity: 1, price: 2.1 },
      ],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 10,
      paymentMethod: 'TRANSFER',
    });
    // A later cost edit must not rewrite the profit of a sale already made.
    await ctx.db.update(products).set({ cost: 11 }).where(eq(products.id, product.id));

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${saleId}/payments`,
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(200);
    const details = response.json().data;
    expect(details).toMatchObject({
      id: saleId,
      status: 'PENDING',
      total: 39.6,
      totalPaid: 10,
      totalProfit: 15.75,
      balance: 29.6,
      client: { id: client.id, name: 'María Pérez' },
    });
    expect(details.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        quantity: 3,
        price: 12.5,
        hasProductInfo: true,
        cost: 7.25,
        totalCost: 21.75,
        profit: 15.75,
        profitPerUnit: 5.25,
      }),
      expect.objectContaining({
        productId: null,
        name: 'Delivery',
        hasProductInfo: false,
        cost: null,
        totalCost: null,
        profit: null,
        profitPerUnit: null,
      }),
    ]);
    expect(details.payments).toEqual([expect.objectContaining({ amount: 10, method: 'TRANSFER', saleId })]);
  });

  it("answers 404 for another seller's sale exactly like a missing one", async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const { id: saleId } = await sellViaApi(ctx, owner, {
      items: [{ name: 'Servicio', quantity: 1, price: 5 }],
      status: 'PAID',
    });
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${saleId}/payments`,
      headers: other.headers,
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/sales/0190f0a0-0000-7000-8000-000000000000/payments',
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().message).toBe('Venta no encontrada.');
  });

  it('refuses a malformed id with a 400 and no token with a 401', async () => {
    const seller = await seedUser(ctx);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/sales/abc/payments',
      headers: seller.headers,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/sales/0190f0a0-0000-7000-8000-000000000000/payments',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
