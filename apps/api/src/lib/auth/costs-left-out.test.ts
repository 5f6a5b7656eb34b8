import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST_FIELDS } from '@cuadre/shared/team/costs';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: a cashier sees products, prices, stock and clients, not what the shop paid or earned: the
// answers leave costs and profit out. The owner, a manager and the accountant get them.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Every key anywhere in an answer. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  }
  return into;
}
const costKeys = (body: string) => [...keysOf(JSON.parse(body))].filter((key) => COST_FIELDS.has(key));

describe('costs and profit by role', () => {
  it('leaves them out of every answer a cashier gets, and not out of the owner’s or the manager’s', async () => {
    const owner = await seedUser(ctx);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const manager = await seedMember(ctx, owner, 'MANAGER');
    const product = (
      await call(owner.headers, 'POST', '/products', {
        name: 'Aceite',
        sku: 'ACEITE-1',
        price: 5,
        cost: 3,
        quantity: 9,
      })
    ).json().data;
    const session = (
      await call(cashier.headers, 'POST', '/cash-sessions', { openingFloat: { USD: 0, VES: 0 } })
    ).json().data;
    const sold = await call(cashier.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 1, price: 5 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(costKeys(sold.body)).toEqual([]);
    const saleId = sold.json().data.id as string;

    const reads = [
      '/products',
      `/products/${String(product.id)}`,
      '/sales',
      `/sales/${saleId}/payments`,
      `/cash-sessions/${String(session.id)}`,
    ];
    for (const url of reads) {
      const asCashier = await call(cashier.headers, 'GET', url);
      expect(asCashier.statusCode, `${url}: ${asCashier.body}`).toBe(200);
      expect(costKeys(asCashier.body), url).toEqual([]);
      expect(costKeys((await call(owner.headers, 'GET', url)).body).length, url).toBeGreaterThan(0);
      expect(costKeys((await call(manager.headers, 'GET', url)).body).length, url).toBeGreaterThan(0);
    }
    // What she may see stays: the price, the stock, the sale's total.
    const listed = (await call(cashier.headers, 'GET', `/products/${String(product.id)}`)).json().data;
    expect(listed).toMatchObject({ name: 'Aceite', price: 5, quantity: 8 });
  });
});
