import { eq, isNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { payments } from '../../db/schema/sales';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Design §11: the till — open with a float, every payment recorded while open belongs to it, money in
// and out, count and close; a closed till never changes.

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 245.6789);
});
afterAll(() => ctx.close());

function call(seller: TSeededUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: seller.headers,
    ...(payload ? { payload } : {}),
  });
}

async function openTill(seller: TSeededUser, USD = 20, VES = 500): Promise<TCashSession> {
  const response = await call(seller, 'POST', '/cash-sessions', { openingFloat: { USD, VES } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as TCashSession;
}

async function current(seller: TSeededUser): Promise<TCashSession | null> {
  const response = await call(seller, 'GET', '/cash-sessions/current');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TCashSession | null;
}

const lineOf = (session: TCashSession, method: string, currency: string) =>
  session.lines.find((line) => line.method === method && line.currency === currency);

describe('opening the till', () => {
  it('opens with a float in each currency: cash lines expect it', async () => {
    const seller = await seedUser(ctx);
    expect(await current(seller)).toBeNull();
    const session = await openTill(seller, 20, 500);
    expect(session).toMatchObject({ status: 'OPEN', closedAt: null, openingFloat: { USD: 20, VES: 500 } });
    expect(session.lines).toEqual([
      { method: 'CASH', currency: 'USD', expected: 20, counted: null, difference: null },
      { method: 'CASH', currency: 'VES', expected: 500, counted: null, difference: null },
    ]);
    expect((await current(seller))?.id).toBe(session.id);
  });

  it('allows one open till per seller, even when 10 opens race: the others are a Spanish 409', async () => {
    const seller = await seedUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 1 } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.json()).toMatchObject({
      code: 'CASH_SESSION_OPEN',
      message: 'Ya tienes una caja abierta. Ciérrala antes de abrir otra.',
    });
  });
});

