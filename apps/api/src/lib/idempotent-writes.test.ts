import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedUser, type TSeededUser } from '../../test/seed';
import { seedClient, seedProduct, stockOf } from '../../test/seed-catalog';
import { sellViaApi } from '../../test/sell';

// Design §3: every write that takes an Idempotency-Key reads and checks it the same way (idempotentWrite), so a
// key no write could store is refused alike by each of them, before anything is written — and a replay of a
// key already used is marked alike.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const UNUSABLE_KEYS = ['', 'k'.repeat(256)];

function post(seller: TSeededUser, url: string, payload: object, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...seller.headers, 'idempotency-key': key },
    payload,
  });
}

async function pendingSale(seller: TSeededUser) {
  const client = await seedClient(ctx, seller.user.id);
  const product = await seedProduct(ctx, seller.user.id, { price: 10, quantity: 5 });
  const sale = await sellViaApi(ctx, seller, {
    items: [{ productId: product.id, quantity: 2, price: 10 }],
    status: 'PENDING',
    clientId: client.id,
  });
  return { sale, product };
}

async function balanceOf(seller: TSeededUser, saleId: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/payments`,
    headers: seller.headers,
  });
  return (response.json().data as TSaleDetails).balance;
}

describe('an Idempotency-Key no write could store', () => {
  it.each(UNUSABLE_KEYS)(
    'is refused by a sale, a payment and a return alike, with nothing written (%#)',
    async (key) => {
      const seller = await seedUser(ctx);
      const { sale, product } = await pendingSale(seller);
      const stockBefore = await stockOf(ctx, product.id);
      const balanceBefore = await balanceOf(seller, sale.id);
      const itemId = sale.items[0]?.id;
      if (!itemId) throw new Error('the sale has no line');

      const answers = [
        await post(
          seller,
          '/sales',
          { items: [{ productId: product.id, quantity: 1, price: 10 }], status: 'PAID' },
          key,
        ),
        await post(seller, '/payments', { saleId: sale.id, amount: 5, method: 'CASH' }, key),
        await post(
          seller,
          `/sales/${sale.id}/returns`,
          { lines: [{ saleItemId: itemId, quantity: 1 }], refund: { credit: true } },
          key,
        ),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().errors).toEqual(['Idempotency-Key inválida']);
      }
      expect(await stockOf(ctx, product.id)).toBe(stockBefore);
      expect(await balanceOf(seller, sale.id)).toBe(balanceBefore);
    },
  );
});

describe('a key used again for the same write', () => {
  it('is answered with the first answer, marked as a replay, by a sale, a payment and a return alike', async () => {
    const seller = await seedUser(ctx);
    const { sale, product } = await pendingSale(seller);
    const itemId = sale.items[0]?.id;
    if (!itemId) throw new Error('the sale has no line');
    const writes: [string, object][] = [
      ['/sales', { items: [{ productId: product.id, quantity: 1, price: 10 }], status: 'PAID' }],
      ['/payments', { saleId: sale.id, amount: 5, method: 'CASH' }],
      [
        `/sales/${sale.id}/returns`,
        { lines: [{ saleItemId: itemId, quantity: 1 }], refund: { credit: true } },
      ],
    ];
    for (const [url, payload] of writes) {
      const key = `otra-vez-${url}`;
      const first = await post(seller, url, payload, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await post(seller, url, payload, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    // One sale of one unit, one return of one: the stock is where a single of each leaves it.
    expect(await stockOf(ctx, product.id)).toBe(5 - 2 - 1 + 1);
  });
});
