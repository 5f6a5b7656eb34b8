import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';

// A product's category (migration 0031): the seller's own grouping, typed in the form or brought by another
// program's export; a search finds it, and a changed category changes what a kept search total counts.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const base = { price: 1.5, cost: 1, quantity: 10 };

async function create(seller: TSeededUser, payload: object): Promise<TProduct> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: seller.headers,
    payload: { ...base, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TProduct }>().data;
}

async function update(seller: TSeededUser, id: string, payload: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: seller.headers,
    payload,
  });
}

async function search(seller: TSeededUser, words: string, pageSize = 10) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(words)}&pageSize=${pageSize}`,
    headers: seller.headers,
  });
  return response.json<{ data: TProduct[]; total: number }>();
}

describe('a product’s category', () => {
  it('is kept as typed, found by a search, and cleared by an empty field', async () => {
    const seller = await seedUser(ctx);
    const soda = await create(seller, { name: 'Refresco', sku: 'REF-1', category: '  Bebidas ' });
    expect(soda.category).toBe('Bebidas');
    await create(seller, { name: 'Harina PAN', sku: 'HAR-1' });

    expect((await search(seller, 'bebidas')).data.map((product) => product.name)).toEqual(['Refresco']);

    // An edit that does not send it keeps it (a spec client knows no category); an empty one clears it.
    const kept = await update(seller, soda.id, { ...base, name: 'Refresco', sku: 'REF-1' });
    expect(kept.json<{ data: TProduct }>().data.category).toBe('Bebidas');
    const cleared = await update(seller, soda.id, { ...base, name: 'Refresco', sku: 'REF-1', category: '' });
    expect(cleared.json<{ data: TProduct }>().data.category).toBeNull();
    expect((await search(seller, 'bebidas')).total).toBe(0);
  });

  it('refuses a category over 80 characters', async () => {
    const seller = await seedUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: { ...base, name: 'Largo', sku: 'L-1', category: 'x'.repeat(81) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('moves a kept search total when a product enters or leaves the category', async () => {
    const seller = await seedUser(ctx);
    // 120 drinks: a total that large is kept per pattern and catalogue version (migration 0009).
    await ctx.db.execute(sql`
      INSERT INTO products (id, shop_id, name, sku, price, cost, quantity, category)
      SELECT gen_random_uuid(), ${seller.user.id}::uuid, 'Jugo ' || n, 'JUG-' || n, 1, 1, 0, 'Bebidas'
      FROM generate_series(1, 120) AS n`);
    const water = await create(seller, { name: 'Agua mineral', sku: 'AGU-1' });
    expect((await search(seller, 'bebidas')).total).toBe(120);
    expect((await search(seller, 'bebidas')).total).toBe(120);

    await update(seller, water.id, { ...base, name: 'Agua mineral', sku: 'AGU-1', category: 'Bebidas' });
    const after = await search(seller, 'bebidas');
    expect(after.total).toBe(121);
    expect(after.data[0]?.name).toBe('Agua mineral');
  });
});
