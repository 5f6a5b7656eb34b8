import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../../db/schema/expenses';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.offsetMs = 0;
});

/** A sale of one line (price − cost of profit, or an extra charge with no cost) made at `at`. */
async function saleAt(seller: TSeededUser, at: string, line: { price: number; cost?: number }) {
  const item =
    line.cost === undefined
      ? { name: 'Cargo extra', quantity: 1, price: line.price }
      : {
          productId: (await seedProduct(ctx, seller.user.id, { price: line.price, cost: line.cost })).id,
          quantity: 1,
          price: line.price,
        };
  const sale = await sellViaApi(ctx, seller, { items: [item] });
  await ctx.db.execute(sql`UPDATE sales SET created_at = ${at}::timestamptz WHERE id = ${sale.id}`);
}

async function expenseAt(seller: TSeededUser, at: string, amount: number) {
  await ctx.db
    .insert(expenses)
    .values({ shopId: seller.user.id, description: 'Gasto', amount, category: 'RENT', date: new Date(at) });
}

async function metrics(seller: TSeededUser) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/expenses/dashboard/metrics',
    headers: seller.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Nothing sold on credit: nothing past due (the card 'Vencido', decision record 030). */
const NO_OVERDUE = { amount: { usd: 0, ves: null }, clients: 0 };

describe('GET /api/expenses/dashboard/metrics', () => {
  it("adds up this month in the seller's time zone: 23:30 in Caracas on the 31st is still that month", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const other = await seedUser(ctx, { country: 'VE' });
    await saleAt(other, '2025-07-15T12:00:00-04:00', { price: 999, cost: 1 });
    await expenseAt(other, '2025-07-15T12:00:00-04:00', 500);

    await saleAt(seller, '2025-07-31T23:30:00-04:00', { price: 100, cost: 60 });
    await saleAt(seller, '2025-07-01T00:10:00-04:00', { price: 50, cost: 30 });
    await saleAt(seller, '2025-07-15T09:00:00-04:00', { price: 10 }); // an extra charge: no known cost
    await saleAt(seller, '2025-06-30T23:50:00-04:00', { price: 20, cost: 5 });
    await expenseAt(seller, '2025-07-10T12:00:00-04:00', 15.5);
    await expenseAt(seller, '2025-07-31T22:00:00-04:00', 4.5);
    await expenseAt(seller, '2025-08-01T00:30:00-04:00', 7);
    await expenseAt(seller, '2025-06-30T23:59:00-04:00', 3);

    setAppNow(ctx, '2025-07-31T23:45:00-04:00'); // already 1 August in UTC
    expect(await metrics(seller)).toEqual({
      totalRevenue: 180,
      monthlySales: 160,
      monthlyExpenses: 20,
      // Ganancias = Ingresos − Costos − Gastos (design §10): 160 − (60 + 30) − 20; the extra charge at cost 0.
      realMonthlyProfit: 50,
      monthlyRevenueWithoutCost: 10,
      inBolivares: null,
      monthlyIgtf: 0,
      currentMonth: { monthName: 'Julio' },
      overdue: NO_OVERDUE,
    });

    setAppNow(ctx, '2025-08-01T01:00:00-04:00');
    expect(await metrics(seller)).toEqual({
      totalRevenue: 180,
      monthlySales: 0,
      monthlyExpenses: 7,
      realMonthlyProfit: -7,
      monthlyRevenueWithoutCost: 0,
      inBolivares: null,
      monthlyIgtf: 0,
      currentMonth: { monthName: 'Agosto' },
      overdue: NO_OVERDUE,
    });
  });

  it('uses the zone stored on the seller: in UTC the same instant is already the next month', async () => {
    const seller = await seedUser(ctx, { country: null }); // no country yet: UTC
    await saleAt(seller, '2025-07-31T23:30:00-04:00', { price: 12.35, cost: 10.1 });
    setAppNow(ctx, '2025-07-31T23:45:00-04:00');
    expect(await metrics(seller)).toEqual({
      totalRevenue: 12.35,
      monthlySales: 12.35,
      monthlyExpenses: 0,
      realMonthlyProfit: 2.25,
      monthlyRevenueWithoutCost: 0,
      inBolivares: null,
      monthlyIgtf: 0,
      currentMonth: { monthName: 'Agosto' },
      overdue: NO_OVERDUE,
    });
  });

  it("the month's profit is its sales minus their cost minus its expenses, with lines of unknown cost at cost 0", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const product = await seedProduct(ctx, seller.user.id, { price: 10, cost: 4 });
    // One sale mixing a product line (2 × (10 − 4)), a custom item of 3.30 and an extra charge of 1.20.
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { productId: product.id, quantity: 2, price: 10 },
        { name: 'Bolsa', quantity: 3, price: 1.1 },
        { name: 'Delivery', quantity: 1, price: 1.2 },
      ],
    });
    await ctx.db.execute(
      sql`UPDATE sales SET created_at = '2025-09-10T12:00:00-04:00' WHERE id = ${sale.id}`,
    );
    await saleAt(seller, '2025-09-11T12:00:00-04:00', { price: 7.77 }); // an extra charge alone
    await expenseAt(seller, '2025-09-12T12:00:00-04:00', 2.5);
    setAppNow(ctx, '2025-09-20T12:00:00-04:00');
    const data = await metrics(seller);
    expect(data).toEqual({
      totalRevenue: 32.27,
      monthlySales: 32.27,
      monthlyExpenses: 2.5,
      realMonthlyProfit: 21.77, // 32.27 − 8 − 2.50
      monthlyRevenueWithoutCost: 12.27, // 3.30 + 1.20 + 7.77
      inBolivares: null,
      monthlyIgtf: 0,
      currentMonth: { monthName: 'Septiembre' },
      overdue: NO_OVERDUE,
    });
  });

  it('answers zeros for a new seller, 401 without a token and 403 to an admin', async () => {
    const seller = await seedUser(ctx);
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    setAppNow(ctx, '2025-12-31T12:00:00-04:00');
    expect(await metrics(seller)).toEqual({
      totalRevenue: 0,
      monthlySales: 0,
      monthlyExpenses: 0,
      realMonthlyProfit: 0,
      monthlyRevenueWithoutCost: 0,
      inBolivares: null,
      monthlyIgtf: 0,
      currentMonth: { monthName: 'Diciembre' },
      overdue: NO_OVERDUE,
    });
    const url = '/api/expenses/dashboard/metrics';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(403);
  });
});
