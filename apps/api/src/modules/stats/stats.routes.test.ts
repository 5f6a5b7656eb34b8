import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '@cuadre/shared/common/dates';
import { sales } from '../../db/schema/sales';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { takeReceiptNumbers } from '../../../test/receipt-numbers';
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

/** A sale row at an exact instant (POST /sales stamps the database's now()). */
async function seedSaleAt(
  seller: TSeededUser,
  createdAt: string,
  amounts: { total: number; cost: number; profit: number },
) {
  const [receiptNumber = 0] = await takeReceiptNumbers(ctx, seller.user.id, 1);
  await ctx.db.insert(sales).values({
    shopId: seller.user.id,
    receiptNumber,
    status: 'PAID',
    total: amounts.total,
    totalPaid: amounts.total,
    totalCost: amounts.cost,
    totalProfit: amounts.profit,
    itemCount: 1,
    createdAt: new Date(createdAt),
  });
}

async function stats(seller: TSeededUser, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/stats/daily${query}`,
    headers: seller.headers,
  });
  return response;
}

describe('GET /api/sales/stats/daily', () => {
  it("groups by the seller's calendar day: 23:30 in Caracas on the 1st belongs to the 1st", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // 2 March 03:30 UTC = 1 March 23:30 in Caracas (UTC−4).
    await seedSaleAt(seller, '2025-03-02T03:30:00.000Z', { total: 10, cost: 6, profit: 4 });
    await seedSaleAt(seller, '2025-03-01T14:00:00.000Z', { total: 20.1, cost: 10, profit: 10.1 });
    // 2 March 04:30 UTC = 2 March 00:30 in Caracas.
    await seedSaleAt(seller, '2025-03-02T04:30:00.000Z', { total: 0.2, cost: 0, profit: 0.2 });
    // 1 March 03:00 UTC = 28 February 23:00 in Caracas: outside March.
    await seedSaleAt(seller, '2025-03-01T03:00:00.000Z', { total: 500, cost: 100, profit: 400 });
    const other = await seedUser(ctx, { country: 'VE' });
    await seedSaleAt(other, '2025-03-01T14:00:00.000Z', { total: 999, cost: 1, profit: 998 });

    const response = await stats(seller, '?startDate=2025-03-01&endDate=2025-03-31');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      periodTotals: {
        totalSales: 3,
        totalRevenue: 30.3,
        totalCost: 16,
        totalProfit: 14.3,
        revenueWithoutCost: 0,
        inBolivares: null,
        igtfTotal: 0,
        taxTotal: 0,
        discountTotal: 0,
      },
      dateRange: { startDate: '2025-03-01', endDate: '2025-03-31' },
      dailyStats: [
        {
          date: '2025-03-01',
          salesCount: 2,
          totalRevenue: 30.1,
          totalCost: 16,
          totalProfit: 14.1,
          revenueWithoutCost: 0,
          inBolivares: null,
          igtfTotal: 0,
          taxTotal: 0,
          discountTotal: 0,
        },
        {
          date: '2025-03-02',
          salesCount: 1,
          totalRevenue: 0.2,
          totalCost: 0,
          totalProfit: 0.2,
          revenueWithoutCost: 0,
          inBolivares: null,
          igtfTotal: 0,
          taxTotal: 0,
          discountTotal: 0,
        },
      ],
    });

    // The same instants read by a seller in Bogotá (UTC−5): the 23:30 sale is 22:30 on the 1st there too,
    // but the 00:30 one is 23:30 on the 1st.
    const bogota = await seedUser(ctx, { country: 'CO' });
    await seedSaleAt(bogota, '2025-03-02T04:30:00.000Z', { total: 1, cost: 0, profit: 1 });
    const fromBogota = (await stats(bogota, '?startDate=2025-03-01&endDate=2025-03-01')).json().data;
    expect(fromBogota.dailyStats).toEqual([
      {
        date: '2025-03-01',
        salesCount: 1,
        totalRevenue: 1,
        totalCost: 0,
        totalProfit: 1,
        revenueWithoutCost: 0,
        inBolivares: null,
        igtfTotal: 0,
        taxTotal: 0,
        discountTotal: 0,
      },
    ]);
  });

  it("defaults to the current month in the seller's zone", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // 1 April 02:00 UTC is still 31 March in Caracas.
    setAppNow(ctx, '2025-04-01T02:00:00.000Z');
    await seedSaleAt(seller, '2025-03-15T15:00:00.000Z', { total: 12, cost: 5, profit: 7 });
    await seedSaleAt(seller, '2025-04-02T15:00:00.000Z', { total: 50, cost: 5, profit: 45 });
    const data = (await stats(seller)).json().data;
    expect(data.dateRange).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(data.periodTotals).toEqual({
      totalSales: 1,
      totalRevenue: 12,
      totalCost: 5,
      totalProfit: 7,
      revenueWithoutCost: 0,
      inBolivares: null,
      igtfTotal: 0,
      taxTotal: 0,
      discountTotal: 0,
    });

    // Only a start: from it to today. Only an end: from the first day of its month.
    expect((await stats(seller, '?startDate=2025-03-20')).json().data.dateRange).toEqual({
      startDate: '2025-03-20',
      endDate: '2025-03-31',
    });
    expect((await stats(seller, '?endDate=2025-02-10')).json().data.dateRange).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-10',
    });
  });

  it('answers an empty period with zero totals, and refuses an inverted or impossible range', async () => {
    const seller = await seedUser(ctx);
    const empty = await stats(seller, '?startDate=2024-01-01&endDate=2024-01-31');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({
      periodTotals: {
        totalSales: 0,
        totalRevenue: 0,
        totalCost: 0,
        totalProfit: 0,
        revenueWithoutCost: 0,
        // No rate in force: no bolívares (this file never stores one).
        inBolivares: null,
        igtfTotal: 0,
        taxTotal: 0,
        discountTotal: 0,
      },
      dateRange: { startDate: '2024-01-01', endDate: '2024-01-31' },
      dailyStats: [],
    });
    const inverted = await stats(seller, '?startDate=2024-02-01&endDate=2024-01-31');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('La fecha de inicio debe ser anterior o igual a la fecha de fin');
    expect((await stats(seller, '?startDate=2024-02-30')).statusCode).toBe(400);
  });

  it('counts a sale made through POST /sales today, with its cost and profit', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const product = await seedProduct(ctx, seller.user.id, { price: 12.5, cost: 7.25 });
    await sellViaApi(ctx, seller, {
      items: [
        { productId: product.id, quantity: 2, price: 12.5 },
        { name: 'Delivery', quantity: 1, price: 3 },
      ],
      status: 'PAID',
    });
    const today = todayInZone('America/Caracas');
    const data = (await stats(seller, `?startDate=${today}&endDate=${today}`)).json().data;
    // Profit adds up (design §10): the extra charge has no known cost, counts at cost 0, and is told apart.
    expect(data.dailyStats).toEqual([
      {
        date: today,
        salesCount: 1,
        totalRevenue: 28,
        totalCost: 14.5,
        totalProfit: 13.5,
        revenueWithoutCost: 3,
        inBolivares: null,
        igtfTotal: 0,
        taxTotal: 0,
        discountTotal: 0,
      },
    ]);
  });

  it('follows daylight saving time, and serves a period of many years', async () => {
    const seller = await seedUser(ctx, { country: null });
    await ctx.db.execute(sql`UPDATE shops SET time_zone = 'Europe/Madrid' WHERE id = ${seller.user.id}`);
    // Madrid moved to UTC+2 on 30 March 2025: 21:30 UTC is 23:30 that day, 22:30 UTC is already the 31st.
    await seedSaleAt(seller, '2025-03-30T21:30:00.000Z', { total: 1, cost: 0, profit: 1 });
    await seedSaleAt(seller, '2025-03-30T22:30:00.000Z', { total: 2, cost: 0, profit: 2 });
    await seedSaleAt(seller, '2019-07-01T10:00:00.000Z', { total: 4, cost: 0, profit: 4 });
    const data = (await stats(seller, '?startDate=2000-01-01&endDate=2099-12-31')).json().data;
    expect(
      data.dailyStats.map((row: { date: string; totalRevenue: number }) => [row.date, row.totalRevenue]),
    ).toEqual([
      ['2019-07-01', 4],
      ['2025-03-30', 1],
      ['2025-03-31', 2],
    ]);
    expect(data.periodTotals.totalSales).toBe(3);
  });

  it('profit is revenue − cost on every day and in the totals, with the revenue of lines without a known cost', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const product = await seedProduct(ctx, seller.user.id, { price: 10, cost: 4 });
    const sell = async (items: object[], at: string) => {
      const sale = await sellViaApi(ctx, seller, { items, status: 'PAID' });
      await ctx.db.execute(sql`UPDATE sales SET created_at = ${at}::timestamptz WHERE id = ${sale.id}`);
    };
    // Day 1: a product line (10 − 4) and a custom item of 2.50; day 2: an extra charge alone.
    await sell(
      [
        { productId: product.id, quantity: 1, price: 10 },
        { name: 'Bolsa', quantity: 1, price: 2.5 },
      ],
      '2025-05-01T12:00:00-04:00',
    );
    await sell([{ name: 'Envío', quantity: 2, price: 1.75 }], '2025-05-02T12:00:00-04:00');
    const data = (await stats(seller, '?startDate=2025-05-01&endDate=2025-05-31')).json().data;
    expect(data.dailyStats).toEqual([
      {
        date: '2025-05-01',
        salesCount: 1,
        totalRevenue: 12.5,
        totalCost: 4,
        totalProfit: 8.5,
        revenueWithoutCost: 2.5,
        inBolivares: null,
        igtfTotal: 0,
        taxTotal: 0,
        discountTotal: 0,
      },
      {
        date: '2025-05-02',
        salesCount: 1,
        totalRevenue: 3.5,
        totalCost: 0,
        totalProfit: 3.5,
        revenueWithoutCost: 3.5,
        inBolivares: null,
        igtfTotal: 0,
        taxTotal: 0,
        discountTotal: 0,
      },
    ]);
    expect(data.periodTotals).toEqual({
      totalSales: 2,
      totalRevenue: 16,
      totalCost: 4,
      totalProfit: 12,
      revenueWithoutCost: 6,
      inBolivares: null,
      igtfTotal: 0,
      taxTotal: 0,
      discountTotal: 0,
    });
    for (const row of [...data.dailyStats, data.periodTotals]) {
      expect(row.totalProfit).toBe(row.totalRevenue - row.totalCost);
    }
  });

  it('is for sellers only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sales/stats/daily' })).statusCode).toBe(401);
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    expect((await stats(admin)).statusCode).toBe(403);
  });
});
