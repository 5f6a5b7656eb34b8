import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema/sales';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { type TSeededUser, seedUser, seededUserIds } from '../../../test/seed';
import { seedProduct, stockOf } from '../../../test/seed-catalog';
import { statementsSentDuring } from '../../../test/sent-statements';
import { writeSalesStatement } from './write-sales.statement';

// Many tills selling at once: the PAID sales that wait for a writer go together in one statement
// (sale-writer.ts). Whatever the batches, every sale must come out as if it had been written alone.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  // Design §13: whatever this file sold or edited, each product's movements add up to its stock.
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

function sell(seller: TSeededUser, productIds: string[], key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...seller.headers, 'idempotency-key': key },
    payload: { items: productIds.map((productId) => ({ productId, quantity: 1, price: 3 })), status: 'PAID' },
  });
}

async function salesOf(seller: TSeededUser) {
  return ctx.db.select({ id: sales.id }).from(sales).where(eq(sales.shopId, seller.user.id));
}

describe('POST /api/sales (PAID) from many tills at once', () => {
  it('writes waiting sales together, each once, with its own answer and the stock they took in all', async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { quantity: 100 });
    const arroz = await seedProduct(ctx, seller.user.id, { quantity: 100 });
    const keys = Array.from({ length: 40 }, (_, index) => `till-${index}`);
    const productsOf = (index: number) => (index % 2 ? [harina.id, arroz.id] : [harina.id]);
    let answers: Awaited<ReturnType<typeof sell>>[] = [];
    const sent = await statementsSentDuring(ctx, async () => {
      answers = await Promise.all(keys.map((key, index) => sell(seller, productsOf(index), key)));
    });
    // More tills than writers: some sales went in a batch (else this test would not test one).
    expect(sent).toContain(writeSalesStatement.name);

    expect(answers.map((answer) => answer.statusCode)).toEqual(keys.map(() => 201));
    const ids = answers.map((answer) => answer.json().data.id as string);
    expect(new Set(ids).size).toBe(40);
    expect((await salesOf(seller)).map((sale) => sale.id).sort()).toEqual([...ids].sort());
    expect(await stockOf(ctx, harina.id)).toBe(60);
    expect(await stockOf(ctx, arroz.id)).toBe(80);

    // Each answer is its sale as the API lists it, and a retry replays it byte for byte.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/sales?pageSize=50',
      headers: seller.headers,
    });
    const listedById = new Map(listed.json().data.map((sale: { id: string }) => [sale.id, sale]));
    for (const index of [0, 17, 39]) {
      expect(listedById.get(ids[index] ?? '')).toEqual(answers[index]?.json().data);
      const replay = await sell(seller, productsOf(index), keys[index] ?? '');
      expect(replay.body).toBe(answers[index]?.body);
    }
  });

  it('sells the last units to as many tills as there are units, and answers the others 409', async () => {
    const seller = await seedUser(ctx);
    const ultimas = await seedProduct(ctx, seller.user.id, { name: 'Últimas', quantity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) => sell(seller, [ultimas.id], `ultima-${index}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', errors: ['Últimas'] });
    }
    expect(await stockOf(ctx, ultimas.id)).toBe(0);
    expect(await salesOf(seller)).toHaveLength(5);
  });

  it('writes one sale when tills send the same key at once, and answers each the same', async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { quantity: 50 });
    const others = Array.from({ length: 12 }, (_, index) => sell(seller, [harina.id], `otra-${index}`));
    const same = Array.from({ length: 4 }, () => sell(seller, [harina.id], 'misma-venta'));
    const answers = await Promise.all([...others, ...same]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const sameBodies = answers.slice(12).map((answer) => answer.body);
    expect(new Set(sameBodies).size).toBe(1);
    expect(await salesOf(seller)).toHaveLength(13);
    expect(await stockOf(ctx, harina.id)).toBe(37);
  });
});
