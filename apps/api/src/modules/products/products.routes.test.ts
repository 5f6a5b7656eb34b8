import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStockMatchesMovements, openingMovementSql } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { type TSeededUser, seedUser, seededUserIds } from '../../../test/seed';
import { seedProduct } from '../../../test/seed-catalog';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  // Design §13: whatever this file sold or edited, each product's movements add up to its stock.
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

function list(seller: TSeededUser, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/products${query}`, headers: seller.headers });
}

function create(seller: TSeededUser, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/products', headers: seller.headers, payload });
}

const validProduct = { name: 'Harina PAN 1kg', sku: 'HP-1', price: 1.5, cost: 1.1, quantity: 24 };

describe('GET /api/products', () => {
  it('lists only the seller’s live products, newest first, page by page with the totals', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    await seedProduct(ctx, other.user.id, { name: 'Ajeno' });
    for (let index = 1; index <= 12; index += 1) {
      await create(seller, { ...validProduct, name: `Producto ${index}`, sku: `P-${index}` });
    }
    const first = await list(seller, '?page=1&pageSize=5');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    expect(first.json().data.map((product: { name: string }) => product.name)).toEqual([
      'Producto 12',
      'Producto 11',
      'Producto 10',
      'Producto 9',
      'Producto 8',
    ]);
    const last = (await list(seller, '?page=3&pageSize=5')).json();
    expect(last.data.map((product: { name: string }) => product.name)).toEqual(['Producto 2', 'Producto 1']);
    // Past the end: no rows, the totals still right.
    expect((await list(seller, '?page=9&pageSize=5')).json()).toMatchObject({ data: [], total: 12 });
    // The default page size is the spec's 10.
    expect((await list(seller)).json()).toMatchObject({ pageSize: 10, total: 12, totalPages: 2 });
  });

  it('answers the spec’s product shape', async () => {
    const seller = await seedUser(ctx);
    const created = (await create(seller, { ...validProduct, description: 'Blanca' })).json().data;
    const [product] = (await list(seller)).json().data;
    expect(product).toEqual({
      id: created.id,
      name: 'Harina PAN 1kg',
      sku: 'HP-1',
      price: 1.5,
      cost: 1.1,
      quantity: 24,
      image_url: null,
      description: 'Blanca',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // Design §17 adds these to the product's answer; a spec client ignores them.
      minStock: 5,
      barcode: null,
      unit: 'UNIT',
      category: null,
      taxClass: 'GENERAL',
    });
  });

  it('searches the name or the SKU, in any case, with % and _ taken literally', async () => {
    const seller = await seedUser(ctx);
    await create(seller, { ...validProduct, name: 'Harina PAN', sku: 'HAR-001' });
    await create(seller, { ...validProduct, name: 'Arroz Mary', sku: 'ARR-777' });
    await create(seller, { ...validProduct, name: 'Descuento 50% café', sku: 'CAF_9' });
    await create(seller, { ...validProduct, name: 'Café 500g', sku: 'CAFX9' });
    const names = async (search: string) =>
      (await list(seller, `?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((product: { name: string }) => product.name);
    expect(await names('harina')).toEqual(['Harina PAN']);
    expect(await names('arr-7')).toEqual(['Arroz Mary']);
    expect(await names('  MARY ')).toEqual(['Arroz Mary']);
    expect(await names('50%')).toEqual(['Descuento 50% café']);
    expect(await names('caf_')).toEqual(['Descuento 50% café']);
    expect(await names('café')).toEqual(['Café 500g', 'Descuento 50% café']);
    expect(await names('nada')).toEqual([]);
    const searched = (await list(seller, '?search=caf&pageSize=1')).json();
    expect(searched).toMatchObject({ total: 2, totalPages: 2 });
    expect((await list(seller, '?search=caf&page=5&pageSize=1')).json()).toMatchObject({
      data: [],
      total: 2,
    });
  });

  it('answers 401 without a token, 403 to an admin and 400 to a bad page', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const seller = await seedUser(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
    expect((await list(admin)).statusCode).toBe(403);
    expect((await list(seller, '?page=0')).statusCode).toBe(400);
    expect((await list(seller, '?pageSize=101')).statusCode).toBe(400);
  });
});

describe('POST /api/products', () => {
  it('creates a product (201) that the list then shows', async () => {
    const seller = await seedUser(ctx);
    const response = await create(seller, { ...validProduct, name: '  Queso llanero ', sku: ' QL-1 ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Queso llanero', sku: 'QL-1', quantity: 24 });
    expect((await list(seller)).json().total).toBe(1);
  });

  it('refuses blank names, amounts of 0 and more than two decimals with the spec’s messages', async () => {
    const seller = await seedUser(ctx);
    const blank = await create(seller, { ...validProduct, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Nombre y SKU son obligatorios.',
    });
    const zero = await create(seller, { ...validProduct, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Precio, Costo y Cantidad deben ser mayores a 0.');
    expect((await create(seller, { ...validProduct, price: 1.005 })).statusCode).toBe(400);
    expect((await list(seller)).json().total).toBe(0);
  });

  it('keeps SKUs unique per seller among live products, in any case', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const first = await create(seller, { ...validProduct, sku: 'ABC-1' });
    expect(first.statusCode).toBe(201);
    const duplicate = await create(seller, { ...validProduct, name: 'Otro', sku: 'abc-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      statusCode: 409,
      code: 'SKU_TAKEN',
      message: 'Ya existe un producto con este SKU.',
    });
    // Another seller may use the same SKU.
    expect((await create(other, { ...validProduct, sku: 'ABC-1' })).statusCode).toBe(201);
    // After a soft delete the SKU is free again.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/delete/${first.json().data.id}`,
      headers: seller.headers,
    });
    expect((await create(seller, { ...validProduct, sku: 'ABC-1' })).statusCode).toBe(201);
  });
});

