import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { sellOnTuesdayAt, TUESDAY } from '../../../test/tuesday-rate';

// Decision record 030: the receivables' ageing on fixed dates, in dollars and in bolívares at the day's rate;
// reminders recorded once per tap and once a day; the client's public statement link.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const RATE = 245.6789;

/**
 * On Tuesday 10 March 2026 (rate Bs. 245,6789): Ana owes $10.01 due that day, $20.02 due 1 Feb (37 days late) and
 * $30.03 due 1 Dec 2025 (99 days late); Beto owes $40.04 due 5 March (5 days late); Cora paid hers.
 */
async function shopWithDebts() {
  const owner = await seedUser(ctx);
  await sellOnTuesdayAt(ctx, RATE);
  const product = await seedProduct(ctx, owner.user.id, { quantity: 1000 });
  const ana = await seedClient(ctx, owner.user.id, { name: 'Ana Gil', phone: '0414-1111111' });
  const beto = await seedClient(ctx, owner.user.id, { name: 'Beto Paz' });
  const cora = await seedClient(ctx, owner.user.id, { name: 'Cora Luz' });
  const owe = async (clientId: string, total: number, dueDate?: string) => {
    const sale = await call(owner.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 1, price: total }],
      status: 'PENDING',
      clientId,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const id = sale.json().data.id as string;
    if (dueDate) await ctx.pool.query('UPDATE sales SET due_date = $1 WHERE id = $2', [dueDate, id]);
    return id;
  };
  await owe(ana.id, 10.01, '2026-03-10');
  await owe(ana.id, 20.02, '2026-02-01');
  await owe(ana.id, 30.03, '2025-12-01');
  await owe(beto.id, 40.04, '2026-03-05');
  const paid = await owe(cora.id, 5);
  const payment = await call(owner.headers, 'POST', '/payments', {
    saleId: paid,
    amount: 5,
    paymentMethod: 'CASH',
  });
  expect(payment.statusCode, payment.body).toBe(201);
  return { owner, ana, beto };
}

const ves = (usd: number) => Math.round(usd * RATE * 100) / 100;

