import { eq, sql } from 'drizzle-orm';
import { sumMoney } from '@cuadre/shared/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sales } from '../../db/schema/sales';
import { saleReturns } from '../../db/schema/returns';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedSalesAt } from '../../../test/seed-sales-at';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';
import { dailySalesRows, dailySalesRowsFromSales, type TDailySalesRow } from './stats.repository';
import { shopIdOf } from '../../lib/auth/shop-scope';

// The per-day totals kept by the triggers of migrations 0008 and 0020 (in bolívares too) must always say what
// summing the sales says, and their IGTF what summing the payments says on the days they were made (0032); so must
// the revenue of all time in bolívares (seller_counters, 0020).
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const YEAR = { startDate: '2024-01-01', endDate: '2026-12-31' };

/** Sales at these instants; every other one paid in dollars with IGTF at its instant, as the till sells. */
async function seedSales(seller: TSeededUser, instants: string[]) {
  const written = await seedSalesAt(ctx, seller, instants, { withIgtf: true });
  const withIgtf = written.filter((sale) => sale.igtfTotal > 0);
  if (withIgtf.length === 0) return;
  await ctx.db.insert(payments).values(
    withIgtf.map((sale) => ({
      saleId: sale.id,
      shopId: seller.user.id,
      amount: sale.total,
      amountInCurrency: sumMoney([sale.total, sale.igtfTotal]),
      igtfAmount: sale.igtfTotal,
      createdAt: sale.createdAt,
    })),
  );
}

/** An instalment in dollars on a sale at an instant, bearing IGTF, as POST /payments records it. */
async function payInstalment(saleId: string, shopId: string, at: string, igtf: number) {
  await ctx.db.insert(payments).values({
    saleId,
    shopId,
    amount: 1,
    amountInCurrency: sumMoney([1, igtf]),
    igtfAmount: igtf,
    createdAt: new Date(at),
  });
  await ctx.db.execute(sql`UPDATE sales SET igtf_total = igtf_total + ${igtf}::numeric WHERE id = ${saleId}`);
}

/** The dashboard's counters of all time in bolívares against the sales themselves. */
async function expectCountersAgree(seller: TSeededUser) {
  const result = await ctx.db.execute<{
    kept_ves: string;
    kept_unrated: string;
    ves: string;
    unrated: string;
  }>(sql`
    SELECT (SELECT coalesce(sum(value), 0)::text FROM seller_counters
            WHERE shop_id = ${seller.user.id} AND kind = 'sales_revenue_ves') AS kept_ves,
           (SELECT coalesce(sum(value), 0)::text FROM seller_counters
            WHERE shop_id = ${seller.user.id} AND kind = 'sales_revenue_unrated') AS kept_unrated,
           (SELECT coalesce(sum(round(total * exchange_rate, 2)), 0)::text FROM sales
            WHERE shop_id = ${seller.user.id}) AS ves,
           (SELECT coalesce(sum(total) FILTER (WHERE exchange_rate IS NULL), 0)::text FROM sales
            WHERE shop_id = ${seller.user.id}) AS unrated`);
  const row = result.rows[0]!;
  expect(Number(row.kept_ves)).toBe(Number(row.ves));
  expect(Number(row.kept_unrated)).toBe(Number(row.unrated));
}

async function zoneOf(seller: TSeededUser): Promise<string> {
  const result = await ctx.db.execute<{ time_zone: string }>(
    sql`SELECT time_zone FROM shops WHERE id = ${seller.user.id}`,
  );
  return result.rows[0]!.time_zone;
}

/** Both ways of reading the days, for the seller's own zone: they must agree row for row. */
async function bothWays(seller: TSeededUser) {
  const query = { shopId: shopIdOf(seller.user.id), timeZone: await zoneOf(seller), ...YEAR };
  // As numbers: a sum that came back to zero prints "0.00" where a sum of nothing prints "0".
  const exact = (rows: TDailySalesRow[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)]),
      ),
    );
  return {
    kept: exact(await dailySalesRows(ctx.db, query)),
    summed: exact(await dailySalesRowsFromSales(ctx.db, query)),
  };
}

