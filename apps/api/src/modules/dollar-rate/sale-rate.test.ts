import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { sales } from '../../db/schema/sales';
import { insertRate } from './dollar-rate.repository';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Design §10: a Venezuelan seller's sale remembers the rate in force at its moment and its Fecha
// Valor; everything about it in bolívares uses that rate, not today's.

let ctx: TTestContext;
// Tuesday 10 March 2026, 11:00 in Caracas. The BCV published Monday afternoon the rate valid from Tuesday, and
// Tuesday afternoon the one valid from Wednesday.
const TUESDAY = '2026-03-10T15:00:00.000Z';
const WEDNESDAY = '2026-03-11T15:00:00.000Z';

beforeAll(async () => {
  ctx = await createTestContext();
  setAppNow(ctx, TUESDAY);
  const reading = { source: 'bcv' as const, createdBy: null, status: 'applied' as const };
  await insertRate(ctx.db, {
    ...reading,
    rate: 245.6789,
    validFor: '2026-03-10',
    fetchedAt: new Date('2026-03-09T21:00:00Z'),
  });
  await insertRate(ctx.db, {
    ...reading,
    rate: 250.1234,
    validFor: '2026-03-11',
    fetchedAt: new Date('2026-03-10T21:00:00Z'),
  });
  // The euro of the same pages, beside the dollar.
  for (const [rate, validFor, fetchedAt] of [
    [265.4321, '2026-03-10', '2026-03-09T21:00:00Z'],
    [270.5, '2026-03-11', '2026-03-10T21:00:00Z'],
  ] as const) {
    await insertRate(ctx.db, { ...reading, currency: 'EUR', rate, validFor, fetchedAt: new Date(fetchedAt) });
  }
});
afterAll(() => ctx.close());

const ONE_LINE = { items: [{ name: 'Mercancía', quantity: 1, price: 10 }] };

async function storedRate(saleId: string) {
  const [row] = await ctx.db
    .select({ exchangeRate: sales.exchangeRate, exchangeRateDate: sales.exchangeRateDate })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row;
}

async function answered(seller: Awaited<ReturnType<typeof seedUser>>, saleId: string) {
  const list = await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: seller.headers });
  const details = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/payments`,
    headers: seller.headers,
  });
  const listed = (list.json().data as TSale[]).find((sale) => sale.id === saleId);
  return { listed, details: details.json().data as TSale };
}

describe('a sale remembers its rate', () => {
  it('remembers the euro in force beside the dollar, and the next day’s once its Fecha Valor comes', async () => {
    setAppNow(ctx, TUESDAY);
    const seller = await seedUser(ctx);
    const tuesday = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' });
    expect(tuesday).toMatchObject({ exchangeRate: 245.6789, exchangeRateEur: 265.4321 });
    setAppNow(ctx, WEDNESDAY);
    const wednesday = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' });
    expect(wednesday).toMatchObject({ exchangeRate: 250.1234, exchangeRateEur: 270.5 });
    const { details } = await answered(seller, tuesday.id);
    expect(details.exchangeRateEur).toBe(265.4321);
    setAppNow(ctx, TUESDAY);
  });

  it("stores a Venezuelan seller's rate in force and its Fecha Valor, and answers them everywhere", async () => {
    setAppNow(ctx, TUESDAY);
    const seller = await seedUser(ctx);
    const sale = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' });
    // Wednesday's rate is published but not applied before its date.
    expect(sale).toMatchObject({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
    expect(await storedRate(sale.id)).toEqual({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
    const { listed, details } = await answered(seller, sale.id);
    expect(listed).toMatchObject({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
    expect(details).toMatchObject({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
  });

  it('a PENDING sale (written under row locks) remembers it too', async () => {
    setAppNow(ctx, TUESDAY);
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const sale = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PENDING', clientId: client.id });
    expect(await storedRate(sale.id)).toEqual({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
  });

  it('a seller outside Venezuela has no rate: nulls, stored and answered', async () => {
    setAppNow(ctx, TUESDAY);
    const seller = await seedUser(ctx, { country: 'CO' });
    const sale = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' });
    expect(sale).toMatchObject({ exchangeRate: null, exchangeRateDate: null });
    expect(await storedRate(sale.id)).toEqual({ exchangeRate: null, exchangeRateDate: null });
    expect((await answered(seller, sale.id)).details).toMatchObject({
      exchangeRate: null,
      exchangeRateDate: null,
    });
  });

  it("keeps its rate after the rate changes: Wednesday's sale takes Wednesday's, Tuesday's keeps Tuesday's", async () => {
    setAppNow(ctx, TUESDAY);
    const seller = await seedUser(ctx);
    const tuesday = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' });
    setAppNow(ctx, WEDNESDAY);
    const wednesday = await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' });
    expect(wednesday).toMatchObject({ exchangeRate: 250.1234, exchangeRateDate: '2026-03-11' });
    const { listed, details } = await answered(seller, tuesday.id);
    expect(listed).toMatchObject({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
    expect(details).toMatchObject({ exchangeRate: 245.6789, exchangeRateDate: '2026-03-10' });
    setAppNow(ctx, TUESDAY);
  });

  it('takes the rate from memory: a rate set later reaches the sales once the remembered one is 30 s old', async () => {
    setAppNow(ctx, TUESDAY);
    const seller = await seedUser(ctx);
    const sell = async () => (await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' })).exchangeRate;
    expect(await sell()).toBe(245.6789);
    // An admin corrects Tuesday's rate (a later reading for the same Fecha Valor is the one in force).
    await insertRate(ctx.db, {
      rate: 246.5,
      validFor: '2026-03-10',
      source: 'manual',
      fetchedAt: new Date('2026-03-10T16:00:00Z'),
      createdBy: null,
      status: 'applied',
    });
    setAppNow(ctx, '2026-03-10T15:00:10.000Z');
    // No query per sale: 10 s later the remembered reading still serves.
    expect(await sell()).toBe(245.6789);
    setAppNow(ctx, '2026-03-10T15:00:45.000Z');
    // Older than 30 s: this sale asks for a new reading in the background; the next ones take the new rate.
    await sell();
    await expect.poll(sell, { timeout: 2000, interval: 50 }).toBe(246.5);
    setAppNow(ctx, TUESDAY);
  });

  it("a manual rate an admin sets reaches this process's next sale at once", async () => {
    // After the correction above (fetched 16:00 UTC), so that the admin's rate is the newest for Tuesday.
    setAppNow(ctx, '2026-03-10T17:00:00.000Z');
    const seller = await seedUser(ctx);
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/dollar-rate',
      headers: admin.headers,
      payload: { rate: 247.25, validFor: '2026-03-10' },
    });
    expect(set.statusCode, set.body).toBe(201);
    // The very next sale: not after the remembered reading has aged (it would still be the corrected 246,50).
    expect(await sellViaApi(ctx, seller, { ...ONE_LINE, status: 'PAID' })).toMatchObject({
      exchangeRate: 247.25,
      exchangeRateDate: '2026-03-10',
    });
    setAppNow(ctx, TUESDAY);
  });
});
