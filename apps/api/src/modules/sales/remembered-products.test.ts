import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { saleItems, sales } from '../../db/schema/sales';
import { idempotencyKeys } from '../../db/schema/system';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedProduct, stockOf } from '../../../test/seed-catalog';
import { statementsSentDuring } from '../../../test/sent-statements';
import { readProductsStatement } from './sales.repository';
import { writeSalesStatement } from './write-sales.statement';

// A PAID sale of products its process sold lately skips reading them (product-snapshots.ts). Here the products
// change behind that memory — as another API process, an admin or psql would change them — and every sale must
// still copy what the product is at the instant of the sale, or be refused as a locked sale would be.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function sell(seller: TSeededUser, productId: string, quantity: number, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...seller.headers, 'idempotency-key': key },
    payload: { items: [{ productId, quantity, price: 10 }], status: 'PAID' },
  });
}

/** Changes the product outside the app, so that no code path of the API can tell its memory. */
async function changeBehindTheApp(productId: string, change: string): Promise<void> {
  await ctx.pool.query(`UPDATE products SET ${change} WHERE id = $1`, [productId]);
}

async function linesOf(seller: TSeededUser) {
  return ctx.db
    .select({ name: saleItems.name, unitCost: saleItems.unitCost })
    .from(saleItems)
    .where(eq(saleItems.shopId, seller.user.id))
    .orderBy(saleItems.id);
}

async function keysOf(seller: TSeededUser) {
  return ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.shopId, seller.user.id));
}

describe('POST /api/sales (PAID) of products the API remembers', () => {
  it('reads the products once: the next sale of the same products is one statement', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 10 });
    const readsOfProducts = (sent: string[]) => sent.filter((name) => name === readProductsStatement.name);
    const first = await statementsSentDuring(ctx, async () => {
      expect((await sell(seller, product.id, 1, 'primera')).statusCode).toBe(201);
    });
    expect(readsOfProducts(first)).toHaveLength(1);
    const second = await statementsSentDuring(ctx, async () => {
      expect((await sell(seller, product.id, 1, 'segunda')).statusCode).toBe(201);
    });
    expect(readsOfProducts(second)).toHaveLength(0);
    expect(await stockOf(ctx, product.id)).toBe(8);
  });

  it('reads a product again after the seller edits it, instead of trying a write that would fail', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Café', sku: 'CAFE-1', quantity: 10 });
    expect((await sell(seller, product.id, 1, 'cafe-1')).statusCode).toBe(201);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
      payload: { name: 'Café molido', sku: 'CAFE-1', price: 10, cost: 6, quantity: 9 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const sent = await statementsSentDuring(ctx, async () => {
      const answer = await sell(seller, product.id, 1, 'cafe-2');
      expect(answer.json().data.items[0].name).toBe('Café molido');
    });
    expect(sent.filter((name) => name === readProductsStatement.name)).toHaveLength(1);
    expect(sent.filter((name) => name === writeSalesStatement.name)).toHaveLength(1);
  });

  it('copies the name and cost the product has now, when they changed after it was remembered', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Harina PAN', cost: 6, quantity: 10 });
    expect((await sell(seller, product.id, 1, 'antes')).statusCode).toBe(201);
    await changeBehindTheApp(product.id, `name = 'Harina PAN 1 kg', cost = 7.25`);

    const after = await sell(seller, product.id, 2, 'despues');
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().data.items[0]).toMatchObject({ name: 'Harina PAN 1 kg', quantity: 2 });
    expect(after.json().data.totalProfit).toBe(20 - 14.5);
    expect(await linesOf(seller)).toEqual([
      { name: 'Harina PAN', unitCost: 6 },
      { name: 'Harina PAN 1 kg', unitCost: 7.25 },
    ]);
    // The failed first write took nothing: 10 - 1 - 2.
    expect(await stockOf(ctx, product.id)).toBe(7);
    // And the stored answer is the one sent.
    const replay = await sell(seller, product.id, 2, 'despues');
    expect(replay.body).toBe(after.body);
  });

  it('answers 404 for a remembered product deleted since, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 10 });
    expect((await sell(seller, product.id, 1, 'viva')).statusCode).toBe(201);
    await changeBehindTheApp(product.id, 'deleted_at = now()');

    const answer = await sell(seller, product.id, 1, 'borrada');
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json().message).toBe(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
    expect(await stockOf(ctx, product.id)).toBe(9);
    expect(await ctx.db.select().from(sales).where(eq(sales.shopId, seller.user.id))).toHaveLength(1);
    expect(await keysOf(seller)).toHaveLength(1);
  });

  it('answers 409 naming a remembered product that no longer has the units, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Queso llanero', quantity: 10 });
    expect((await sell(seller, product.id, 1, 'hay')).statusCode).toBe(201);
    await changeBehindTheApp(product.id, 'quantity = 1');

    const answer = await sell(seller, product.id, 2, 'no-hay');
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', errors: ['Queso llanero'] });
    expect(await stockOf(ctx, product.id)).toBe(1);
    expect(await keysOf(seller)).toHaveLength(1);
  });

  it('never sells another seller’s product, even one with the same id in its memory', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const product = await seedProduct(ctx, owner.user.id, { quantity: 10 });
    expect((await sell(owner, product.id, 1, 'dueno')).statusCode).toBe(201);
    const answer = await sell(other, product.id, 1, 'ajeno');
    expect(answer.statusCode).toBe(404);
    expect(await stockOf(ctx, product.id)).toBe(9);
    const [sold] = (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM sales WHERE shop_id = ${other.user.id}`,
      )
    ).rows;
    expect(sold?.n).toBe(0);
  });
});
