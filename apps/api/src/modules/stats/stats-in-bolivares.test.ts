import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt, TUESDAY } from '../../../test/tuesday-rate';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedRatedSale } from '../../../test/seed-rated-sale';

// Design §10: in bolívares each sale counts at the rate it remembers, rounded to the cent as its details show it,
// not the day's dollars × today's rate; a sale without a rate at today's rate. The IGTF is summed apart.

let ctx: TTestContext;
const TODAY_RATE = 400.5;

beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, TODAY_RATE);
});
afterAll(() => ctx.close());

const seedSale = (seller: TSeededUser, sale: Parameters<typeof seedRatedSale>[2]) =>
  seedRatedSale(ctx, seller, sale);

async function stats(seller: TSeededUser, query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/stats/daily${query}`,
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /api/sales/stats/daily in bolívares', () => {
  it('sums each sale at its own rate, a sale without a rate at today’s, and the IGTF apart', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // Monday 2 March in Caracas, two sales at two rates and one made before sales remembered their rate.
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
      profit: 12, // $3 of it from a line without a known cost
      rate: 40.12345678,
      igtf: 0.15,
    });
    await seedSale(seller, { at: '2026-03-02T20:00:00.000Z', total: 5, cost: 1, profit: 4, rate: null });
    // Wednesday 4 March, one more sale.
    await seedSale(seller, { at: '2026-03-04T14:00:00.000Z', total: 1, cost: 0.5, profit: 0.5, rate: 41 });

    const data = await stats(seller, '?startDate=2026-03-01&endDate=2026-03-31');
    const [monday, wednesday] = data.dailyStats;
    expect(monday).toMatchObject({
      date: '2026-03-02',
      totalRevenue: 35.01,
      igtfTotal: 0.45,
      taxTotal: 0,
      discountTotal: 0,
    });
    // 10.01 × 36.555 = 365.91555 → 365,92; 20 × 40.12345678 = 802.4691… → 802,47; 5 × 400,50 = 2.002,50.
    // Costs: 146,22 + 200,62 (200.617…) + 400,50; known profit 219,70 + 481,48 + 1.602,00.
    expect(monday.inBolivares).toEqual({
      totalRevenue: 3170.89,
      totalCost: 747.34,
      totalProfit: 2423.55,
      revenueWithoutCost: 120.37, // 3.170,89 − 747,34 − 2.303,18
    });
    // Not the day's dollars at today's rate (35.01 × 400,50 = 14.021,51).
    expect(monday.inBolivares.totalRevenue).not.toBe(14021.51);
    expect(wednesday).toMatchObject({
      date: '2026-03-04',
      igtfTotal: 0,
      taxTotal: 0,
      discountTotal: 0,
      inBolivares: { totalRevenue: 41, totalCost: 20.5, totalProfit: 20.5, revenueWithoutCost: 0 },
    });
    // The period is the sum of its days; the IGTF is never revenue.
    expect(data.periodTotals).toEqual({
      totalSales: 4,
      totalRevenue: 36.01,
      totalCost: 10.5,
      totalProfit: 25.51,
      revenueWithoutCost: 3,
      inBolivares: {
        totalRevenue: 3211.89,
        totalCost: 767.84,
        totalProfit: 2444.05,
        revenueWithoutCost: 120.37,
      },
      igtfTotal: 0.45,
      taxTotal: 0,
      discountTotal: 0,
    });
  });

  it('answers no bolívares when no rate is in force today', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSale(seller, { at: '2019-05-02T13:00:00.000Z', total: 10, cost: 4, profit: 6, rate: null });
    // 2019: no rate had been published yet; the sales module reads the day it is asked about.
    setAppNow(ctx, '2019-05-03T15:00:00.000Z');
    try {
      const data = await stats(seller, '?startDate=2019-05-01&endDate=2019-05-31');
      expect(data.periodTotals.inBolivares).toBeNull();
      expect(data.dailyStats[0].inBolivares).toBeNull();
    } finally {
      setAppNow(ctx, TUESDAY);
    }
  });
});
