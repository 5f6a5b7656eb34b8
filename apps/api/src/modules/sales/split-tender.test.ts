import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpenAccount } from '@cuadre/shared/open-accounts/schemas';
import type { TSale, TSaleDetails } from '@cuadre/shared/sales/schemas';
import { payments, sales } from '../../db/schema/sales';
import { insertRate } from '../dollar-rate/dollar-rate.repository';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Design §10 split tender: POST /sales takes the payments as handed over, each in its currency; a PAID sale's must
// cover the total, and what goes beyond it is the change, in the currency the seller picks.

let ctx: TTestContext;
// Tuesday 10 March 2026, 11:00 in Caracas, with Bs. 245,6789 in force since that morning.
const TUESDAY = '2026-03-10T15:00:00.000Z';
// A day long before any rate: the rate read is remembered per day, so this day's "none" never hides Tuesday's.
const BEFORE_ANY_RATE = '2020-01-07T15:00:00.000Z';

beforeAll(async () => {
  ctx = await createTestContext();
  await insertRate(ctx.db, {
    rate: 245.6789,
    validFor: '2026-03-10',
    source: 'bcv',
    fetchedAt: new Date('2026-03-09T21:00:00Z'),
    createdBy: null,
    status: 'applied',
  });
});
afterAll(() => ctx.close());

const TEN_DOLLARS = { items: [{ name: 'Mercancía', quantity: 1, price: 10 }] };
// $5 in cash, then the rest in bolívares in cash: $5 at 245,6789 is Bs. 1.228,39, so Bs. 1.300 leaves Bs. 71,61
// over (only cash gives change).
const FIVE_AND_BS_1300 = [
  { method: 'CASH', currency: 'USD', amount: 5 },
  { method: 'CASH', currency: 'VES', amount: 1300 },
];

const postSale = (seller: TSeededUser, payload: object, idempotencyKey?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: idempotencyKey ? { ...seller.headers, 'idempotency-key': idempotencyKey } : seller.headers,
    payload,
  });

async function details(seller: TSeededUser, saleId: string): Promise<TSaleDetails> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/payments`,
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TSaleDetails;
}

const salesOf = (seller: TSeededUser) => ctx.db.select().from(sales).where(eq(sales.shopId, seller.user.id));
const paymentsOf = (seller: TSeededUser) =>
  ctx.db.select().from(payments).where(eq(payments.shopId, seller.user.id));

describe('a split sale with a rate in force', () => {
  beforeAll(() => setAppNow(ctx, TUESDAY));

  it('$5 in cash and Bs. 1.300 in cash pay a $10 sale with Bs. 71,61 of change, kept as handed over', async () => {
    const seller = await seedUser(ctx);
    const sale = await sellViaApi(ctx, seller, {
      ...TEN_DOLLARS,
      status: 'PAID',
      payments: FIVE_AND_BS_1300,
    });
    expect(sale).toMatchObject({
      status: 'PAID',
      total: 10,
      totalPaid: 10,
      igtfTotal: 0,
      exchangeRate: 245.6789,
      change: { currency: 'VES', amount: 71.61 },
    });
    const shown = await details(seller, sale.id);
    expect(shown).toMatchObject({ balance: 0, change: { currency: 'VES', amount: 71.61 } });
    expect(shown.payments).toEqual([
      expect.objectContaining({ method: 'CASH', currency: 'USD', amountInCurrency: 5, amount: 5 }),
      expect.objectContaining({
        method: 'CASH',
        currency: 'VES',
        amountInCurrency: 1300,
        exchangeRate: 245.6789,
        amount: 5,
        referenceNumber: null,
      }),
    ]);
  });

  it('the change may be given in dollars instead', async () => {
    const seller = await seedUser(ctx);
    const sale = await sellViaApi(ctx, seller, {
      ...TEN_DOLLARS,
      status: 'PAID',
      payments: FIVE_AND_BS_1300,
      changeCurrency: 'USD',
    });
    // Bs. 71,61 ÷ 245,6789 = 0,29148… → $0.29.
    expect(sale.change).toEqual({ currency: 'USD', amount: 0.29 });
  });

  it('refuses a PAID sale whose payments fall short, saying what is missing, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const response = await postSale(seller, {
      ...TEN_DOLLARS,
      status: 'PAID',
      payments: [
        { method: 'CASH', currency: 'USD', amount: 5 },
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1000, referenceNumber: '0412' },
      ],
    });
    expect(response.statusCode).toBe(400);
    // Bs. 1.000 ÷ 245,6789 = $4.07: $0.93 are missing.
    expect(response.json().message).toBe('Los pagos no cubren el total de la venta: faltan $0.93.');
    expect(await salesOf(seller)).toHaveLength(0);
  });

  it('replays an Idempotency-Key retry of a split sale with the same answer, written once', async () => {
    const seller = await seedUser(ctx);
    const payload = { ...TEN_DOLLARS, status: 'PAID', payments: FIVE_AND_BS_1300 };
    const first = await postSale(seller, payload, 'dividido-1');
    const retry = await postSale(seller, payload, 'dividido-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await salesOf(seller)).toHaveLength(1);
    expect(await paymentsOf(seller)).toHaveLength(2);
  });

  it('a PENDING split sale joins the client’s open account with what its payments paid off', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const sale: TSale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Mercancía', quantity: 1, price: 30 }],
      status: 'PENDING',
      clientId: client.id,
      payments: FIVE_AND_BS_1300,
    });
    // Bs. 1.300 do not cover the rest here: they count for 1.300 ÷ 245,6789 = $5.29, so $10.29 is paid.
    expect(sale).toMatchObject({ status: 'PENDING', totalPaid: 10.29, change: null });
    expect(sale.payments.map((payment) => payment.amount)).toEqual([5, 5.29]);
    expect(await details(seller, sale.id)).toMatchObject({ totalPaid: 10.29, balance: 19.71 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/open-accounts',
      headers: seller.headers,
    });
    const accounts = response.json().data as TOpenAccount[];
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      totalAmount: 30,
      totalPaidOnThisAccount: 10.29,
      totalOwed: 19.71,
    });
    expect(accounts[0]?.sales.map((accountSale) => accountSale.id)).toEqual([sale.id]);
  });
});

describe('a split sale with no rate in force', () => {
  beforeAll(() => setAppNow(ctx, BEFORE_ANY_RATE));

  it('refuses payments in bolívares with 409 and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const response = await postSale(seller, {
      ...TEN_DOLLARS,
      status: 'PAID',
      payments: FIVE_AND_BS_1300,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(await salesOf(seller)).toHaveLength(0);
    expect(await paymentsOf(seller)).toHaveLength(0);
  });
});
