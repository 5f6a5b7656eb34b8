import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dollarRates } from '../../db/schema/system';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { createBcvProvider, createFallbackProvider } from './bcv-provider';
import { BCV_FIXTURE, bcvPageFor, startBcvStub, type TBcvStub } from './bcv-stub-server';
import { createDollarRateRefresher, type TDollarRateRefresher } from './dollar-rate.refresher';

const UNAVAILABLE = {
  statusCode: 503,
  code: 'DOLLAR_RATE_UNAVAILABLE',
  message: 'No se pudo obtener el valor del dólar. Inténtalo de nuevo más tarde.',
};
/** A Thursday, a Friday, the weekend and the Monday after, as Caracas instants (UTC−4, no daylight saving). */
const at = (day: string, time: string) => `${day}T${time}-04:00`;
/** The app's clock runs on from the instant it is set to: the instant as stored, to the second. */
const instant = (day: string, time: string) =>
  expect.stringMatching(new RegExp(`^${new Date(at(day, time)).toISOString().slice(0, 19)}\\.\\d{3}Z$`));

let bcv: TBcvStub;
let fallback: TBcvStub;
let ctx: TTestContext;
let seller: TSeededUser;
let admin: TSeededUser;
let refresher: TDollarRateRefresher;

const getRate = (headers: Record<string, string> = seller.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/dollar-rate', headers });
const rateNow = async () => (await getRate()).json().data;
const getHistory = (headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/dollar-rate/history', headers });
const confirm = (id: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/dollar-rate/${id}/confirm`, headers });
const postManual = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/dollar-rate', headers, payload });
const officialEntry = (promedio: unknown, fechaActualizacion?: string) => ({
  fuente: 'oficial',
  nombre: 'Oficial',
  compra: null,
  venta: null,
  promedio,
  fechaActualizacion,
});
const fallbackJson = (promedio: unknown, fechaActualizacion?: string) =>
  JSON.stringify(officialEntry(promedio, fechaActualizacion));
/** The source read the BCV on Thursday morning: Thursday's rate, published on Wednesday afternoon. */
const THURSDAY_MORNING = at('2024-03-14', '09:00:00');

/** The BCV publishes `rateText` for `validFor`, and the background refresher reads it at `when`. */
/** The currencies of the stored readings, one entry per reading. */
const storedCurrencies = async () =>
  (await ctx.db.select({ currency: dollarRates.currency }).from(dollarRates))
    .map((row) => row.currency)
    .sort();

async function publish(rateText: string, validFor: string, when: string, eurText?: string) {
  bcv.respond = { status: 200, body: bcvPageFor(rateText, validFor, eurText) };
  setAppNow(ctx, when);
  return refresher.refresh();
}

beforeAll(async () => {
  bcv = await startBcvStub();
  fallback = await startBcvStub(fallbackJson(36.6, THURSDAY_MORNING));
  ctx = await createTestContext({ env: { DOLLAR_RATE_URL: bcv.url } });
  seller = await seedUser(ctx, { country: 'VE' });
  admin = await seedUser(ctx, { role: 'ADMIN', country: null, name: 'Ana Admin' });
  refresher = createDollarRateRefresher({
    db: ctx.db,
    now: () => new Date(Date.now() + ctx.clock.offsetMs),
    fetchBcv: createBcvProvider({ url: bcv.url }),
    fetchFallback: createFallbackProvider({ url: fallback.url }),
    ttlSeconds: 600,
  });
});
afterAll(async () => {
  await ctx.close();
  await bcv.close();
  await fallback.close();
});
beforeEach(async () => {
  await ctx.db.delete(dollarRates);
  bcv.requests = 0;
  fallback.requests = 0;
  bcv.respond = { status: 200, body: BCV_FIXTURE };
  fallback.respond = { status: 200, body: fallbackJson(36.6, THURSDAY_MORNING) };
  ctx.clock.offsetMs = 0;
});

describe('GET /api/dollar-rate: the rate in force', () => {
  it('answers 503 with the Spanish message when there is no reading, without asking any source', async () => {
    const response = await getRate();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(bcv.requests + fallback.requests).toBe(0);
  });

  it('serves what the background refresher stored, with validFor, source and next, never reading a source', async () => {
    await publish('36,57310000', '2024-03-18', at('2024-03-18', '09:00:00'));
    setAppNow(ctx, at('2024-03-19', '10:00:00'));
    expect(await rateNow()).toEqual({
      rate: 36.5731,
      lastUpdated: instant('2024-03-18', '09:00:00'),
      validFor: '2024-03-18',
      source: 'bcv',
      next: null,
      eur: null,
    });
    await getRate();
    expect(bcv.requests).toBe(1);
  });

  it('reads the euro of the same page beside the dollar, with its Fecha Valor, next and held by the same rules', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'), '39,20000000');
    await publish('36,50', '2024-03-15', at('2024-03-14', '17:00:00'), '39,75000000');
    expect((await rateNow()).eur).toEqual({
      rate: 39.2,
      validFor: '2024-03-14',
      source: 'bcv',
      next: { rate: 39.75, validFor: '2024-03-15' },
    });
    setAppNow(ctx, at('2024-03-15', '09:00:00'));
    expect((await rateNow()).eur).toMatchObject({ rate: 39.75, validFor: '2024-03-15', next: null });
    // A euro 30 % off is held for an admin, while the dollar of the same page applies.
    await publish('36,60', '2024-03-18', at('2024-03-15', '17:00:00'), '51,67500000');
    setAppNow(ctx, at('2024-03-18', '09:00:00'));
    const now = await rateNow();
    expect(now).toMatchObject({ rate: 36.6, eur: { rate: 39.75, validFor: '2024-03-15' } });
    const held = (
      (await getHistory()).json().data as { currency: string; status: string; rate: number }[]
    ).find((reading) => reading.currency === 'EUR' && reading.status === 'held');
    expect(held).toMatchObject({ rate: 51.675 });
  });

  it('keeps the full precision of the reading', async () => {
    await publish('1.234,56789012', '2024-03-18', at('2024-03-18', '09:00:00'));
    expect((await rateNow()).rate).toBe(1234.56789012);
  });

  it('applies a rate published at 17:00 for tomorrow only from midnight in Caracas, showing it as next', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    await publish('36,50', '2024-03-15', at('2024-03-14', '17:00:00'));
    expect(await rateNow()).toMatchObject({
      rate: 36,
      validFor: '2024-03-14',
      next: { rate: 36.5, validFor: '2024-03-15' },
    });
    // 23:59 in Caracas is already the 15th in UTC: the day is Caracas's.
    setAppNow(ctx, at('2024-03-14', '23:59:30'));
    expect(await rateNow()).toMatchObject({ rate: 36, next: { rate: 36.5 } });
    setAppNow(ctx, at('2024-03-15', '00:00:30'));
    expect(await rateNow()).toMatchObject({ rate: 36.5, validFor: '2024-03-15', source: 'bcv', next: null });
  });

  it("carries Friday's rate over Saturday, Sunday and a Monday with no rate of its own", async () => {
    await publish('36,50', '2024-03-15', at('2024-03-14', '17:00:00'));
    for (const day of ['2024-03-15', '2024-03-16', '2024-03-17', '2024-03-18']) {
      setAppNow(ctx, at(day, '12:00:00'));
      expect(await rateNow(), day).toMatchObject({ rate: 36.5, validFor: '2024-03-15', next: null });
    }
    // Published on Friday afternoon for Monday: the weekend still uses Friday's.
    await publish('37,00', '2024-03-18', at('2024-03-15', '17:00:00'));
    setAppNow(ctx, at('2024-03-17', '23:00:00'));
    expect(await rateNow()).toMatchObject({ rate: 36.5, next: { rate: 37, validFor: '2024-03-18' } });
    setAppNow(ctx, at('2024-03-18', '08:00:00'));
    expect(await rateNow()).toMatchObject({ rate: 37, validFor: '2024-03-18', next: null });
  });

  it('holds a reading 30 % away from the rate in force until an admin confirms it', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    const outcome = await publish('46,80', '2024-03-15', at('2024-03-14', '17:00:00'));
    expect(outcome).toMatchObject({ kind: 'stored', row: { status: 'held' } });
    setAppNow(ctx, at('2024-03-15', '09:00:00'));
    expect(await rateNow()).toMatchObject({ rate: 36, validFor: '2024-03-14', next: null });

    const history = (await getHistory()).json().data;
    expect(history).toMatchObject([
      { rate: 46.8, validFor: '2024-03-15', source: 'bcv', status: 'held', setBy: null, confirmedBy: null },
      { rate: 36, validFor: '2024-03-14', status: 'applied' },
    ]);
    const confirmed = await confirm(history[0].id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ rate: 46.8, validFor: '2024-03-15' });
    expect(await rateNow()).toMatchObject({ rate: 46.8, validFor: '2024-03-15' });
    expect((await getHistory()).json().data[0]).toMatchObject({
      status: 'applied',
      confirmedBy: 'Ana Admin',
      confirmedAt: expect.any(String),
    });
  });

  it('applies a reading up to 20 % away without asking anyone', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    await publish('43,20', '2024-03-15', at('2024-03-15', '08:00:00'));
    expect(await rateNow()).toMatchObject({ rate: 43.2 });
  });

  it.each([
    ['answers 500', { status: 500, body: 'Internal Server Error' }],
    ['serves garbage', { status: 200, body: '<html>Mantenimiento</html>' }],
  ])('reads DOLLAR_RATE_FALLBACK_URL when the BCV page %s', async (_label, broken) => {
    bcv.respond = broken;
    setAppNow(ctx, at('2024-03-14', '10:00:00'));
    expect(await refresher.refresh()).toMatchObject({ kind: 'stored', row: { source: 'fallback' } });
    expect(await rateNow()).toMatchObject({ rate: 36.6, validFor: '2024-03-14', source: 'fallback' });
    expect([bcv.requests, fallback.requests]).toEqual([1, 1]);
  });

  describe('a fallback reading, which has no Fecha Valor of its own, dated by the BCV calendar', () => {
    /** Thursday afternoon the BCV published 36,00 for Friday; on Friday its page is down. */
    async function fridayWithTheBcvDown() {
      await publish('36,00', '2024-03-15', at('2024-03-14', '17:00:00'));
      bcv.respond = { status: 500, body: 'Internal Server Error' };
    }

    it("is Monday's rate when read on Friday afternoon: shown as next, applied only from Monday", async () => {
      await fridayWithTheBcvDown();
      fallback.respond = { status: 200, body: fallbackJson(37, at('2024-03-15', '16:00:00')) };
      setAppNow(ctx, at('2024-03-15', '16:30:00'));
      expect(await refresher.refresh()).toMatchObject({
        kind: 'stored',
        row: { source: 'fallback', validFor: '2024-03-18' },
      });
      for (const [day, time] of [
        ['2024-03-15', '16:30:00'],
        ['2024-03-16', '12:00:00'],
        ['2024-03-17', '23:59:30'],
      ] as const) {
        setAppNow(ctx, at(day, time));
        expect(await rateNow(), day).toMatchObject({
          rate: 36,
          validFor: '2024-03-15',
          source: 'bcv',
          next: { rate: 37, validFor: '2024-03-18' },
        });
      }
      setAppNow(ctx, at('2024-03-18', '00:00:30'));
      expect(await rateNow()).toMatchObject({
        rate: 37,
        validFor: '2024-03-18',
        source: 'fallback',
        next: null,
      });
    });

    it('is dated from when it was fetched when the source does not say when it read the rate', async () => {
      await fridayWithTheBcvDown();
      fallback.respond = { status: 200, body: fallbackJson(37) };
      setAppNow(ctx, at('2024-03-15', '17:00:00'));
      await refresher.refresh();
      expect(await rateNow()).toMatchObject({ rate: 36, next: { rate: 37, validFor: '2024-03-18' } });
    });

    it("is today's rate when the source read it on a business day morning", async () => {
      await fridayWithTheBcvDown();
      fallback.respond = { status: 200, body: fallbackJson(36.2, at('2024-03-15', '08:30:00')) };
      setAppNow(ctx, at('2024-03-15', '16:30:00'));
      await refresher.refresh();
      expect(await rateNow()).toMatchObject({
        rate: 36.2,
        validFor: '2024-03-15',
        source: 'fallback',
        next: null,
      });
    });

    it("accepts the source's list answer (/v1/dolares), taking the official entry, not the parallel one", async () => {
      await fridayWithTheBcvDown();
      const list = [
        { ...officialEntry(52.4, at('2024-03-15', '16:00:00')), fuente: 'paralelo', nombre: 'Paralelo' },
        officialEntry(37, at('2024-03-15', '16:00:00')),
      ];
      fallback.respond = { status: 200, body: JSON.stringify(list) };
      setAppNow(ctx, at('2024-03-15', '16:30:00'));
      expect(await refresher.refresh()).toMatchObject({
        kind: 'stored',
        row: { rate: 37, source: 'fallback' },
      });
      expect(await rateNow()).toMatchObject({ rate: 36, next: { rate: 37, validFor: '2024-03-18' } });
    });

    it('refuses an answer without the official rate (only the parallel market)', async () => {
      await fridayWithTheBcvDown();
      const parallel = { ...officialEntry(52.4, at('2024-03-15', '16:00:00')), fuente: 'paralelo' };
      for (const body of [JSON.stringify([parallel]), JSON.stringify(parallel)]) {
        fallback.respond = { status: 200, body };
        expect(await refresher.refresh()).toEqual({ kind: 'failed' });
      }
      expect(await ctx.db.select().from(dollarRates)).toHaveLength(1);
    });
  });

  it('keeps serving the rate in force with its real date when every source fails', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    bcv.respond = { status: 500, body: '' };
    fallback.respond = { status: 200, body: fallbackJson('abc', 'x') };
    setAppNow(ctx, at('2024-03-16', '10:00:00'));
    expect(await refresher.refresh()).toEqual({ kind: 'failed' });
    expect(await rateNow()).toMatchObject({
      rate: 36,
      lastUpdated: instant('2024-03-14', '08:00:00'),
      validFor: '2024-03-14',
    });
  });

  it('stores the same reading once, even when two processes read it at the same time', async () => {
    setAppNow(ctx, at('2024-03-18', '09:00:00'));
    const other = createDollarRateRefresher({
      db: ctx.db,
      now: () => new Date(Date.now() + ctx.clock.offsetMs),
      fetchBcv: createBcvProvider({ url: bcv.url }),
      ttlSeconds: 600,
    });
    const outcomes = await Promise.all([refresher.refresh(), other.refresh()]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['stored', 'unchanged']);
    await refresher.refresh();
    // The page's dollar and its euro, each once.
    expect(await storedCurrencies()).toEqual(['EUR', 'USD']);
  });

  it("reads the source in the server's background refresher, on start and without any request", async () => {
    const background = createDollarRateRefresher({
      db: ctx.db,
      now: () => new Date(Date.now() + ctx.clock.offsetMs),
      fetchBcv: createBcvProvider({ url: bcv.url }),
      ttlSeconds: 600,
    });
    background.start();
    try {
      await vi.waitFor(async () => expect(await storedCurrencies()).toEqual(['EUR', 'USD']));
    } finally {
      await background.stop();
    }
    expect(bcv.requests).toBe(1);
    expect(await rateNow()).toMatchObject({ rate: 36.5731, validFor: '2024-03-18', source: 'bcv' });
  });

  it('is for signed-in users only (sellers and admins)', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    expect((await getRate({})).statusCode).toBe(401);
    expect((await getRate(admin.headers)).statusCode).toBe(200);
  });
});

describe('the admin rate: manual rate, history, confirm', () => {
  it('records a manual rate with its Fecha Valor and who set it, shown in the history', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    setAppNow(ctx, at('2024-03-14', '10:00:00'));
    const response = await postManual({ rate: 36.25, validFor: '2024-03-14' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ rate: 36.25, validFor: '2024-03-14', source: 'manual' });
    expect(await rateNow()).toMatchObject({ rate: 36.25, source: 'manual' });
    expect((await getHistory()).json().data[0]).toMatchObject({
      rate: 36.25,
      source: 'manual',
      validFor: '2024-03-14',
      fetchedAt: instant('2024-03-14', '10:00:00'),
      status: 'applied',
      setBy: 'Ana Admin',
    });
  });

  it('dates a manual rate without a Fecha Valor today in Caracas, and serves it with no other reading', async () => {
    setAppNow(ctx, at('2024-03-14', '22:00:00'));
    await postManual({ rate: 37 });
    expect(await rateNow()).toMatchObject({ rate: 37, source: 'manual', validFor: '2024-03-14' });
  });

  it('shows a manual rate for a later day as next, not in force', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    const response = await postManual({ rate: 38, validFor: '2024-03-15' });
    expect(response.json().data).toMatchObject({ rate: 36, next: { rate: 38, validFor: '2024-03-15' } });
  });

  it('answers 404 for an unknown reading and leaves an applied one as it is', async () => {
    expect((await confirm('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    const [reading] = (await getHistory()).json().data;
    expect((await confirm(reading.id)).statusCode).toBe(200);
    expect((await getHistory()).json().data[0]).toMatchObject({ status: 'applied', confirmedBy: null });
  });

  it('is for admins only: sellers get 403, anonymous callers 401', async () => {
    await publish('36,00', '2024-03-14', at('2024-03-14', '08:00:00'));
    const [reading] = (await getHistory()).json().data;
    for (const headers of [seller.headers, {}]) {
      const expected = headers === seller.headers ? 403 : 401;
      expect((await getHistory(headers)).statusCode).toBe(expected);
      expect((await confirm(reading.id, headers)).statusCode).toBe(expected);
      expect((await postManual({ rate: 38 }, headers)).statusCode).toBe(expected);
    }
    expect(await ctx.db.select().from(dollarRates)).toHaveLength(1);
  });

  it('refuses a rate of 0 or text, in Spanish', async () => {
    const zero = await postManual({ rate: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'La tasa debe ser mayor a 0' });
    expect((await postManual({ rate: 'abc' })).statusCode).toBe(400);
  });
});
