import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf } from '../../db/pg-error';
import { products } from '../../db/schema/catalog';
import { sales } from '../../db/schema/sales';
import { idempotencyKeys } from '../../db/schema/system';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { plannedSale as plannedSaleIn } from '../../../test/planned-sale';
import { seedUser, seededUserIds } from '../../../test/seed';
import { seedProduct, stockOf } from '../../../test/seed-catalog';
import { loadSaleViews } from './sales.repository';
import { writeSales } from './write-sales.statement';
import { shopIdOf } from '../../lib/auth/shop-scope';

// The one statement that writes sales, for one sale or many: each sale must come out exactly as it would
// alone; a sale that copied a stale product writes nothing and says so; a product short of stock fails it all.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  // Design §13: whatever this file sold or edited, each product's movements add up to its stock.
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const plannedSale = (
  shopId: string,
  items: { productId: string; quantity: number; price: number }[],
  key: string | null,
) => plannedSaleIn(ctx.db, shopId, items, key);

async function salesOf(shopId: string) {
  return ctx.db.select({ id: sales.id }).from(sales).where(eq(sales.shopId, shopId));
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the batch should have failed').not.toBeNull();
  return pgErrorOf(error);
}

describe('writeSales', () => {
  it("writes several sellers' sales at once, each as it would have been written alone", async () => {
    const ana = await seedUser(ctx);
    const beto = await seedUser(ctx);
    const harina = await seedProduct(ctx, ana.user.id, { name: 'Harina PAN', cost: 1.2, quantity: 10 });
    const arroz = await seedProduct(ctx, ana.user.id, { name: 'Arroz', cost: 0.8, quantity: 10 });
    const queso = await seedProduct(ctx, beto.user.id, { name: 'Queso', cost: 3, quantity: 10 });
    await ctx.db.insert(idempotencyKeys).values({
      shopId: ana.user.id,
      route: 'POST /sales',
      key: 'ya-vendida',
      requestHash: 'hash ya-vendida',
      statusCode: 201,
      responseBody: '{"data":{}}',
    });
    // Ana's till is open, Beto's not: her sales belong to it, his are "sin caja".
    const till = await ctx.app.inject({
      method: 'POST',
      url: '/api/cash-sessions',
      headers: ana.headers,
      payload: { openingFloat: { USD: 0 } },
    });
    const tillId = (till.json() as { data: { id: string } }).data.id;

    const planned = [
      await plannedSale(
        ana.user.id,
        [
          { productId: harina.id, quantity: 2, price: 2 },
          { productId: arroz.id, quantity: 1, price: 1.5 },
          { productId: harina.id, quantity: 1, price: 2 },
        ],
        'venta-1',
      ),
      await plannedSale(ana.user.id, [{ productId: harina.id, quantity: 4, price: 2 }], 'venta-2'),
      await plannedSale(beto.user.id, [{ productId: queso.id, quantity: 4, price: 5 }], null),
      // A retry of a sale already written: its key is taken, so it writes nothing, not even its stock.
      await plannedSale(ana.user.id, [{ productId: arroz.id, quantity: 9, price: 1.5 }], 'ya-vendida'),
    ];
    const outcomes = await writeSales(
      ctx.db,
      planned.map((sale) => sale.entry),
    );

    expect(outcomes.map((outcome) => outcome.claimed)).toEqual([true, true, true, false]);
    expect(outcomes.map((outcome) => outcome.stale)).toEqual([false, false, false, false]);
    expect(outcomes.map((outcome) => outcome.answer?.data.cashSessionId ?? null)).toEqual([
      tillId,
      tillId,
      null,
      null,
    ]);
    // Harina went in two sales (three lines): one row update took all seven units.
    expect(await stockOf(ctx, harina.id)).toBe(3);
    expect(await stockOf(ctx, arroz.id)).toBe(9);
    expect(await stockOf(ctx, queso.id)).toBe(6);

    const written = planned.slice(0, 3);
    for (const [index, sale] of written.entries()) {
      const { shopId } = sale.entry.sale;
      const [view] = await loadSaleViews(ctx.db, shopIdOf(shopId), [sale.entry.ids.saleId]);
      expect(view, `sale ${index + 1}`).toEqual(outcomes[index]?.answer?.data);
    }
    expect(await salesOf(ana.user.id)).toHaveLength(2);
    expect(await salesOf(beto.user.id)).toHaveLength(1);

    // Each key keeps its own sale's answer, with the instant the sale was written and its till: the one the
    // statement gave back (jsonb orders the keys of the stored text its own way).
    const keys = await ctx.db
      .select({ key: idempotencyKeys.key, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['venta-1', 'venta-2', 'ya-vendida']))
      .orderBy(idempotencyKeys.key);
    expect(keys.map(({ key, body }) => ({ key, body: JSON.parse(body ?? 'null') as unknown }))).toEqual([
      { key: 'venta-1', body: outcomes[0]?.answer },
      { key: 'venta-2', body: outcomes[1]?.answer },
      { key: 'ya-vendida', body: { data: {} } },
    ]);

    // The running totals the dashboard reads count what was written, once.
    const counted = await ctx.db.execute<{ shop_id: string; sales: number; revenue: string }>(sql`
      SELECT shop_id, sum(value) FILTER (WHERE kind = 'sales_paid')::int AS sales,
             sum(value) FILTER (WHERE kind = 'sales_revenue')::numeric(14, 2)::text AS revenue
      FROM seller_counters WHERE shop_id IN (${ana.user.id}, ${beto.user.id}) GROUP BY shop_id`);
    expect(Object.fromEntries(counted.rows.map((row) => [row.shop_id, [row.sales, row.revenue]]))).toEqual({
      [ana.user.id]: [2, '15.50'],
      [beto.user.id]: [1, '20.00'],
    });
  });

  it('writes nothing when one sale of the batch asks for more than the stock left by the others', async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { quantity: 5 });
    const arroz = await seedProduct(ctx, seller.user.id, { quantity: 5 });
    const planned = [
      await plannedSale(seller.user.id, [{ productId: arroz.id, quantity: 1, price: 2 }], 'a'),
      await plannedSale(seller.user.id, [{ productId: harina.id, quantity: 3, price: 2 }], 'b'),
      await plannedSale(seller.user.id, [{ productId: harina.id, quantity: 3, price: 2 }], 'c'),
    ];
    const failure = await failureOf(
      writeSales(
        ctx.db,
        planned.map((sale) => sale.entry),
      ),
    );
    expect(failure).toMatchObject({ code: '23514', constraint: 'products_quantity_non_negative' });
    expect([await stockOf(ctx, harina.id), await stockOf(ctx, arroz.id)]).toEqual([5, 5]);
    expect(await salesOf(seller.user.id)).toHaveLength(0);
    expect(
      await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.shopId, seller.user.id)),
    ).toHaveLength(0);
  });

  it('keeps the order the sales arrived in: newest first lists the last of the statement first', async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { quantity: 100 });
    const planned = await Promise.all(
      Array.from({ length: 12 }, () =>
        plannedSale(seller.user.id, [{ productId: harina.id, quantity: 1, price: 2 }], null),
      ),
    );
    await writeSales(
      ctx.db,
      planned.map((sale) => sale.entry),
    );
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/sales?pageSize=20',
      headers: seller.headers,
    });
    expect(listed.json().data.map((sale: { id: string }) => sale.id)).toEqual(
      planned.map((sale) => sale.entry.ids.saleId).reverse(),
    );
  });

  it("writes nothing of a sale that copied a product's old name, says it is stale, and writes the others", async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { name: 'Harina', quantity: 10 });
    const stale = await plannedSale(
      seller.user.id,
      [{ productId: harina.id, quantity: 1, price: 2 }],
      'vieja',
    );
    await ctx.db.update(products).set({ name: 'Harina PAN' }).where(eq(products.id, harina.id));
    const fresh = await plannedSale(
      seller.user.id,
      [{ productId: harina.id, quantity: 2, price: 2 }],
      'nueva',
    );
    const outcomes = await writeSales(ctx.db, [fresh.entry, stale.entry]);
    expect(outcomes.map(({ claimed, stale: isStale }) => ({ claimed, stale: isStale }))).toEqual([
      { claimed: true, stale: false },
      { claimed: false, stale: true },
    ]);
    expect(await stockOf(ctx, harina.id)).toBe(8);
    expect((await salesOf(seller.user.id)).map((sale) => sale.id)).toEqual([fresh.entry.ids.saleId]);
    // The stale sale's key stays free, so the retry with the product read again can claim it.
    const keys = await ctx.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.shopId, seller.user.id));
    expect(keys).toEqual([{ key: 'nueva' }]);
  });

  it("takes no stock from another seller's product named in a sale", async () => {
    const ana = await seedUser(ctx);
    const beto = await seedUser(ctx);
    const anas = await seedProduct(ctx, ana.user.id, { quantity: 10 });
    const own = await plannedSale(ana.user.id, [{ productId: anas.id, quantity: 1, price: 2 }], null);
    // Beto's sale names Ana's product with the name and cost it has: the write must still refuse it.
    const foreign = await plannedSale(ana.user.id, [{ productId: anas.id, quantity: 2, price: 2 }], null);
    foreign.entry.sale.shopId = beto.user.id;
    const outcomes = await writeSales(ctx.db, [own.entry, foreign.entry]);
    expect(outcomes.map((outcome) => outcome.stale)).toEqual([false, true]);
    expect(await stockOf(ctx, anas.id)).toBe(9);
    expect(await salesOf(beto.user.id)).toHaveLength(0);
  });
});