describe('PUT /api/products/:id', () => {
  it('updates the product; 0 is allowed in the edit form; a taken SKU is a 409', async () => {
    const seller = await seedUser(ctx);
    const product = (await create(seller, validProduct)).json().data;
    await create(seller, { ...validProduct, sku: 'TAKEN' });
    const url = `/api/products/${product.id}`;
    const updated = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: seller.headers,
      payload: { id: product.id, name: 'Harina PAN 2kg', sku: 'HP-2', price: 3, cost: 2.2, quantity: 0 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: product.id,
      name: 'Harina PAN 2kg',
      sku: 'HP-2',
      price: 3,
      cost: 2.2,
      quantity: 0,
      createdAt: product.createdAt,
    });
    const clash = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: seller.headers,
      payload: { ...validProduct, sku: 'taken' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('SKU_TAKEN');
    const negative = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: seller.headers,
      payload: { ...validProduct, price: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe("another seller's product", () => {
  it('answers 404 on update, delete and in a sale, exactly like a missing one, and stays untouched', async () => {
    const owner = await seedUser(ctx);
    const intruder = await seedUser(ctx);
    const product = (await create(owner, validProduct)).json().data;
    const missing = '0190f3a0-0000-7000-8000-000000000000';
    for (const id of [product.id, missing]) {
      const update = await ctx.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: intruder.headers,
        payload: { ...validProduct, name: 'Robado' },
      });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Producto no encontrado.' });
      const remove = await ctx.app.inject({
        method: 'PUT',
        url: `/api/products/delete/${id}`,
        headers: intruder.headers,
      });
      expect(remove.statusCode).toBe(404);
      const sale = await ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: intruder.headers,
        payload: { items: [{ productId: id, quantity: 1, price: 1 }] },
      });
      expect(sale.statusCode).toBe(404);
    }
    expect((await list(intruder)).json().total).toBe(0);
    expect((await list(owner)).json().data).toEqual([product]);
    const badId = await ctx.app.inject({
      method: 'PUT',
      url: '/api/products/delete/no-es-un-id',
      headers: owner.headers,
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('PUT /api/products/delete/:id', () => {
  it('soft-deletes: gone from the list and from sale, kept by name in past sales', async () => {
    const seller = await seedUser(ctx);
    const product = (await create(seller, { ...validProduct, name: 'Café Fama' })).json().data;
    const keep = (await create(seller, { ...validProduct, sku: 'KEEP' })).json().data;
    const sold = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: { items: [{ productId: product.id, quantity: 2, price: 1.5 }] },
    });
    expect(sold.statusCode).toBe(201);

    const removed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/delete/${product.id}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { message: 'Producto eliminado correctamente.' } });
    expect((await list(seller)).json()).toMatchObject({ total: 1, data: [{ id: keep.id }] });
    expect((await list(seller, '?search=fama')).json()).toMatchObject({ total: 0, data: [] });

    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/delete/${product.id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(404);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
      payload: validProduct,
    });
    expect(edit.statusCode).toBe(404);
    const sellDeleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: { items: [{ productId: product.id, quantity: 1, price: 1.5 }] },
    });
    expect(sellDeleted.statusCode).toBe(404);

    const sales = (
      await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: seller.headers })
    ).json();
    expect(sales.data[0].items[0]).toMatchObject({ productId: product.id, name: 'Café Fama', quantity: 2 });
  });

  it('keeps the counted totals right through inserts in bulk, soft deletes and restores', async () => {
    const seller = await seedUser(ctx);
    for (let index = 0; index < 3; index += 1) await seedProduct(ctx, seller.user.id);
    await ctx.db.execute(sql`
      INSERT INTO products (id, shop_id, name, sku, price, cost, quantity)
      SELECT gen_random_uuid(), ${seller.user.id}, 'Lote ' || n, 'LOTE-' || n, 1, 1, 1
      FROM generate_series(1, 40) AS n`);
    const lote = await ctx.db.execute<{ id: string }>(
      sql`SELECT id FROM products WHERE shop_id = ${seller.user.id} AND sku LIKE 'LOTE-%'`,
    );
    await ctx.db.execute(openingMovementSql(lote.rows.map((row) => row.id)));
    expect((await list(seller)).json().total).toBe(43);
    await ctx.db.execute(
      sql`UPDATE products SET deleted_at = now() WHERE shop_id = ${seller.user.id} AND sku LIKE 'LOTE-1%'`,
    );
    expect((await list(seller)).json().total).toBe(32);
    // Restoring by hand (a support fix) counts them back; a second soft delete of a deleted row counts nothing.
    await ctx.db.execute(
      sql`UPDATE products SET deleted_at = NULL WHERE shop_id = ${seller.user.id} AND sku = 'LOTE-10'`,
    );
    await ctx.db.execute(
      sql`UPDATE products SET deleted_at = now() WHERE shop_id = ${seller.user.id} AND sku = 'LOTE-11'`,
    );
    expect((await list(seller)).json()).toMatchObject({ total: 33, totalPages: 4 });
  });
});