describe('a day at the till', () => {
  it('expects float + payments as handed over − change ± movements, per method and currency, and closes with the differences', async () => {
    const seller = await seedUser(ctx);
    const session = await openTill(seller, 20, 500);
    // A cash sale in dollars (the spec's payload), a sale paid by Pago Móvil and the rest in cash dollars, with the
    // cash's change in bolívares, a sale on credit with an initial payment, and an instalment in bolívares on it.
    // Bs. 1.300 at 245,6789 pay $5.29 of the $10; $5 in cash leave $0.29 over: Bs. 71,25 of change.
    await sellViaApi(ctx, seller, { items: [{ name: 'Harina', quantity: 2, price: 3.5 }], status: 'PAID' });
    await sellViaApi(ctx, seller, {
      items: [{ name: 'Queso', quantity: 1, price: 10 }],
      status: 'PAID',
      payments: [
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300, referenceNumber: '0412' },
        { method: 'CASH', currency: 'USD', amount: 5 },
      ],
      changeCurrency: 'VES',
    });
    const client = await seedClient(ctx, seller.user.id);
    const credit = await sellViaApi(ctx, seller, {
      items: [{ name: 'Arroz', quantity: 1, price: 30 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 10,
    });
    const instalment = await call(seller, 'POST', '/payments', {
      saleId: credit.id,
      amount: 491.36,
      method: 'CASH',
      currency: 'VES',
    });
    expect(instalment.statusCode, instalment.body).toBe(201);
    // Pay a supplier $5 from the till, and an expense paid from it.
    const out = await call(seller, 'POST', `/cash-sessions/${session.id}/movements`, {
      type: 'OUT',
      currency: 'USD',
      amount: 5,
      reason: 'Pago a proveedor',
    });
    expect(out.statusCode, out.body).toBe(201);
    const expense = await call(seller, 'POST', '/expenses', {
      description: 'Bolsas',
      amount: 2,
      category: 'SUPPLIES',
      date: '2026-03-10',
      paidFromTill: true,
    });
    expect(expense.statusCode, expense.body).toBe(201);

    const open = await current(seller);
    if (!open) throw new Error('the till should be open');
    // Cash $: 20 + 7 + 5 + 10 − 5 − 2 = 35; cash Bs.: 500 − 71,25 change + 491,36 = 920,11; Pago Móvil Bs. 1.300.
    expect(lineOf(open, 'CASH', 'USD')?.expected).toBe(35);
    expect(lineOf(open, 'CASH', 'VES')?.expected).toBe(920.11);
    expect(lineOf(open, 'PAGO_MOVIL', 'VES')?.expected).toBe(1300);
    expect(open.movements.map((movement) => [movement.type, movement.amount, movement.reason])).toEqual([
      ['OUT', 5, 'Pago a proveedor'],
      ['OUT', 2, 'Gasto: Bolsas'],
    ]);
    expect(open.summary).toMatchObject({
      salesCount: 3,
      revenue: 47,
      creditGiven: 20,
      collections: 2,
      igtf: 0,
      refunds: 0,
    });

    // Count: cash dollars right, bolívares 10 short, Pago Móvil confirmed.
    const closed = await call(seller, 'POST', `/cash-sessions/${session.id}/close`, {
      counted: [
        { method: 'CASH', currency: 'USD', amount: 35 },
        { method: 'CASH', currency: 'VES', amount: 910.11 },
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300 },
      ],
      notes: 'Faltan Bs. 10 del vuelto',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const report = closed.json().data as TCashSession;
    expect(report).toMatchObject({ status: 'CLOSED', notes: 'Faltan Bs. 10 del vuelto' });
    expect(report.closedAt).not.toBeNull();
    expect(report.lines).toEqual([
      { method: 'CASH', currency: 'USD', expected: 35, counted: 35, difference: 0 },
      { method: 'CASH', currency: 'VES', expected: 920.11, counted: 910.11, difference: -10 },
      { method: 'PAGO_MOVIL', currency: 'VES', expected: 1300, counted: 1300, difference: 0 },
    ]);
    expect(await current(seller)).toBeNull();

    // History lists it; its report is what the close answered.
    const history = await call(seller, 'GET', '/cash-sessions');
    expect(history.json()).toMatchObject({ total: 1, data: [{ id: session.id, status: 'CLOSED' }] });
    const again = await call(seller, 'GET', `/cash-sessions/${session.id}`);
    expect(again.json().data).toEqual(report);
  });

  it('refuses a close that leaves a line uncounted, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const session = await openTill(seller, 0, 0);
    const response = await call(seller, 'POST', `/cash-sessions/${session.id}/close`, {
      counted: [{ method: 'CASH', currency: 'USD', amount: 0 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Falta lo contado en Efectivo (Bs.).');
    expect((await current(seller))?.id).toBe(session.id);
  });
});

describe('the history', () => {
  it('lists each session with its own lines and figures, as its own page shows them', async () => {
    const seller = await seedUser(ctx);
    const ids: string[] = [];
    for (const [index, usd] of [5, 7, 9].entries()) {
      const session = await openTill(seller, usd, 100 * index);
      ids.push(session.id);
      await sellViaApi(ctx, seller, {
        items: [{ name: 'Pan', quantity: 1 + index, price: 2 }],
        status: 'PAID',
      });
      if (index < 2) {
        const open = (await current(seller)) as TCashSession;
        const counted = open.lines.map((line) => ({ ...line, amount: line.expected + index }));
        const closed = await call(seller, 'POST', `/cash-sessions/${session.id}/close`, { counted });
        expect(closed.statusCode, closed.body).toBe(200);
      }
    }
    const history = await call(seller, 'GET', '/cash-sessions');
    const listed = history.json().data as TCashSession[];
    expect(listed.map((session) => session.id)).toEqual([...ids].reverse());
    for (const session of listed) {
      const own = (await call(seller, 'GET', `/cash-sessions/${session.id}`)).json().data as TCashSession;
      const { movements: _movements, byMember: _byMember, ...withoutMovements } = own;
      expect(session).toEqual(withoutMovements);
    }
    expect(listed.map((session) => session.summary.revenue)).toEqual([6, 4, 2]);
  });
});

describe('a closed till never changes', () => {
  it('refuses movements and a second close; later sales are "sin caja"; an expense from a closed till is a 409', async () => {
    const seller = await seedUser(ctx);
    const session = await openTill(seller, 10, 0);
    const counted = [
      { method: 'CASH', currency: 'USD', amount: 10 },
      { method: 'CASH', currency: 'VES', amount: 0 },
    ];
    expect((await call(seller, 'POST', `/cash-sessions/${session.id}/close`, { counted })).statusCode).toBe(
      200,
    );
    const before = (await call(seller, 'GET', `/cash-sessions/${session.id}`)).json().data;

    const movement = await call(seller, 'POST', `/cash-sessions/${session.id}/movements`, {
      type: 'IN',
      currency: 'USD',
      amount: 1,
      reason: 'Sencillo',
    });
    expect(movement.statusCode).toBe(409);
    expect(movement.json().message).toBe('Esta caja ya está cerrada: no se puede cambiar.');
    expect((await call(seller, 'POST', `/cash-sessions/${session.id}/close`, { counted })).statusCode).toBe(
      409,
    );
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Pan', quantity: 1, price: 2 }],
      status: 'PAID',
    });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.saleId, sale.id));
    expect(payment?.cashSessionId).toBeNull();
    const expense = await call(seller, 'POST', '/expenses', {
      description: 'Café',
      amount: 1,
      category: 'OTHER',
      date: '2026-03-10',
      paidFromTill: true,
    });
    expect(expense.statusCode).toBe(409);
    expect(expense.json().code).toBe('CASH_SESSION_NONE_OPEN');

    expect((await call(seller, 'GET', `/cash-sessions/${session.id}`)).json().data).toEqual(before);
  });
});

describe('another seller’s till', () => {
  it('is a 404 like everything else, and is left as it was', async () => {
    const owner = await seedUser(ctx);
    const intruder = await seedUser(ctx);
    const session = await openTill(owner, 5, 0);
    const attempts = [
      call(intruder, 'GET', `/cash-sessions/${session.id}`),
      call(intruder, 'POST', `/cash-sessions/${session.id}/movements`, {
        type: 'OUT',
        currency: 'USD',
        amount: 5,
        reason: 'Robo',
      }),
      call(intruder, 'POST', `/cash-sessions/${session.id}/close`, {
        counted: [
          { method: 'CASH', currency: 'USD', amount: 0 },
          { method: 'CASH', currency: 'VES', amount: 0 },
        ],
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Caja no encontrada.');
    }
    expect(await current(intruder)).toBeNull();
    expect(await current(owner)).toMatchObject({ id: session.id, status: 'OPEN', movements: [] });
  });
});

describe('payments racing the close', () => {
  it('50 sales in parallel with the close: each payment lands in the session before it closed or in none', async () => {
    const seller = await seedUser(ctx);
    const session = await openTill(seller, 0, 0);
    const sales = Array.from({ length: 50 }, () =>
      call(seller, 'POST', '/sales', { items: [{ name: 'Chicle', quantity: 1, price: 1 }], status: 'PAID' }),
    );
    const close = call(seller, 'POST', `/cash-sessions/${session.id}/close`, {
      counted: [
        { method: 'CASH', currency: 'USD', amount: 0 },
        { method: 'CASH', currency: 'VES', amount: 0 },
      ],
    });
    const [closed, ...sold] = await Promise.all([close, ...sales]);
    expect(closed?.statusCode, closed?.body).toBe(200);
    expect(sold.every((answer) => answer.statusCode === 201)).toBe(true);

    const inSession = await ctx.db.select().from(payments).where(eq(payments.cashSessionId, session.id));
    const withoutTill = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, seller.user.id), isNull(payments.cashSessionId)));
    expect(inSession.length + withoutTill.length).toBe(50);
    // Each sale answers the till its payment landed in, or none.
    const answered = sold.map((answer) => (answer.json().data as TSale).cashSessionId);
    expect(answered.filter((id) => id === session.id)).toHaveLength(inSession.length);
    expect(answered.filter((id) => id === null)).toHaveLength(withoutTill.length);
    // The report's expected counts exactly the payments that belong to the session, read after all of them.
    const report = (closed?.json().data ?? {}) as TCashSession;
    const cash = lineOf(report, 'CASH', 'USD');
    expect(cash?.expected).toBe(inSession.length);
    // 0 - n, not -n: with no payment in the session (the close won every race) -0 is not the 0 the report says.
    expect(cash?.difference).toBe(0 - inSession.length);
  });
});
