import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '@cuadre/shared/money/constants';
import { MAX_SALE_TOTAL } from '@cuadre/shared/sales/constants';
import { ZSaleCreateRequest, type TSaleCreateRequestInput } from '@cuadre/shared/sales/schemas';
import { planSale, productsWanted } from '../src/modules/sales/sale-rules';
import { joinOrOpenAccount, readSellerProducts } from '../src/modules/sales/sales.repository';
import { writeSales } from '../src/modules/sales/write-sales.statement';
import type { TSaleEntry } from '../src/modules/sales/write-sales.statement';
import { createTestContext, type TTestContext } from './test-app';
import { seedUser, type TSeededUser } from './seed';
import { seedClient, seedProduct } from './seed-catalog';
import { shopIdOf } from '../src/lib/auth/shop-scope';

// Design §10: every aggregate is summed in unbounded numeric and carried without narrowing, so no screen fails
// because a seller sold a lot. Sales are never deleted: a sum that once broke a screen broke it for good (a
// numeric(16,2) cast on the admin dashboard, a numeric(14,2) on the admin's user detail, toCents refusing the
// daily statistics past 9e13 dollars). Here a seller sells 1,000 times at the largest total a sale may have,
// a second seller 200 times, and a third seller has sales and expenses of the largest amount numeric(14,2)
// holds, as sales written before the maximum existed are; every screen that sums them answers 200 and the sum.

/** A number as JSON carries the exact decimal: exact to the cent below 9e13, the nearest number beyond. */
const money = (decimal: string) => Number(decimal);

const BATCH = 100;

let ctx: TTestContext;
let admin: TSeededUser;
let big: TSeededUser;
let second: TSeededUser;
let legacy: TSeededUser;
let bigClientId: string;

/** Writes sales through the app's one sales statement (its triggers keep the counters), in batches. */
async function sell(
  seller: TSeededUser,
  requests: TSaleCreateRequestInput[],
  client: { id: string; name: string } | null,
  adjust: (entry: TSaleEntry) => void = () => {},
): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH) {
    await ctx.db.transaction(async (tx) => {
      const entries: TSaleEntry[] = [];
      for (const input of requests.slice(start, start + BATCH)) {
        const request = ZSaleCreateRequest.parse(input);
        const wanted = productsWanted(request);
        const products = await readSellerProducts(tx, shopIdOf(seller.user.id), [...wanted.keys()]);
        const { entry } = planSale({
          shopId: seller.user.id,
          request,
          wanted,
          products,
          client,
          claim: null,
        });
        if (entry.sale.status === 'PENDING' && client) {
          entry.sale.openAccountId = await joinOrOpenAccount(tx, shopIdOf(seller.user.id), client.id);
        }
        adjust(entry);
        entries.push(entry);
      }
      const outcomes = await writeSales(tx, entries);
      expect(outcomes.every((outcome) => outcome.claimed && !outcome.stale)).toBe(true);
    });
  }
}

/** A sale as written before the maximum: its one line, total and payment at numeric(14,2)'s largest value. */
function atOldMaximum(entry: TSaleEntry): void {
  const line = entry.lines[0];
  if (!line) throw new Error('a sale of one line was expected');
  line.unitPrice = MAX_AMOUNT;
  entry.sale.total = MAX_AMOUNT;
  if (entry.sale.status === 'PAID') entry.sale.totalPaid = MAX_AMOUNT;
  for (const payment of entry.payments) {
    payment.amount = MAX_AMOUNT;
    payment.amountInCurrency = MAX_AMOUNT;
  }
}

