// Stripe's idempotency keys: a retried POST /api/sales with the same key is the same sale, answered byte for
// byte as the first time, however many copies arrive and in whatever order; another body under a used key
// is refused. (200 sales on 50 units: modules/sales/create-sale.test.ts; 100 instalments on one sale:
// modules/payments/payments.routes.test.ts.)
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { payments, sales } from '../../src/db/schema/sales';
import { idempotencyKeys } from '../../src/db/schema/system';
import { createTestContext, type TTestContext } from '../test-app';
import { seedUser } from '../seed';
import { seedProduct, stockOf } from '../seed-catalog';

const KEYS = 50;
const COPIES = 20;
const BATCH = 100;
const INITIAL_STOCK = 1_000;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Fisher–Yates with a small seeded generator, so a failure can be replayed with the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function countOf(table: typeof sales | typeof payments | typeof idempotencyKeys, shopId: string) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.shopId, shopId));
  return row?.n ?? 0;
}

describe('Idempotency-Key on POST /api/sales', () => {
  it('1,000 POSTs on 50 keys (20 each, shuffled, 100 at a time) make 50 sales with byte-identical replays', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: INITIAL_STOCK, price: 10 });
    // Each key has its own body (a price of its own), so a replay of the wrong sale would show.
    const bodyOf = (key: number) => ({ items: [{ productId: product.id, quantity: 1, price: 10 + key }] });
    const seed = Date.now();
    const order = shuffled(
      Array.from({ length: KEYS * COPIES }, (_, i) => i % KEYS),
      seed,
    );

    const answers = new Map<number, { statusCode: number; body: string; replayed: boolean }[]>();
    for (let start = 0; start < order.length; start += BATCH) {
      const batch = order.slice(start, start + BATCH);
      const responses = await Promise.all(
        batch.map((key) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/sales',
            headers: { ...seller.headers, 'idempotency-key': `clave-${seed}-${key}` },
            payload: bodyOf(key),
          }),
        ),
      );
      responses.forEach((response, i) => {
        const key = batch[i]!;
        const list = answers.get(key) ?? [];
        list.push({
          statusCode: response.statusCode,
          body: response.body,
          replayed: response.headers['idempotent-replayed'] === 'true',
        });
        answers.set(key, list);
      });
    }

    const saleIds = new Set<string>();
    let replays = 0;
    for (const [key, list] of answers) {
      expect(list).toHaveLength(COPIES);
      expect(list.every((answer) => answer.statusCode === 201)).toBe(true);
      // One original per key; every other copy is a replay of exactly its bytes.
      const originals = list.filter((answer) => !answer.replayed);
      expect(originals).toHaveLength(1);
      const first = originals[0]!;
      for (const answer of list) expect(answer.body).toBe(first.body);
      replays += list.length - 1;
      const sale = JSON.parse(first.body).data;
      expect(sale.total).toBe(10 + key);
      saleIds.add(sale.id);
    }
    console.info(
      `[idempotency] ${order.length} POSTs on ${KEYS} keys (seed ${seed}): ${saleIds.size} sales, ` +
        `${replays} byte-identical replays, stock ${INITIAL_STOCK} → ${await stockOf(ctx, product.id)}`,
    );
    expect(saleIds.size).toBe(KEYS);
    expect(await countOf(sales, seller.user.id)).toBe(KEYS);
    expect(await countOf(payments, seller.user.id)).toBe(KEYS);
    expect(await countOf(idempotencyKeys, seller.user.id)).toBe(KEYS);
    expect(await stockOf(ctx, product.id)).toBe(INITIAL_STOCK - KEYS);

    // The same keys with other bodies: 422 in Spanish, and nothing more is sold.
    const reused = await Promise.all(
      Array.from({ length: KEYS }, (_, key) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sales',
          headers: { ...seller.headers, 'idempotency-key': `clave-${seed}-${key}` },
          payload: { items: [{ productId: product.id, quantity: 2, price: 10 + key }] },
        }),
      ),
    );
    for (const response of reused) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        statusCode: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: SERVER_MESSAGES.IDEMPOTENCY_KEY_REUSED,
      });
    }
    expect(await countOf(sales, seller.user.id)).toBe(KEYS);
    expect(await stockOf(ctx, product.id)).toBe(INITIAL_STOCK - KEYS);
  });

  it("scopes keys to the seller: another seller's identical key makes that seller's own sale", async () => {
    const [first, second] = await Promise.all([seedUser(ctx), seedUser(ctx)]);
    const own = await Promise.all(
      [first!, second!].map(async (seller) => {
        const product = await seedProduct(ctx, seller.user.id, { quantity: 5 });
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/sales',
          headers: { ...seller.headers, 'idempotency-key': 'misma-clave' },
          payload: { items: [{ productId: product.id, quantity: 1, price: 10 }] },
        });
        return { response, product };
      }),
    );
    for (const { response, product } of own) {
      expect(response.statusCode).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
      expect(await stockOf(ctx, product.id)).toBe(4);
    }
    expect(own[0]!.response.json().data.id).not.toBe(own[1]!.response.json().data.id);
  });
});
