import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { sales } from '../../db/schema/sales';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { type TSeededUser, seedUser, seededUserIds } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { statementsSentDuring } from '../../../test/sent-statements';
import { writeSalesStatement } from './write-sales.statement';

// Design §12: every sale gets the seller's next receipt number in its own write — in order, no repeats,
// no gaps — whether it goes alone, several in one statement, or under row locks.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  // Design §13: whatever this file sold or edited, each product's movements add up to its stock.
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

function sell(seller: TSeededUser, payload: object, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: key ? { ...seller.headers, 'idempotency-key': key } : seller.headers,
    payload,
  });
}

const PAN = { items: [{ name: 'Pan', quantity: 1, price: 1 }], status: 'PAID' };

/** The seller's receipt numbers as stored, in the order of the sales' instants ("newest first", reversed). */
async function numbersOf(seller: TSeededUser): Promise<number[]> {
  const rows = await ctx.db
    .select({ number: sales.receiptNumber })
    .from(sales)
    .where(eq(sales.shopId, seller.user.id))
    .orderBy(asc(sales.createdAt), asc(sales.id));
  return rows.map((row) => row.number);
}

async function storedNumberOf(saleId: string): Promise<number | undefined> {
  const [row] = await ctx.db.select({ number: sales.receiptNumber }).from(sales).where(eq(sales.id, saleId));
  return row?.number;
}

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('receipt numbers', () => {
  it('100 sales of one seller at once get 1…100, each once, in the order of their instants, some of them written in one statement', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 1000 });
    let answers: Awaited<ReturnType<typeof sell>>[] = [];
    const sent = await statementsSentDuring(ctx, async () => {
      answers = await Promise.all([
        ...oneTo(100).map((index) =>
          sell(
            seller,
            index % 2 ? PAN : { items: [{ productId: product.id, quantity: 1, price: 2 }], status: 'PAID' },
            `venta-${index}`,
          ),
        ),
        // Another seller's sales at the same time count from their own 1.
        ...oneTo(5).map(() => sell(other, PAN)),
      ]);
    });
    expect(sent).toContain(writeSalesStatement.name);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const answered = answers.slice(0, 100).map((answer) => (answer.json().data as TSale).receiptNumber);
    expect([...answered].sort((a, b) => a - b)).toEqual(oneTo(100));
    expect(await numbersOf(seller)).toEqual(oneTo(100));
    expect(await numbersOf(other)).toEqual(oneTo(5));
    // Each stored as answered.
    for (const index of [0, 41, 99]) {
      const sale = answers[index]?.json().data as TSale;
      expect(await storedNumberOf(sale.id)).toBe(sale.receiptNumber);
    }
    // A retry replays its number and takes none.
    const replay = await sell(seller, PAN, 'venta-1');
    expect(replay.json().data.receiptNumber).toBe(answered[0]);
    expect((await sell(seller, PAN)).json().data.receiptNumber).toBe(101);
  });

  it('skips no number: a sale refused (short of stock) or a retry takes none, and sales on credit share the sequence', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 1 });
    const client = await seedClient(ctx, seller.user.id);
    expect((await sell(seller, PAN, 'uno')).json().data.receiptNumber).toBe(1);
    const short = await sell(seller, {
      items: [{ productId: product.id, quantity: 2, price: 2 }],
      status: 'PAID',
    });
    expect(short.statusCode).toBe(409);
    expect((await sell(seller, PAN, 'uno')).json().data.receiptNumber).toBe(1);
    const credit = await sell(seller, {
      items: [{ name: 'Arroz', quantity: 1, price: 30 }],
      status: 'PENDING',
      clientId: client.id,
    });
    expect(credit.json().data.receiptNumber).toBe(2);
    expect((await sell(seller, PAN)).json().data.receiptNumber).toBe(3);
    expect(await numbersOf(seller)).toEqual([1, 2, 3]);
  });

  it('writes one sale when the same key arrives twice at once, answers both with its number, and skips none', async () => {
    const seller = await seedUser(ctx);
    const twice = await Promise.all(oneTo(6).map(() => sell(seller, PAN, 'doble')));
    expect(twice.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(new Set(twice.map((answer) => answer.body)).size).toBe(1);
    expect(twice[0]?.json().data.receiptNumber).toBe(1);
    expect((await sell(seller, PAN)).json().data.receiptNumber).toBe(2);
    expect(await numbersOf(seller)).toEqual([1, 2]);
  });

  it('PAID and PENDING sales racing each other still count 1…40 with no gap', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const answers = await Promise.all(
      oneTo(40).map((index) =>
        sell(
          seller,
          index % 4 === 0
            ? { items: [{ name: 'Arroz', quantity: 1, price: 30 }], status: 'PENDING', clientId: client.id }
            : PAN,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(await numbersOf(seller)).toEqual(oneTo(40));
  });
});
