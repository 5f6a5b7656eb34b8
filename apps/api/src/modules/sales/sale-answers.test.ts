import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { idempotencyKeys } from '../../db/schema/system';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, seededUserIds, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';

// The answer of POST /sales has one author, the sales statement: the answer given and the one stored with the
// Idempotency-Key are the same, complete (nothing left for the statement to fill in), and a replay gives it again.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** What the statement once filled in by text: an instant, a till or a number left empty. */
const UNFILLED = /"(createdAt|cashSessionId|receivedAt)":\s*""|"receiptNumber":\s*0\b/;

function postSale(seller: TSeededUser, payload: object, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...seller.headers, 'idempotency-key': key },
    payload,
  });
}

async function storedBody(seller: TSeededUser, key: string): Promise<string> {
  const [stored] = await ctx.db
    .select({ body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.shopId, seller.user.id), eq(idempotencyKeys.key, key)));
  if (!stored?.body) throw new Error(`no answer stored for ${key}`);
  return stored.body;
}

/** Sells with a key, then checks the stored answer against the live one and the replay against both. */
async function sellAndCompare(seller: TSeededUser, payload: object, key: string): Promise<TSale> {
  const first = await postSale(seller, payload, key);
  expect(first.statusCode, first.body).toBe(201);
  const live = first.json<{ data: TSale }>();
  const stored = await storedBody(seller, key);
  expect(stored).not.toMatch(UNFILLED);
  expect(JSON.parse(stored)).toEqual(live);

  const replay = await postSale(seller, payload, key);
  expect(replay.statusCode).toBe(201);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.body).toBe(first.body);
  return live.data;
}

async function openTill(seller: TSeededUser): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/cash-sessions',
    headers: seller.headers,
    payload: { openingFloat: { USD: 0 } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

describe('the answer of POST /api/sales with an Idempotency-Key', () => {
  it('is stored as given for a PAID sale, with its instants, till and number', async () => {
    const seller = await seedUser(ctx);
    const tillId = await openTill(seller);
    const harina = await seedProduct(ctx, seller.user.id, { price: 2, quantity: 10 });
    const arroz = await seedProduct(ctx, seller.user.id, { price: 1.5, quantity: 10 });
    const sale = await sellAndCompare(
      seller,
      {
        items: [
          { productId: arroz.id, quantity: 2, price: 1.5 },
          { productId: harina.id, quantity: 1, price: 2 },
          { name: 'Bolsa', quantity: 1, price: 0.1 },
        ],
        status: 'PAID',
        paymentMethod: 'CASH',
      },
      'pagada',
    );
    expect(sale).toMatchObject({
      cashSessionId: tillId,
      receiptNumber: 1,
      occurredAt: null,
      receivedAt: null,
    });
    expect(sale.createdAt).toMatch(ISO);
    expect(sale.payments.map((payment) => payment.createdAt)).toEqual([sale.createdAt]);
    expect(sale.items.map((item) => item.id)).toEqual(sale.items.map((item) => item.id).sort());
  });

  it('is stored as given for a sale made offline, with when it was made and when it arrived', async () => {
    const seller = await seedUser(ctx);
    const harina = await seedProduct(ctx, seller.user.id, { price: 2, quantity: 10 });
    const occurredAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const sale = await sellAndCompare(
      seller,
      { items: [{ productId: harina.id, quantity: 1, price: 2 }], status: 'PAID', occurredAt },
      'sin-senal',
    );
    expect(sale).toMatchObject({ createdAt: occurredAt, occurredAt, cashSessionId: null, receiptNumber: 1 });
    expect(sale.receivedAt).toMatch(ISO);
    expect(sale.payments.map((payment) => payment.createdAt)).toEqual([occurredAt]);
  });

  it('is stored as given for a PENDING sale, sold under row locks', async () => {
    const seller = await seedUser(ctx);
    const tillId = await openTill(seller);
    const harina = await seedProduct(ctx, seller.user.id, { price: 20, quantity: 10 });
    const client = await seedClient(ctx, seller.user.id);
    const sale = await sellAndCompare(
      seller,
      {
        items: [{ productId: harina.id, quantity: 1, price: 20 }],
        status: 'PENDING',
        clientId: client.id,
        initialPaymentAmount: 5,
      },
      'fiada',
    );
    expect(sale).toMatchObject({ status: 'PENDING', totalPaid: 5, cashSessionId: tillId, receiptNumber: 1 });
    expect(sale.payments.map((payment) => payment.createdAt)).toEqual([sale.createdAt]);
  });

  it('says what the database keeps of a name cut inside an emoji, as GET /sales then lists it', async () => {
    const seller = await seedUser(ctx);
    // A lone surrogate: no text in PostgreSQL can hold it, so the sale's line keeps U+FFFD in its place.
    const sale = await sellAndCompare(
      seller,
      { items: [{ name: 'Café \ud83d', quantity: 1, price: 1 }], status: 'PAID', sellerName: '\udc00Ana' },
      'emoji-cortado',
    );
    expect(sale.items[0]?.name).toBe('Café \ufffd');
    expect(sale.sellerName).toBe('\ufffdAna');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: seller.headers });
    expect(listed.json<{ data: TSale[] }>().data).toEqual([sale]);
  });
});
