import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { sales } from '../../db/schema/sales';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedProduct, stockOf } from '../../../test/seed-catalog';

// A burst of sales larger than the writers can take: the sales beyond the queue's bound are told at once to
// come back (503 with Retry-After) and write nothing; every sale let in is written once.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({ app: { saleWriter: { writers: 1, maxWaiting: 2 } } });
});
afterAll(() => ctx.close());

describe('POST /api/sales when the sale queue is full', () => {
  it('answers 503 with Retry-After and a Spanish message, and writes exactly the sales it accepted', async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { quantity: 1000 });
    const sell = (index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { ...seller.headers, 'idempotency-key': `rafaga-${index}` },
        payload: { items: [{ productId: harina.id, quantity: 1, price: 3 }], status: 'PAID' },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => sell(index)));

    const busy = answers.filter((answer) => answer.statusCode === 503);
    const sold = answers.filter((answer) => answer.statusCode === 201);
    expect(busy.length, 'some sales should have found the queue full').toBeGreaterThan(0);
    expect(sold.length + busy.length).toBe(40);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({ statusCode: 503, code: 'BUSY', message: SERVER_MESSAGES.BUSY });
    }
    const written = await ctx.db.select({ id: sales.id }).from(sales).where(eq(sales.shopId, seller.user.id));
    expect(written.map((sale) => sale.id).sort()).toEqual(sold.map((answer) => answer.json().data.id).sort());
    expect(await stockOf(ctx, harina.id)).toBe(1000 - sold.length);

    // The till retries a refused sale with its key after the burst: it goes through, once.
    const refusedIndex = answers.findIndex((answer) => answer.statusCode === 503);
    const retried = await sell(refusedIndex);
    expect(retried.statusCode).toBe(201);
    expect(await stockOf(ctx, harina.id)).toBe(1000 - sold.length - 1);
  });
});
