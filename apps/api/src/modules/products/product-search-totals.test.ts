import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { sellViaApi } from '../../../test/sell';
import { statementsSentDuring } from '../../../test/sent-statements';
import { keptTotalAndWalkStatement, rememberedPageStatement } from './products.repository';

// A search's total is kept per catalogue version and its pages of a common word are read by walking the
// newest-first index (migration 0009, products.repository.ts): every page and total must still be exactly
// what counting and sorting all the matches says, whatever the catalogue does in between.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface TListed {
  data: { id: string; name: string; quantity: number; price: number }[];
  total: number;
  totalPages: number;
}

async function search(seller: TSeededUser, word: string, page = 1, pageSize = 10): Promise<TListed> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(word)}&page=${page}&pageSize=${pageSize}`,
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TListed;
}

/** What the page must be: every live match, newest first, counted and sliced here. */
async function expected(seller: TSeededUser, word: string, page = 1, pageSize = 10) {
  const result = await ctx.db.execute<{ id: string }>(sql`
    SELECT id FROM products
    WHERE shop_id = ${seller.user.id} AND deleted_at IS NULL AND position(${word} in lower(name || ' ' || sku)) > 0
    ORDER BY created_at DESC, id DESC`);
  const ids = result.rows.map((row) => row.id);
  return { ids: ids.slice((page - 1) * pageSize, page * pageSize), total: ids.length };
}

/** `count` products, one a minute; `nameSql` is the SQL of the n-th one's name (a constant of this file). */
async function seedCatalogue(seller: TSeededUser, count: number, nameSql: string) {
  await ctx.db.execute(sql`
    INSERT INTO products (id, shop_id, name, sku, price, cost, quantity, created_at)
    SELECT gen_random_uuid(), ${seller.user.id}, ${sql.raw(nameSql)}, 'SKU-' || n || '-' || md5(random()::text), 2, 1,
           100, now() - interval '1 year' + n * interval '1 minute'
    FROM generate_series(1, ${count}) AS n`);
}

/** 600 products, one in three a "Queso Llanero": 200 matches of "queso", spread evenly. */
function seedCheeseCatalogue(seller: TSeededUser) {
  return seedCatalogue(
    seller,
    600,
    `CASE WHEN n % 3 = 0 THEN 'Queso Llanero ' ELSE 'Pasta Primor ' END || n`,
  );
}

async function keptTotals(seller: TSeededUser) {
  const result = await ctx.db.execute<{ pattern: string; total: number }>(
    sql`SELECT pattern, total FROM product_search_totals WHERE shop_id = ${seller.user.id}`,
  );
  return result.rows;
}

describe('GET /api/products?search= on a big catalogue', () => {
  it('answers every page of a common word exactly, and keeps its total', async () => {
    const seller = await seedUser(ctx);
    // One product in five is a "harina", spread evenly over the catalogue.
    await seedCatalogue(seller, 1500, `CASE WHEN n % 5 = 0 THEN 'Harina PAN ' ELSE 'Arroz Mary ' END || n`);
    for (const page of [1, 2, 10, 30, 31]) {
      const listed = await search(seller, 'harina', page);
      const want = await expected(seller, 'harina', page);
      expect(listed.data.map((product) => product.id)).toEqual(want.ids);
      expect(listed).toMatchObject({ total: 300, totalPages: 30 });
    }
    expect(await keptTotals(seller)).toEqual([{ pattern: '%harina%', total: 300 }]);
  });

  it('finds the page when the matches are bunched far from the newest products', async () => {
    const seller = await seedUser(ctx);
    // The 600 "azúcar" are the oldest of 3,000: a walk sized on their average density (one in five) falls short.
    await seedCatalogue(
      seller,
      3000,
      `CASE WHEN n <= 600 THEN 'Azúcar Montalbán ' ELSE 'Café Fama ' END || n`,
    );
    await search(seller, 'azúcar');
    for (const page of [1, 2, 8, 15, 60]) {
      const listed = await search(seller, 'azúcar', page);
      expect(listed.data.map((product) => product.id)).toEqual((await expected(seller, 'azúcar', page)).ids);
      expect(listed.total).toBe(600);
    }
  });

  it('follows the catalogue: created, renamed, deleted; a sale changes nothing', async () => {
    const seller = await seedUser(ctx);
    await seedCheeseCatalogue(seller);
    expect((await search(seller, 'queso', 3)).total).toBe(200);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: { name: 'Queso de mano', sku: 'QM-1', price: 3, cost: 2, quantity: 10 },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data as { id: string };
    const first = await search(seller, 'queso');
    expect(first.total).toBe(201);
    expect(first.data[0]?.id).toBe(product.id);

    await sellViaApi(ctx, seller, {
      items: [{ productId: product.id, quantity: 2, price: 3 }],
      status: 'PAID',
    });
    expect((await search(seller, 'queso', 2)).total).toBe(201);
    expect(await keptTotals(seller)).toEqual([{ pattern: '%queso%', total: 201 }]);

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
      payload: { name: 'Mantequilla', sku: 'QM-1', price: 3, cost: 2, quantity: 8 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search(seller, 'queso', 5)).total).toBe(200);

    const oldest = (await expected(seller, 'queso')).ids[0]!;
    const deleted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/delete/${oldest}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const page of [1, 4, 20]) {
      const listed = await search(seller, 'queso', page);
      expect(listed.data.map((row) => row.id)).toEqual((await expected(seller, 'queso', page)).ids);
      expect(listed.total).toBe(199);
    }
  });

  it('reads a page it read before by id, with its stock and prices as they are now', async () => {
    const seller = await seedUser(ctx);
    await seedCheeseCatalogue(seller);
    await search(seller, 'queso', 3); // counts and keeps the total
    await search(seller, 'queso', 3); // walks, and remembers the page
    const onPage = (await expected(seller, 'queso', 3)).ids;
    await ctx.pool.query('UPDATE products SET quantity = 7, price = 4.5 WHERE id = $1', [onPage[4]]);

    let listed: TListed = { data: [], total: 0, totalPages: 0 };
    const sent = await statementsSentDuring(ctx, async () => {
      listed = await search(seller, 'queso', 3);
    });
    expect(sent).toContain(rememberedPageStatement.name);
    expect(sent).not.toContain(keptTotalAndWalkStatement.name);
    expect(listed.data.map((product) => product.id)).toEqual(onPage);
    expect(listed.data[4]).toMatchObject({ quantity: 7, price: 4.5 });
    expect(listed.total).toBe(200);
  });

  it('lets a remembered page go when the catalogue changes behind the app', async () => {
    const seller = await seedUser(ctx);
    await seedCheeseCatalogue(seller);
    for (let time = 0; time < 3; time += 1) await search(seller, 'queso', 2);
    const before = (await expected(seller, 'queso', 2)).ids;
    // As another API process, an admin or psql would: a product of the page renamed, another one created.
    await ctx.pool.query(`UPDATE products SET name = 'Mantequilla' WHERE id = $1`, [before[0]]);
    await seedCatalogue(seller, 1, `'Queso de mano'`);

    const listed = await search(seller, 'queso', 2);
    expect(listed.data.map((product) => product.id)).toEqual((await expected(seller, 'queso', 2)).ids);
    expect(listed.data.map((product) => product.id)).not.toContain(before[0]);
    expect(listed.total).toBe(200);
  });

  it('keeps each seller to their own totals', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    await seedCatalogue(seller, 300, `'Jabón Las Llaves ' || n`);
    await seedCatalogue(other, 120, `'Jabón Las Llaves ' || n`);
    expect((await search(seller, 'jabón')).total).toBe(300);
    expect((await search(other, 'jabón')).total).toBe(120);
    expect((await search(seller, 'jabón', 30)).total).toBe(300);
  });
});
