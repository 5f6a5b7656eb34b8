import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../../db/schema/expenses';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt, TUESDAY } from '../../../test/tuesday-rate';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedRatedSale } from '../../../test/seed-rated-sale';

// Design §10: the dashboard in bolívares counts each sale at the rate it remembers (to the cent, as its details
// show it); sales without a rate and the expenses (which have none) at today's rate. The IGTF is told apart.

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 400.5);
});
afterAll(() => ctx.close());

const seedSale = (seller: TSeededUser, sale: Parameters<typeof seedRatedSale>[2]) =>
  seedRatedSale(ctx, seller, sale);

async function metrics(seller: TSeededUser) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/expenses/dashboard/metrics',
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /api/expenses/dashboard/metrics in bolívares', () => {
  it('counts each sale at its own rate, sales without one and the expenses at today’s, the IGTF apart', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSale(seller, {
      at: '2026-03-02T13:00:00.000Z',
      total: 10.01,
      cost: 4,
      profit: 6.01,
      rate: 36.555,
      igtf: 0.3,
    });
    await seedSale(seller, {
      at: '2026-03-02T18:00:00.000Z',
      total: 20,
      cost: 5,
      profit: 12,
      rate: 40.12345678,
      igtf: 0.15,
    });
    await seedSale(seller, { at: '2026-03-09T20:00:00.000Z', total: 5, cost: 1, profit: 4, rate: null });
    // February: only in the revenue of all time.
    await seedSale(seller, { at: '2026-02-20T15:00:00.000Z', total: 100, cost: 50, profit: 50, rate: 30 });
    await ctx.db.insert(expenses).values({
      shopId: seller.user.id,
      description: 'Alquiler',
      amount: 12.34,
      category: 'RENT',
      date: new Date('2026-03-05T16:00:00.000Z'),
    });

    const data = await metrics(seller);
    expect(data).toMatchObject({
      totalRevenue: 135.01,
      monthlySales: 35.01,
      monthlyExpenses: 12.34,
      realMonthlyProfit: 12.67, // 35.01 − 10 − 12.34
      monthlyRevenueWithoutCost: 3,
      monthlyIgtf: 0.45,
    });
    // 365,92 + 802,47 + 5 × 400,50; costs 146,22 + 200,62 + 400,50; expenses 12,34 × 400,50 = 4.942,17.
    expect(data.inBolivares).toEqual({
      totalRevenue: 6170.89, // + 100 × 30 in February
      monthlySales: 3170.89,
      monthlyExpenses: 4942.17,
      realMonthlyProfit: -2518.62, // 3.170,89 − 747,34 − 4.942,17
      monthlyRevenueWithoutCost: 120.37,
    });
  });

  it('answers no bolívares and no IGTF for a seller with nothing yet, and no bolívares without a rate', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    expect(await metrics(seller)).toMatchObject({
      monthlyIgtf: 0,
      inBolivares: {
        totalRevenue: 0,
        monthlySales: 0,
        monthlyExpenses: 0,
        realMonthlyProfit: 0,
        monthlyRevenueWithoutCost: 0,
      },
    });
    setAppNow(ctx, '2019-05-03T15:00:00.000Z');
    try {
      expect((await metrics(seller)).inBolivares).toBeNull();
    } finally {
      setAppNow(ctx, TUESDAY);
    }
  });
});
