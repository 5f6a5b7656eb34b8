import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dollarRates } from '../../db/schema/system';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { BCV_FIXTURE, bcvPageWithRate, refusedUrl, startBcvStub, type TBcvStub } from './bcv-stub-server';
import { FAILURE_BACKOFF_MS } from './dollar-rate.service';

const TTL_SECONDS = 600;
const UNAVAILABLE = {
  statusCode: 503,
  code: 'DOLLAR_RATE_UNAVAILABLE',
  message: 'No se pudo obtener el valor del dólar. Inténtalo de nuevo más tarde.',
};

let stub: TBcvStub;
let ctx: TTestContext;
let seller: TSeededUser;
let admin: TSeededUser;

const getRate = (headers: Record<string, string> = seller.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/dollar-rate', headers });
const postManual = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/dollar-rate', headers, payload });
const advance = (ms: number) => {
  ctx.clock.offsetMs += ms;
};

beforeAll(async () => {
  stub = await startBcvStub();
  ctx = await createTestContext({
    env: { DOLLAR_RATE_URL: stub.url, DOLLAR_RATE_TTL: String(TTL_SECONDS) },
  });
  seller = await seedUser(ctx, { country: 'VE' });
  admin = await seedUser(ctx, { role: 'ADMIN', country: null });
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});
beforeEach(async () => {
  await ctx.db.delete(dollarRates);
  stub.requests = 0;
  stub.respond = { status: 200, body: BCV_FIXTURE };
  // Past any failure back-off left by the previous test.
  advance(FAILURE_BACKOFF_MS + 1);
});

describe('GET /api/dollar-rate', () => {
  it('reads the BCV page, stores the reading and serves rate, lastUpdated, validFor and source', async () => {
    const before = Date.now() + ctx.clock.offsetMs;
    const response = await getRate();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      rate: 36.5731,
      lastUpdated: expect.any(String),
      validFor: '2024-03-18',
      source: 'bcv',
    });
    expect(new Date(data.lastUpdated).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const rows = await ctx.db.select().from(dollarRates);
    expect(rows).toMatchObject([{ rate: 36.5731, source: 'bcv', validFor: '2024-03-18', createdBy: null }]);
  });

  it("parses '1.234,56' as 1234.56", async () => {
    stub.respond = { status: 200, body: bcvPageWithRate('1.234,56') };
    expect((await getRate()).json().data.rate).toBe(1234.56);
  });

  it('asks the source at most once per TTL, and once for concurrent requests', async () => {
    await getRate();
    advance((TTL_SECONDS - 1) * 1000);
    await getRate();
    expect(stub.requests).toBe(1);

    advance(2000);
    stub.respond = { status: 200, body: bcvPageWithRate('40,00'), delayMs: 100 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => getRate()));
    expect(answers.map((answer) => answer.json().data.rate)).toEqual([40, 40, 40, 40, 40]);
    expect(stub.requests).toBe(2);
    expect(await ctx.db.select().from(dollarRates)).toHaveLength(2);
  });

  it.each([
    ['answers 500', () => (stub.respond = { status: 500, body: 'Internal Server Error' })],
    ['serves garbage', () => (stub.respond = { status: 200, body: '<html>Mantenimiento</html>' })],
    ['serves an absurd rate', () => (stub.respond = { status: 200, body: bcvPageWithRate('0,00') })],
  ])('serves the last reading with its real time when the source %s', async (_label, breakSource) => {
    const first = (await getRate()).json().data;
    advance((TTL_SECONDS + 60) * 1000);
    breakSource();
    const response = await getRate();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(first);
    expect(stub.requests).toBe(2);
  });

  it('backs off after a failure instead of asking the source on every request', async () => {
    await getRate();
    advance((TTL_SECONDS + 1) * 1000);
    stub.respond = { status: 500, body: '' };
    await getRate();
    await getRate();
    expect(stub.requests).toBe(2);
    advance(FAILURE_BACKOFF_MS + 1);
    stub.respond = { status: 200, body: bcvPageWithRate('41,50') };
    expect((await getRate()).json().data.rate).toBe(41.5);
    expect(stub.requests).toBe(3);
  });

  it('answers 503 with the Spanish message when the source fails and nothing was ever read', async () => {
    stub.respond = { status: 500, body: '' };
    const response = await getRate();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    // With nothing to fall back on, the next request asks again and gets the rate as soon as the BCV is back.
    stub.respond = { status: 200, body: BCV_FIXTURE };
    expect((await getRate()).json().data.rate).toBe(36.5731);
    expect(stub.requests).toBe(2);
  });

  it('is for signed-in users only (sellers and admins)', async () => {
    expect((await getRate({})).statusCode).toBe(401);
    expect((await getRate(admin.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/dollar-rate with the source unreachable', () => {
  let offline: TTestContext;
  let offlineSeller: TSeededUser;
  beforeAll(async () => {
    offline = await createTestContext({ env: { DOLLAR_RATE_URL: await refusedUrl() } });
    offlineSeller = await seedUser(offline, { country: 'VE' });
  });
  afterAll(() => offline.close());

  it('answers 503 with no reading, then the last stored reading (a manual one) with its real time', async () => {
    const get = () =>
      offline.app.inject({ method: 'GET', url: '/api/dollar-rate', headers: offlineSeller.headers });
    const none = await get();
    expect(none.statusCode).toBe(503);
    expect(none.json()).toEqual(UNAVAILABLE);

    const fetchedAt = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await offline.db
      .insert(dollarRates)
      .values({ rate: 39.1, source: 'bcv', fetchedAt, validFor: '2024-03-15' });
    const stale = await get();
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual({
      rate: 39.1,
      lastUpdated: fetchedAt.toISOString(),
      validFor: '2024-03-15',
      source: 'bcv',
    });
  });
});

describe('POST /api/admin/dollar-rate', () => {
  it('records a manual reading that is then served as the latest, without asking the source', async () => {
    await getRate();
    const response = await postManual({ rate: 38.25, validFor: '2024-03-19' });
    expect(response.statusCode).toBe(201);
    const manual = response.json().data;
    expect(manual).toEqual({
      rate: 38.25,
      lastUpdated: expect.any(String),
      validFor: '2024-03-19',
      source: 'manual',
    });
    expect((await getRate()).json().data).toEqual(manual);
    expect(stub.requests).toBe(1);
    const [row] = await ctx.db.select().from(dollarRates).where(eq(dollarRates.source, 'manual'));
    expect(row?.createdBy).toBe(admin.user.id);
  });

  it('serves a manual rate when the BCV was never readable', async () => {
    stub.respond = { status: 500, body: '' };
    expect((await getRate()).statusCode).toBe(503);
    await postManual({ rate: 37 });
    expect((await getRate()).json().data).toMatchObject({ rate: 37, source: 'manual', validFor: null });
  });

  it('is for admins only', async () => {
    expect((await postManual({ rate: 38 }, seller.headers)).statusCode).toBe(403);
    expect((await postManual({ rate: 38 }, {})).statusCode).toBe(401);
    expect(await ctx.db.select().from(dollarRates)).toHaveLength(0);
  });

  it('refuses a rate of 0 or text, in Spanish', async () => {
    const zero = await postManual({ rate: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'La tasa debe ser mayor a 0' });
    expect((await postManual({ rate: 'abc' })).statusCode).toBe(400);
  });
});