async function get(url: string, who: TSeededUser) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await seedUser(ctx, { role: 'ADMIN' });
  big = await seedUser(ctx, { country: 'VE' });
  second = await seedUser(ctx, { country: 'CO' });
  legacy = await seedUser(ctx, { country: 'VE' });

  // 1,000 sales at the maximum: 600 PAID, 400 PENDING with an initial payment of 25,000,000.50 each.
  const product = await seedProduct(ctx, big.user.id, {
    price: MAX_SALE_TOTAL,
    cost: 60_000_000.01,
    quantity: 5_000,
  });
  const bigClient = await seedClient(ctx, big.user.id, { name: 'Constructora Ávila' });
  bigClientId = bigClient.id;
  const line = { productId: product.id, quantity: 1, price: MAX_SALE_TOTAL };
  await sell(
    big,
    Array.from({ length: 600 }, () => ({ items: [line], status: 'PAID' as const })),
    null,
  );
  await sell(
    big,
    Array.from({ length: 400 }, () => ({
      items: [line],
      status: 'PENDING' as const,
      clientId: bigClient.id,
      initialPaymentAmount: 25_000_000.5,
    })),
    { id: bigClient.id, name: bigClient.name },
  );

  // 200 sales of an extra charge at the maximum: 100 PAID, 100 PENDING with nothing paid.
  const secondClient = await seedClient(ctx, second.user.id);
  const charge = { name: 'Maquinaria', quantity: 1, price: MAX_SALE_TOTAL };
  await sell(
    second,
    Array.from({ length: 100 }, () => ({ items: [charge], status: 'PAID' as const })),
    null,
  );
  await sell(
    second,
    Array.from({ length: 100 }, () => ({
      items: [charge],
      status: 'PENDING' as const,
      clientId: secondClient.id,
    })),
    { id: secondClient.id, name: secondClient.name },
  );

  // Written before the maximum: 101 PAID and 2 PENDING sales of 999,999,999,999.99, and 101 expenses as large.
  const legacyClient = await seedClient(ctx, legacy.user.id);
  const lot = { name: 'Lote', quantity: 1, price: 1 };
  await sell(
    legacy,
    Array.from({ length: 101 }, () => ({ items: [lot], status: 'PAID' as const })),
    null,
    atOldMaximum,
  );
  await sell(
    legacy,
    Array.from({ length: 2 }, () => ({
      items: [lot],
      status: 'PENDING' as const,
      clientId: legacyClient.id,
    })),
    { id: legacyClient.id, name: legacyClient.name },
    atOldMaximum,
  );
  await ctx.db.execute(sql`
    INSERT INTO expenses (id, shop_id, description, amount, category, date)
    SELECT gen_random_uuid(), ${legacy.user.id}, 'Nómina ' || n, ${MAX_AMOUNT}, 'SALARY', now()
    FROM generate_series(1, 101) AS n`);
}, 120_000);
afterAll(() => ctx.close());