describe('seller_daily_sales', () => {
  it('agrees with the sales after inserts, a bulk insert, an update and deletes', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, [
      '2025-03-02T03:30:00.000Z',
      '2025-03-01T14:00:00.000Z',
      '2025-03-02T04:30:00.000Z',
      '2025-12-31T23:59:00.000Z',
    ]);
    await seedSales(seller, ['2025-03-01T15:00:00.000Z']);
    const first = await bothWays(seller);
    expect(first.kept).toEqual(first.summed);
    await expectCountersAgree(seller);
    // The bolívares and the IGTF are there, not zeros that would agree all the same.
    const march = first.kept.filter((row) => String(row.day).startsWith('2025-03'));
    const figures = (row: (typeof march)[number]) => [
      row.day,
      row.revenueVes,
      row.unratedRevenue,
      row.igtfTotal,
    ];
    // The 1st: 10 × 36.12345678 (twice, one per statement) → 361.23 each, 11 × 37.62345678 → 413.86; the 2nd: a
    // sale of $12 without a rate.
    expect(march.map(figures)).toEqual([
      ['2025-03-01', 1136.32, 0, 0.6],
      ['2025-03-02', 0, 12, 0.9],
    ]);
    expect(first.kept.map((row) => [row.day, row.salesCount])).toEqual([
      ['2025-03-01', 3],
      ['2025-03-02', 1],
      ['2025-12-31', 1],
    ]);

    // Sales are immutable in the app, but a psql session may still move one: the days follow.
    await ctx.db.execute(
      sql`UPDATE sales SET created_at = '2025-06-15T12:00:00Z', total = total + 1
          WHERE shop_id = ${seller.user.id} AND created_at = '2025-12-31T23:59:00Z'`,
    );
    await ctx.db.execute(
      sql`DELETE FROM sales WHERE shop_id = ${seller.user.id} AND created_at = '2025-03-02T04:30:00Z'`,
    );
    const after = await bothWays(seller);
    expect(after.kept).toEqual(after.summed);
    await expectCountersAgree(seller);
    expect(after.kept.map((row) => row.day)).toEqual(['2025-03-01', '2025-06-15']);

    // Sales given another rate, one losing its rate, and IGTF borne by an instalment in dollars a day after each
    // sale (POST /payments): only the rate or the IGTF change, and the days and the counters follow.
    await ctx.db.execute(
      sql`UPDATE sales SET exchange_rate = CASE WHEN created_at = '2025-06-15T12:00:00Z' THEN NULL
                                                ELSE exchange_rate + 1 END
          WHERE shop_id = ${seller.user.id}`,
    );
    const sold = await ctx.db.execute<{ id: string; at: string }>(
      sql`SELECT id, (created_at + interval '1 day')::text AS at FROM sales WHERE shop_id = ${seller.user.id}`,
    );
    for (const sale of sold.rows) await payInstalment(sale.id, seller.user.id, sale.at, 0.45);
    const rated = await bothWays(seller);
    expect(rated.kept).toEqual(rated.summed);
    expect(rated.kept.map((row) => row.igtfTotal)).not.toEqual(after.kept.map((row) => row.igtfTotal));
    expect(rated.kept.map((row) => row.revenueVes)).not.toEqual(after.kept.map((row) => row.revenueVes));
    await expectCountersAgree(seller);
  });

  it("moves every sale to its new local day when the seller's zone changes", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // 03:30 UTC on 2 March: the 1st in Caracas (UTC−4), the 2nd in Madrid (UTC+1).
    await seedSales(seller, ['2025-03-02T03:30:00.000Z', '2025-03-01T14:00:00.000Z']);
    expect((await bothWays(seller)).kept.map((row) => [row.day, row.salesCount])).toEqual([
      ['2025-03-01', 2],
    ]);

    await ctx.db.execute(sql`UPDATE shops SET time_zone = 'Europe/Madrid' WHERE id = ${seller.user.id}`);
    const madrid = await bothWays(seller);
    expect(madrid.kept).toEqual(madrid.summed);
    // The rebuilt days keep their bolívares and IGTF (the rated sale on the 1st, the other on the 2nd).
    expect(madrid.kept.map((row) => [row.revenueVes, row.igtfTotal])).toEqual([
      [413.86, 0],
      [361.23, 0.3],
    ]);
    expect(madrid.kept.map((row) => [row.day, row.salesCount])).toEqual([
      ['2025-03-01', 1],
      ['2025-03-02', 1],
    ]);
  });

  it("keeps an instalment's IGTF on the local day it was paid, in the seller's new zone too", async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // A sale on 1 March, $0.30 of IGTF paid with it; an instalment bearing $0.60 at 03:30 UTC on 5 March: the 4th
    // in Caracas, the 5th in Madrid.
    await seedSales(seller, ['2025-03-01T14:00:00.000Z']);
    const [sale] = (
      await ctx.db.execute<{ id: string }>(sql`SELECT id FROM sales WHERE shop_id = ${seller.user.id}`)
    ).rows;
    await payInstalment(sale!.id, seller.user.id, '2025-03-05T03:30:00.000Z', 0.6);
    const days = (rows: Record<string, unknown>[]) =>
      rows.map((row) => [row.day, Number(row.salesCount), Number(row.igtfTotal)]);

    const caracas = await bothWays(seller);
    expect(caracas.kept).toEqual(caracas.summed);
    expect(days(caracas.kept)).toEqual([
      ['2025-03-01', 1, 0.3],
      ['2025-03-04', 0, 0.6],
    ]);

    await ctx.db.execute(sql`UPDATE shops SET time_zone = 'Europe/Madrid' WHERE id = ${seller.user.id}`);
    const madrid = await bothWays(seller);
    expect(madrid.kept).toEqual(madrid.summed);
    expect(days(madrid.kept)).toEqual([
      ['2025-03-01', 1, 0.3],
      ['2025-03-05', 0, 0.6],
    ]);

    // The instalment gone (a psql session): its IGTF leaves its day.
    await ctx.db.execute(
      sql`DELETE FROM payments WHERE sale_id = ${sale!.id} AND created_at = '2025-03-05T03:30:00Z'`,
    );
    const gone = await bothWays(seller);
    expect(gone.kept).toEqual(gone.summed);
    expect(days(gone.kept)).toEqual([['2025-03-01', 1, 0.3]]);
  });

  it('sums concurrent sales of one seller, whatever shard each landed in', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const product = await seedProduct(ctx, seller.user.id, { quantity: 1000, price: 2.5, cost: 1 });
    await Promise.all(
      Array.from({ length: 24 }, () =>
        sellViaApi(ctx, seller, {
          items: [{ productId: product.id, quantity: 1, price: 2.5 }],
          status: 'PAID',
        }),
      ),
    );
    const { kept, summed } = await bothWays(seller);
    expect(kept).toEqual(summed);
    expect(kept.reduce((sum, row) => sum + row.salesCount, 0)).toBe(24);
  });

  it('takes a return off the local day it was made on, read either way (design §13)', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, [
      '2025-05-10T15:00:00.000Z',
      '2025-05-10T16:00:00.000Z',
      '2025-05-10T17:00:00.000Z',
    ]);
    const sold = await ctx.db.select().from(sales).where(eq(sales.shopId, seller.user.id));
    // Two returns on a later day (one of a sale with a rate, one of the sale without), a day with no sale.
    await ctx.db.insert(saleReturns).values(
      sold
        .filter((sale) => sale.total !== 11)
        .map((sale) => ({
          shopId: seller.user.id,
          saleId: sale.id,
          restock: true,
          total: 2,
          totalCost: 0.5,
          totalProfit: 1.5,
          createdAt: new Date('2025-05-12T18:00:00.000Z'),
        })),
    );
    const { kept, summed } = await bothWays(seller);
    expect(kept).toEqual(summed);
    expect(summed.find((row) => row.day === '2025-05-12')).toMatchObject({
      salesCount: 0,
      revenue: -4,
      profit: -3,
    });
  });

  it('falls back to the sales for a zone other than the one the days are kept in', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, ['2025-03-02T03:30:00.000Z']);
    const query = { shopId: shopIdOf(seller.user.id), timeZone: 'Europe/Madrid', ...YEAR };
    expect((await dailySalesRows(ctx.db, query)).map((row) => row.day)).toEqual(['2025-03-02']);
  });

  it('leaves nothing behind when a seller is deleted with their sales', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, ['2025-03-02T03:30:00.000Z']);
    await ctx.db.execute(sql`DELETE FROM users WHERE id = ${seller.user.id}`);
    const left = await ctx.db.execute(
      sql`SELECT 1 FROM seller_daily_sales WHERE shop_id = ${seller.user.id}`,
    );
    expect(left.rows).toEqual([]);
  });
});
