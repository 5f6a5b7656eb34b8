import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataResponse } from '@cuadre/shared/common/schemas';
import { ZSale } from '@cuadre/shared/sales/schemas';
import { products } from '../../db/schema/catalog';
import { sales } from '../../db/schema/sales';
import { idempotencyKeys } from '../../db/schema/system';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedProduct, stockOf } from '../../../test/seed-catalog';

// A PAID sale reads its products without locks and writes in one statement (create-sale.ts). Here another
// till takes the last units between that read and that write: the write must fail as a whole (no sale, no
// stock, no claimed key), and the answer must be the 409 a locked sale would have given.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Resolves once some backend waits on a row lock (the sale's write, queued behind the other till). */
async function someoneWaitsOnALock(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const waiting = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await sleep(10);
  }
  throw new Error('no backend ever waited on a lock');
}

function sell(seller: TSeededUser, productId: string, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...seller.headers, 'idempotency-key': key },
    payload: { items: [{ productId, quantity: 2, price: 10 }], status: 'PAID' },
  });
}

/**
 * Another till takes `taken` units and holds the product's row; the sale reads the stock as it was (the other
 * till has not committed), and its write queues on the row; then the other till commits.
 */
async function sellWhileAnotherTillTakes(seller: TSeededUser, productId: string, taken: number, key: string) {
  const otherTill = await ctx.pool.connect();
  try {
    await otherTill.query('BEGIN');
    await otherTill.query('UPDATE products SET quantity = quantity - $2 WHERE id = $1', [productId, taken]);
    const answer = sell(seller, productId, key);
    await someoneWaitsOnALock();
    await otherTill.query('COMMIT');
    return await answer;
  } catch (error) {
    await otherTill.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    otherTill.release();
  }
}

describe('POST /api/sales (PAID) answer', () => {
  it('is JSON its response schema keeps whole, the same bytes as its replay (sent without the encode)', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Café "El Peñón" 500 g', quantity: 5 });
    const first = await sell(seller, product.id, 'respuesta');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: unknown = first.json();
    expect(z.encode(dataResponse(ZSale), dataResponse(ZSale).parse(body))).toEqual(body);
    expect(first.json().data).toMatchObject({ total: 20, items: [{ name: 'Café "El Peñón" 500 g' }] });
    expect(Date.parse(first.json().data.createdAt)).not.toBeNaN();
    expect(first.json().data.payments[0].createdAt).toBe(first.json().data.createdAt);

    const replay = await sell(seller, product.id, 'respuesta');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  });
});

describe('POST /api/sales (PAID) when the stock goes between its read and its write', () => {
  it('answers 409 naming the product, writes nothing, and leaves the key free for a retry', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Harina PAN', quantity: 3 });
    // The sale reads 3 units and asks for 2; the other till takes 2 before the sale's write.
    const raced = await sellWhileAnotherTillTakes(seller, product.id, 2, 'venta-carrera');
    expect(raced.statusCode, raced.body).toBe(409);
    expect(raced.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', errors: ['Harina PAN'] });
    expect(await stockOf(ctx, product.id)).toBe(1);
    expect(await ctx.db.select().from(sales).where(eq(sales.shopId, seller.user.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.shopId, seller.user.id)),
    ).toHaveLength(0);

    // Restocked, the same key sells: it was never spent on the failed write.
    await ctx.db.update(products).set({ quantity: 5 }).where(eq(products.id, product.id));
    const retried = await sell(seller, product.id, 'venta-carrera');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await stockOf(ctx, product.id)).toBe(3);
    const replayed = await sell(seller, product.id, 'venta-carrera');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.body).toBe(retried.body);
    expect(await stockOf(ctx, product.id)).toBe(3);
  });

  it('sells when the other till left enough: the write takes what is there at that moment', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 5 });
    const answer = await sellWhileAnotherTillTakes(seller, product.id, 2, 'venta-despues');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await stockOf(ctx, product.id)).toBe(1);
  });

  it('replays a sale that took the last units when it is retried, instead of refusing it for stock', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { price: 10, quantity: 2 });
    const first = await sell(seller, product.id, 'ultimas-unidades');
    expect(first.statusCode).toBe(201);
    const retry = await sell(seller, product.id, 'ultimas-unidades');
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await stockOf(ctx, product.id)).toBe(0);
  });
});
