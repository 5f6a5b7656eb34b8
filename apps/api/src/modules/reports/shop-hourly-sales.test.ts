import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema/sales';
import { saleReturns } from '../../db/schema/returns';
import { shopIdOf } from '../../lib/auth/shop-scope';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedSalesAt } from '../../../test/seed-sales-at';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { hourCells, hourCellsFromSales, type THourCellRow } from './hours-report.repository';

// The hours kept by the triggers of migration 0051 (decision record 033) must always say what summing the sales
// and returns says, whatever writes, moves, deletes or rezones them.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const YEAR = { from: '2025-01-01', to: '2025-12-31' };

const seedSales = (seller: TSeededUser, instants: string[]) => seedSalesAt(ctx, seller, instants);

async function zoneOf(seller: TSeededUser): Promise<string> {
  const result = await ctx.db.execute<{ time_zone: string }>(
    sql`SELECT time_zone FROM shops WHERE id = ${seller.user.id}`,
  );
  return result.rows[0]!.time_zone;
}

/** Both ways of reading the grid in the shop's zone, as numbers ("0.00" and "0" are the same nothing). */
async function bothWays(seller: TSeededUser) {
  const period = { ...YEAR, timeZone: await zoneOf(seller) };
  const exact = (rows: THourCellRow[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])));
  return {
    kept: exact(await hourCells(ctx.db, shopIdOf(seller.user.id), period)),
    summed: exact(await hourCellsFromSales(ctx.db, shopIdOf(seller.user.id), period)),
  };
}

describe('shop_hourly_sales', () => {
  it('agrees with the sales after inserts, an update that moves an hour, a delete and returns', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    // Caracas is UTC−4: Sunday 2 March 2025 at 00:30 and 09:15 twice, Tuesday 4 March at 18:00.
    await seedSales(seller, [
      '2025-03-02T04:30:00.000Z',
      '2025-03-02T13:15:00.000Z',
      '2025-03-02T13:40:00.000Z',
      '2025-03-04T22:00:00.000Z',
    ]);
    let { kept, summed } = await bothWays(seller);
    expect(kept).toEqual(summed);
    expect(kept.map((cell) => [cell.weekday, cell.hour, cell.sales_count])).toEqual([
      [2, 18, 1],
      [7, 0, 1],
      [7, 9, 2],
    ]);

    await ctx.db.execute(
      sql`UPDATE sales SET created_at = '2025-06-15T12:00:00Z', total = total + 1
          WHERE shop_id = ${seller.user.id} AND created_at = '2025-03-04T22:00:00Z'`,
    );
    await ctx.db.execute(
      sql`DELETE FROM sales WHERE shop_id = ${seller.user.id} AND created_at = '2025-03-02T04:30:00Z'`,
    );
    const sold = await ctx.db.select().from(sales).where(eq(sales.shopId, seller.user.id));
    // Returns of a sale with a rate and of the one without, on Monday 10 March at 10:00.
    await ctx.db.insert(saleReturns).values(
      sold.map((sale) => ({
        shopId: seller.user.id,
        saleId: sale.id,
        restock: true,
        total: 2,
        totalCost: 0.5,
        totalProfit: 1.5,
        createdAt: new Date('2025-03-10T14:00:00.000Z'),
      })),
    );
    ({ kept, summed } = await bothWays(seller));
    expect(kept).toEqual(summed);
    expect(kept.find((cell) => cell.weekday === 1 && cell.hour === 10)).toMatchObject({
      sales_count: 0,
      revenue: -6,
    });
    expect(kept.find((cell) => cell.weekday === 7 && cell.hour === 8)).toMatchObject({ sales_count: 1 });
  });

  it('moves every sale to its new local hour when the shop’s zone changes', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, ['2025-03-02T03:30:00.000Z', '2025-03-02T13:15:00.000Z']);
    await ctx.db.execute(sql`UPDATE shops SET time_zone = 'Europe/Madrid' WHERE id = ${seller.user.id}`);
    const { kept, summed } = await bothWays(seller);
    expect(kept).toEqual(summed);
    // Madrid is UTC+1 in March: Sunday 04:30 and 14:15.
    expect(kept.map((cell) => [cell.weekday, cell.hour])).toEqual([
      [7, 4],
      [7, 14],
    ]);
  });

  it('sums sales written at once by many connections, whatever shard each landed in', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        seedSales(seller, [`2025-04-0${1 + (index % 3)}T15:00:00.000Z`]),
      ),
    );
    const { kept, summed } = await bothWays(seller);
    expect(kept).toEqual(summed);
    expect(kept.reduce((count, cell) => count + cell.sales_count!, 0)).toBe(12);
  });

  it('falls back to the sales for a zone other than the one the hours are kept in', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, ['2025-03-02T03:30:00.000Z']);
    const cells = await hourCells(ctx.db, shopIdOf(seller.user.id), { ...YEAR, timeZone: 'Europe/Madrid' });
    expect(cells.map((cell) => [cell.weekday, cell.hour])).toEqual([[7, 4]]);
  });

  it('leaves nothing behind when a shop is deleted with its sales', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await seedSales(seller, ['2025-03-02T03:30:00.000Z']);
    await ctx.db.execute(sql`DELETE FROM users WHERE id = ${seller.user.id}`);
    const left = await ctx.db.execute(sql`SELECT 1 FROM shop_hourly_sales WHERE shop_id = ${seller.user.id}`);
    expect(left.rows).toEqual([]);
  });
});