describe('the receivables’ ageing', () => {
  it('puts each debt in its bucket by days late, exact to the cent in both currencies, most overdue first', async () => {
    const { owner, ana, beto } = await shopWithDebts();
    try {
      const response = await call(owner.headers, 'GET', '/reports/receivables');
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json().data;
      expect(report).toMatchObject({
        asOf: '2026-03-10',
        rate: RATE,
        owed: { usd: 100.1, ves: 24592.46 },
        overdue: { usd: 90.09, ves: ves(90.09) },
        clientCount: 2,
        overdueClientCount: 2,
        buckets: {
          upTo30: { usd: 50.05, ves: ves(50.05) },
          upTo60: { usd: 20.02, ves: ves(20.02) },
          upTo90: { usd: 0, ves: 0 },
          over90: { usd: 30.03, ves: ves(30.03) },
        },
        total: 2,
      });
      expect(report.clients).toEqual([
        expect.objectContaining({
          clientId: ana.id,
          name: 'Ana Gil',
          phone: '0414-1111111',
          owed: { usd: 60.06, ves: ves(60.06) },
          overdue: { usd: 50.05, ves: ves(50.05) },
          daysLate: 99,
          oldestDueDate: '2025-12-01',
          lastReminderAt: null,
        }),
        expect.objectContaining({ clientId: beto.id, daysLate: 5, overdue: { usd: 40.04, ves: ves(40.04) } }),
      ]);

      // A month later everything moves along a bucket; the day itself is still 0 days late.
      const later = (await call(owner.headers, 'GET', '/reports/receivables?asOf=2026-04-10')).json().data;
      expect(later.buckets).toMatchObject({
        upTo30: { usd: 0 },
        upTo60: { usd: 50.05 },
        upTo90: { usd: 20.02 },
        over90: { usd: 30.03 },
      });
      const earlier = (await call(owner.headers, 'GET', '/reports/receivables?asOf=2026-03-04')).json().data;
      expect(earlier.clients.map((client: { daysLate: number }) => client.daysLate)).toEqual([93, 0]);

      const dashboard = (await call(owner.headers, 'GET', '/expenses/dashboard/metrics')).json().data;
      expect(dashboard.overdue).toEqual({ amount: { usd: 90.09, ves: ves(90.09) }, clients: 2 });

      const onlyLate = (await call(owner.headers, 'GET', '/reports/receivables?search=beto')).json().data;
      expect(onlyLate.clients.map((client: { name: string }) => client.name)).toEqual(['Beto Paz']);
      expect(onlyLate.clientCount).toBe(2);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });

  it('exports the same figures as CSV and as a PDF; a cashier may not read them', async () => {
    const { owner } = await shopWithDebts();
    try {
      const csv = await call(owner.headers, 'GET', '/reports/receivables.csv');
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toContain('por-cobrar-2026-03-10.csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[1]).toContain('Ana Gil');
      expect(lines[2]).toContain('Beto Paz');
      expect(lines.at(-1)).toMatch(/^Totales/);
      expect(lines.at(-1)).toContain('100,10');
      const pdf = await call(owner.headers, 'GET', '/reports/receivables.pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const cashier = await seedMember(ctx, owner, 'CASHIER');
      expect((await call(cashier.headers, 'GET', '/reports/receivables')).statusCode).toBe(403);
      const accountant = await seedMember(ctx, owner, 'ACCOUNTANT');
      expect((await call(accountant.headers, 'GET', '/reports/receivables')).statusCode).toBe(200);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });
});

describe('reminders and the public statement', () => {
  it('records one reminder per tap and one a day unless confirmed; the report shows the last', async () => {
    const { owner, ana } = await shopWithDebts();
    try {
      const tap = { ...owner.headers, 'idempotency-key': 'recordar-ana-1' };
      const first = await call(tap, 'POST', `/clients/${ana.id}/reminders`, {});
      expect(first.statusCode, first.body).toBe(201);
      const replay = await call(tap, 'POST', `/clients/${ana.id}/reminders`, {});
      expect(replay.statusCode).toBe(201);
      expect(replay.json().data.id).toBe(first.json().data.id);
      const again = await call(owner.headers, 'POST', `/clients/${ana.id}/reminders`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'REMINDED_TODAY',
        message: CREDIT_MESSAGES.remindedToday('Ana Gil'),
      });
      const confirmed = await call(owner.headers, 'POST', `/clients/${ana.id}/reminders`, { again: true });
      expect(confirmed.statusCode).toBe(201);
      const { rows } = await ctx.pool.query(
        'SELECT count(*)::int AS n FROM client_reminders WHERE client_id = $1',
        [ana.id],
      );
      expect(rows[0].n).toBe(2);
      const report = (await call(owner.headers, 'GET', '/reports/receivables')).json().data;
      expect(report.clients[0].lastReminderAt).toBe(confirmed.json().data.sentAt);

      // The next day, a reminder goes through again.
      setAppNow(ctx, '2026-03-11T15:00:00.000Z');
      expect((await call(owner.headers, 'POST', `/clients/${ana.id}/reminders`, {})).statusCode).toBe(201);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });

  it('opens the statement by its link without an account until it is revoked; another shop’s client is 404', async () => {
    const { owner, ana } = await shopWithDebts();
    try {
      setAppNow(ctx, TUESDAY);
      const link = await call(owner.headers, 'POST', `/clients/${ana.id}/statement-link`);
      expect(link.statusCode, link.body).toBe(200);
      const url = link.json().data.url as string;
      expect(url).toMatch(/\/e\/[A-Za-z0-9_-]{43}$/);
      expect((await call(owner.headers, 'POST', `/clients/${ana.id}/statement-link`)).json().data.url).toBe(
        url,
      );
      const token = url.split('/e/')[1];
      const opened = await call({}, 'GET', `/public/statements/${token}`);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data).toMatchObject({ client: { name: 'Ana Gil' }, balance: 60.06 });
      expect(opened.json().data.entries[0]).toMatchObject({ kind: 'SALE', dueDate: '2026-03-10' });

      const stranger = await seedUser(ctx);
      for (const [method, url] of [
        ['POST', `/clients/${ana.id}/statement-link`],
        ['DELETE', `/clients/${ana.id}/statement-link`],
        ['POST', `/clients/${ana.id}/reminders`],
      ] as const) {
        expect(
          (await call(stranger.headers, method, url, method === 'DELETE' ? undefined : {})).statusCode,
        ).toBe(404);
      }

      expect((await call(owner.headers, 'DELETE', `/clients/${ana.id}/statement-link`)).statusCode).toBe(200);
      const revoked = await call({}, 'GET', `/public/statements/${token}`);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().message).toBe(CREDIT_MESSAGES.statementLinkInvalid);
      const fresh = await call(owner.headers, 'POST', `/clients/${ana.id}/statement-link`);
      expect(fresh.json().data.url).not.toBe(url);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });
});
