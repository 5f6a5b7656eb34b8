import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../../db/schema/expenses';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.offsetMs = 0;
});

async function post(seller: TSeededUser, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/expenses', headers: seller.headers, payload });
}

async function addExpense(
  seller: TSeededUser,
  fields: Partial<{ description: string; amount: number; category: string; date: string }> = {},
) {
  const response = await post(seller, {
    description: 'Alquiler del local',
    amount: 100,
    category: 'RENT',
    date: '2025-03-10T12:00:00.000Z',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; date: string; amount: number; category: string };
}

async function list(seller: TSeededUser, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/expenses${query}`,
    headers: seller.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: string; description: string; date: string }[];
    page: number;
    pageSize: number;
    total: number;
    totalPages: number;
  };
}

async function summary(seller: TSeededUser) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/expenses/summary',
    headers: seller.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    monthlyTotal: number;
    yearlyTotal: number;
    byCategory: { category: string; total: number }[];
  };
}

describe('expenses CRUD', () => {
  it('creates, lists, updates and deletes an expense', async () => {
    const seller = await seedUser(ctx);
    const created = await post(seller, {
      description: '  Luz de marzo  ',
      amount: 45.5,
      category: 'UTILITIES',
      date: '2025-03-05T12:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const expense = created.json().data;
    expect(expense).toEqual({
      id: expect.any(String),
      description: 'Luz de marzo',
      amount: 45.5,
      category: 'UTILITIES',
      date: '2025-03-05T12:00:00.000Z',
      createdAt: expect.any(String),
      // Recorded by the owner, whose member id is the shop's (decision record 029).
      memberId: seller.user.id,
      memberName: expect.any(String),
    });

    expect((await list(seller)).data).toEqual([expense]);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.id}`,
      headers: seller.headers,
      payload: {
        description: 'Luz y agua',
        amount: 60.25,
        category: 'UTILITIES',
        date: '2025-03-06T12:00:00.000Z',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: expense.id,
      description: 'Luz y agua',
      amount: 60.25,
      date: '2025-03-06T12:00:00.000Z',
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { message: 'Gasto eliminado exitosamente' } });
    expect(await ctx.db.select().from(expenses).where(eq(expenses.id, expense.id))).toEqual([]);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Gasto no encontrado.');
  });

  it("answers 404 for another seller's expense and never lists it", async () => {
    const owner = await seedUser(ctx);
    const intruder = await seedUser(ctx);
    const expense = await addExpense(owner, { description: 'Nómina' });
    const body = { description: 'Robado', amount: 1, category: 'OTHER', date: '2025-03-10' };

    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.id}`,
      headers: intruder.headers,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Gasto no encontrado.' });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: intruder.headers,
    });
    expect(del.statusCode).toBe(404);
    expect((await list(intruder)).total).toBe(0);
    expect((await list(owner)).data.map((row) => row.description)).toEqual(['Nómina']);
  });

  it("rejects bad input with the spec's messages and writes nothing", async () => {
    const seller = await seedUser(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [
        { description: '   ', amount: 5, category: 'RENT', date: '2025-03-01' },
        'La descripción es obligatoria',
      ],
      [
        { description: 'x'.repeat(256), amount: 5, category: 'RENT', date: '2025-03-01' },
        'La descripción no puede exceder 255 caracteres',
      ],
      [
        { description: 'Papel', amount: 0, category: 'RENT', date: '2025-03-01' },
        'El monto debe ser mayor a 0',
      ],
      [
        { description: 'Papel', amount: 5, category: 'FOOD', date: '2025-03-01' },
        'La categoría es obligatoria',
      ],
      [{ description: 'Papel', amount: 5, category: 'RENT' }, 'La fecha es obligatoria'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(seller, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/expenses/not-a-uuid',
      headers: seller.headers,
    });
    expect(badId.statusCode).toBe(400);
    expect((await list(seller)).total).toBe(0);
  });

  it('requires a signed-in seller', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/expenses' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/expenses/summary', headers: admin.headers }))
        .statusCode,
    ).toBe(403);
  });

  it("stores a bare date at noon of that day in the seller's zone", async () => {
    const caracas = await seedUser(ctx, { country: 'VE' });
    const expense = await addExpense(caracas, { date: '2025-03-31' });
    // Noon in Caracas (UTC−4) is 16:00 UTC.
    expect(expense.date).toBe('2025-03-31T16:00:00.000Z');
  });
});

describe('GET /api/expenses filters', () => {
  it('pages by 10, newest date first', async () => {
    const seller = await seedUser(ctx);
    for (let day = 1; day <= 12; day += 1) {
      await addExpense(seller, {
        description: `Gasto ${day}`,
        date: `2025-01-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      });
    }
    const first = await list(seller);
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(first.data.map((row) => row.description).slice(0, 3)).toEqual([
      'Gasto 12',
      'Gasto 11',
      'Gasto 10',
    ]);
    const second = await list(seller, '?page=2&pageSize=10');
    expect(second.data.map((row) => row.description)).toEqual(['Gasto 2', 'Gasto 1']);
  });

  it("filters by category (ALL or omitted for every one) and by the seller's calendar days", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // 2025-03-01 02:00 UTC is still 28 February, 22:00, in Caracas.
    await addExpense(seller, {
      description: 'Feb noche',
      category: 'RENT',
      date: '2025-03-01T02:00:00.000Z',
    });
    await addExpense(seller, { description: 'Mar 1', category: 'TAXES', date: '2025-03-01T12:00:00.000Z' });
    // 2025-04-01 03:30 UTC is 31 March, 23:30, in Caracas.
    await addExpense(seller, {
      description: 'Mar 31 noche',
      category: 'RENT',
      date: '2025-04-01T03:30:00.000Z',
    });
    await addExpense(seller, { description: 'Abr 1', category: 'RENT', date: '2025-04-01T12:00:00.000Z' });

    const march = await list(seller, '?startDate=2025-03-01&endDate=2025-03-31');
    expect(march.data.map((row) => row.description)).toEqual(['Mar 31 noche', 'Mar 1']);
    const rentInMarch = await list(seller, '?category=RENT&startDate=2025-03-01&endDate=2025-03-31');
    expect(rentInMarch.data.map((row) => row.description)).toEqual(['Mar 31 noche']);
    expect((await list(seller, '?category=ALL')).total).toBe(4);
    expect((await list(seller, '?category=RENT&endDate=2025-02-28')).data.map((r) => r.description)).toEqual([
      'Feb noche',
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/expenses?startDate=2025-02-30',
      headers: seller.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/expenses/summary', () => {
  it("totals this month and this year in the seller's zone, by category for the month", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // "Now" is 1 April 2025, 02:00 UTC: still 31 March, 22:00, in Caracas.
    setAppNow(ctx, '2025-04-01T02:00:00.000Z');
    await addExpense(seller, { amount: 100.1, category: 'RENT', date: '2025-03-05T12:00:00.000Z' });
    await addExpense(seller, { amount: 0.2, category: 'RENT', date: '2025-03-31T12:00:00.000Z' });
    // 1 April, 01:00 UTC = 31 March, 21:00 in Caracas: this month.
    await addExpense(seller, { amount: 20, category: 'TAXES', date: '2025-04-01T01:00:00.000Z' });
    await addExpense(seller, { amount: 7.5, category: 'SALARY', date: '2025-01-15T12:00:00.000Z' });
    // 1 January 2025, 03:00 UTC = 31 December 2024 in Caracas: last year.
    await addExpense(seller, { amount: 999, category: 'OTHER', date: '2025-01-01T03:00:00.000Z' });
    const other = await seedUser(ctx);
    await addExpense(other, { amount: 5000, category: 'RENT', date: '2025-03-10T12:00:00.000Z' });

    expect(await summary(seller)).toEqual({
      monthlyTotal: 120.3,
      yearlyTotal: 127.8,
      byCategory: [
        { category: 'RENT', total: 100.3 },
        { category: 'TAXES', total: 20 },
      ],
    });

    // An hour later it is April in Caracas too: the month empties, the year stays.
    setAppNow(ctx, '2025-04-01T05:00:00.000Z');
    expect(await summary(seller)).toEqual({ monthlyTotal: 0, yearlyTotal: 127.8, byCategory: [] });
  });

  it('is not taken for an expense id, nor is the dashboard path', async () => {
    const seller = await seedUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/expenses/summary', headers: seller.headers }))
        .statusCode,
    ).toBe(200);
    // PUT/DELETE /expenses/:id exist, but no GET /expenses/:id does: a GET of another static path is not
    // routed to them (it is the dashboard module's, or a 404 until that module is registered).
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/api/expenses/dashboard/metrics',
      headers: seller.headers,
    });
    expect(metrics.statusCode).not.toBe(400);
  });
});