describe('sums of many sales at the largest totals (design §10)', () => {
  it('the admin dashboard, user list and user details answer the exact sums', async () => {
    expect(await get('/api/admin/dashboard', admin)).toMatchObject({
      totalClients: 3,
      totalSales: 1_000 + 200 + 103,
      // 1e11 + 2e10 + 103 × 999,999,999,999.99
      totalRevenue: money('103119999999998.97'),
    });
    const list = await get('/api/admin/users?pageSize=100', admin);
    expect(list.map((user: { id: string }) => user.id)).toEqual(
      expect.arrayContaining([big.user.id, second.user.id, legacy.user.id]),
    );
    expect((await get(`/api/admin/users/${big.user.id}`, admin)).stats).toEqual({
      productsCount: 1,
      clientsCount: 1,
      salesCount: 1_000,
      // 400 × (100,000,000.00 − 25,000,000.50)
      pendingAmount: 29_999_999_800,
    });
    expect((await get(`/api/admin/users/${second.user.id}`, admin)).stats).toMatchObject({
      salesCount: 200,
      pendingAmount: 10_000_000_000,
    });
    expect((await get(`/api/admin/users/${legacy.user.id}`, admin)).stats).toMatchObject({
      salesCount: 103,
      pendingAmount: 1_999_999_999_999.98,
    });
  });

  it("the admin's lists of a seller's sales and open accounts answer their totals", async () => {
    const accounts = await get(`/api/admin/users/${big.user.id}/open-accounts`, admin);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      totalAmount: 40_000_000_000,
      totalPaidOnThisAccount: 10_000_000_200,
      totalOwed: 29_999_999_800,
    });
    expect(accounts[0].sales).toHaveLength(400);
    const legacyAccounts = await get(`/api/admin/users/${legacy.user.id}/open-accounts`, admin);
    expect(legacyAccounts[0]).toMatchObject({
      totalAmount: 1_999_999_999_999.98,
      totalOwed: 1_999_999_999_999.98,
    });
    const sales = await get(`/api/admin/users/${big.user.id}/sales`, admin);
    expect(sales[0]).toMatchObject({ total: MAX_SALE_TOTAL });
    const everySale = await get('/api/admin/sales', admin);
    expect(everySale.length).toBeGreaterThan(0);
    const detail = await get(`/api/admin/sales/${sales[0].id}`, admin);
    expect(detail.items[0]).toMatchObject({ subtotal: MAX_SALE_TOTAL });
  });

  it("the seller's dashboard, statistics, history, accounts and clients answer the exact sums", async () => {
    expect(await get('/api/expenses/dashboard/metrics', big)).toMatchObject({
      totalRevenue: 100_000_000_000,
      monthlySales: 100_000_000_000,
      monthlyExpenses: 0,
      // 1,000 × (100,000,000.00 − 60,000,000.01)
      realMonthlyProfit: 39_999_999_990,
      monthlyRevenueWithoutCost: 0,
    });
    const stats = await get('/api/sales/stats/daily', big);
    expect(stats.periodTotals).toEqual({
      totalSales: 1_000,
      totalRevenue: 100_000_000_000,
      totalCost: 60_000_000_010,
      totalProfit: 39_999_999_990,
      revenueWithoutCost: 0,
      // No rate is stored here: no bolívares (stats-in-bolivares.test.ts has them).
      inBolivares: null,
      igtfTotal: 0,
      taxTotal: 0,
      discountTotal: 0,
    });
    expect(stats.dailyStats).toEqual([
      expect.objectContaining({ salesCount: 1_000, totalRevenue: 100_000_000_000 }),
    ]);
    const history = await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: big.headers });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({ total: 1_000 });
    const pending = await get('/api/sales?status=PENDING', big);
    const details = await get(`/api/sales/${pending[0].id}/payments`, big);
    expect(details).toMatchObject({ total: MAX_SALE_TOTAL, totalPaid: 25_000_000.5, balance: 74_999_999.5 });
    const accounts = await get('/api/open-accounts', big);
    expect(accounts).toEqual([
      expect.objectContaining({
        totalAmount: 40_000_000_000,
        totalPaidOnThisAccount: 10_000_000_200,
        totalOwed: 29_999_999_800,
      }),
    ]);
    expect(await get('/api/clients', big)).toEqual([
      expect.objectContaining({ id: bigClientId, hasDebt: true }),
    ]);
  });

  it('a seller whose sales and expenses were written before the maximum still gets every screen', async () => {
    const revenue = money('102999999999998.97'); // 103 × 999,999,999,999.99
    const expenses = money('100999999999998.99'); // 101 × 999,999,999,999.99
    expect(await get('/api/expenses/dashboard/metrics', legacy)).toMatchObject({
      totalRevenue: revenue,
      monthlySales: revenue,
      monthlyExpenses: expenses,
      // Its lines have no known cost: they count at cost 0 (design §10), all of the revenue is without cost.
      realMonthlyProfit: money('1999999999999.98'),
      monthlyRevenueWithoutCost: revenue,
    });
    expect((await get('/api/sales/stats/daily', legacy)).periodTotals).toEqual({
      totalSales: 103,
      totalRevenue: revenue,
      totalCost: 0,
      totalProfit: revenue,
      revenueWithoutCost: revenue,
      inBolivares: null,
      igtfTotal: 0,
      taxTotal: 0,
      discountTotal: 0,
    });
    expect(await get('/api/expenses/summary', legacy)).toMatchObject({
      monthlyTotal: expenses,
      yearlyTotal: expenses,
      byCategory: [{ category: 'SALARY', total: expenses }],
    });
    expect((await get('/api/open-accounts', legacy))[0]).toMatchObject({
      totalAmount: 1_999_999_999_999.98,
      totalOwed: 1_999_999_999_999.98,
    });
  });
});
