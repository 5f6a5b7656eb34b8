import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';

// Decision record 032: a shop that charges IVA splits each sale into base and IVA per rate, exact to the cent,
// with prices that include it or before it; IVA is never revenue, and a return gives it back as it was charged.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

let sku = 0;
async function product(owner: TSeededUser, price: number, cost: number, taxClass?: string) {
  sku += 1;
  const created = await call(owner.headers, 'POST', '/products', {
    name: `Producto IVA ${sku}`,
    sku: `IVA-${sku}-${Date.now()}`,
    price,
    cost,
    quantity: 100,
    ...(taxClass ? { taxClass } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string; taxClass: string };
}

async function shopCharging(pricesIncludeIva: boolean) {
  const owner = await seedUser(ctx);
  const settings = await call(owner.headers, 'PUT', '/shop', { chargesIva: true, pricesIncludeIva });
  expect(settings.json().data).toMatchObject({ chargesIva: true, pricesIncludeIva });
  return owner;
}

describe('IVA on a sale', () => {
  it('splits prices that include IVA into base and IVA per rate, the total unchanged and the profit net of it', async () => {
    const owner = await shopCharging(true);
    const general = await product(owner, 11.6, 8);
    const reduced = await product(owner, 5.4, 4, 'REDUCED');
    const exempt = await product(owner, 2.5, 2, 'EXEMPT');
    expect(general.taxClass).toBe('GENERAL');
    const sold = await call(owner.headers, 'POST', '/sales', {
      items: [
        { productId: general.id, quantity: 1, price: 11.6 },
        { productId: reduced.id, quantity: 1, price: 5.4 },
        { productId: exempt.id, quantity: 1, price: 2.5 },
        { name: 'Delivery', quantity: 1, price: 1 },
      ],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json().data;
    expect(sale.taxLines).toEqual([
      { class: 'GENERAL', rate: 16, base: 10, tax: 1.6 },
      { class: 'REDUCED', rate: 8, base: 5, tax: 0.4 },
      // The delivery is outside IVA, with the exempt goods.
      { class: 'EXEMPT', rate: 0, base: 3.5, tax: 0 },
    ]);
    // The products bring 17.50 without IVA (10.00 + 5.00 + 2.50) for a cost of 14.00: a profit of 3.50.
    expect(sale).toMatchObject({ total: 20.5, taxTotal: 2, totalPaid: 20.5, totalProfit: 3.5 });
    const listed = await call(owner.headers, 'GET', `/sales/${sale.id as string}/payments`);
    expect(listed.json().data).toMatchObject({ taxLines: sale.taxLines, taxTotal: 2 });
  });

  it('adds IVA on top of prices before it, rounded once per rate, and the payment covers it', async () => {
    const owner = await shopCharging(false);
    const general = await product(owner, 3.33, 2);
    const reduced = await product(owner, 1.11, 1, 'REDUCED');
    const sold = await call(owner.headers, 'POST', '/sales', {
      items: [
        { productId: general.id, quantity: 3, price: 3.33 },
        { productId: reduced.id, quantity: 1, price: 1.11 },
      ],
      // 10 % off the whole sale: $11.10 → $9.99, shared 8.99 / 1.00.
      discounts: [{ kind: 'PERCENT', value: 10, reason: 'Cliente fiel' }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    // 8.99 × 16 % = 1.4384 → 1.44; 1.00 × 8 % = 0.08.
    expect(sold.json().data).toMatchObject({
      taxLines: [
        { class: 'GENERAL', rate: 16, base: 8.99, tax: 1.44 },
        { class: 'REDUCED', rate: 8, base: 1, tax: 0.08 },
      ],
      taxTotal: 1.52,
      total: 11.51,
      totalPaid: 11.51,
      discountTotal: 1.11,
      // 9.99 of lines less 7.00 of cost: IVA on top is no profit.
      totalProfit: 2.99,
    });
  });

  it('gives back the IVA charged on top with the goods returned', async () => {
    const owner = await shopCharging(false);
    const general = await product(owner, 10, 6);
    const sold = await call(owner.headers, 'POST', '/sales', {
      items: [{ productId: general.id, quantity: 2, price: 10 }],
    });
    const sale = sold.json().data;
    expect(sale).toMatchObject({ total: 23.2, taxTotal: 3.2 });
    const returned = await call(owner.headers, 'POST', `/sales/${sale.id as string}/returns`, {
      lines: [{ saleItemId: sale.items[0].id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 11.6 },
      restock: true,
    });
    expect(returned.statusCode, returned.body).toBe(201);
    expect(returned.json().data).toMatchObject({ total: 11.6 });
  });

  it('charges nothing, and answers no tax lines, for a shop that does not charge IVA', async () => {
    const owner = await seedUser(ctx);
    const general = await product(owner, 11.6, 8);
    const sold = await call(owner.headers, 'POST', '/sales', {
      items: [{ productId: general.id, quantity: 1, price: 11.6 }],
    });
    expect(sold.json().data).toMatchObject({ total: 11.6, taxLines: [], taxTotal: 0, totalProfit: 3.6 });
  });
});
