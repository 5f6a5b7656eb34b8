import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SALES_BOOK_COLUMNS,
  RETURN_EXPORT_COLUMNS,
  SALE_EXPORT_COLUMNS,
} from '@cuadre/shared/exports/export-columns';
import { addDaysToIsoDate } from '@cuadre/shared/common/dates';
import { sumDual } from '@cuadre/shared/money/dual-amount';
import type { THoursReport } from '@cuadre/shared/reports/hours';
import type { TPaymentsReport } from '@cuadre/shared/reports/payments';
import type { TMemberFigures } from '@cuadre/shared/team/members-report';
import { bigCentsAtRate, fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TDashboardMetrics } from '@cuadre/shared/dashboard/schemas';
import type { TPayment } from '@cuadre/shared/payments/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import { download, parseCsv, parseXlsx } from './export-files';
import { seedClient } from './seed-catalog';
import { seedUser, type TSeededUser } from './seed';
import { sellViaApi } from './sell';
import { createTestContext, setAppNow, type TTestContext } from './test-app';
import { rateInForceToday, TODAY_IN_CARACAS } from './rate-today';

// A shop's day — open the till, a cash sale, a split payment with change, a credit sale with an initial payment,
// an abono in bolívares, a return refunded in cash, the close — read back from every screen and document that
// sums it: the dashboard, the statistics, the reports of hours and payments, the Z report, the sales book (XLSX) and the CSV
// exports. Revenue, cost, profit, IGTF, discounts and returns must be the same everywhere, in dollars and in
// bolívares.

const RATE = 250;
// The sales are stamped by the database's clock: the day is today, in Caracas, at a rate in force today.
const TODAY = TODAY_IN_CARACAS;
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await rateInForceToday(ctx, RATE);
});
afterAll(() => ctx.close());

async function call<T>(seller: TSeededUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url: `/api${url}`, headers: seller.headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<{ data: T }>().data;
}

const cents = (amount: number | string) => toBigCents(amount);
const money = (value: bigint) => fromBigCents(value);
/** Closes the till counting exactly what it expects, so that its Z report shows no difference. */
async function closeCountingWhatItExpects(seller: TSeededUser, tillId: string): Promise<TCashSession> {
  const counted = await call<TCashSession>(seller, 'GET', `/cash-sessions/${tillId}`);
  return call<TCashSession>(seller, 'POST', `/cash-sessions/${tillId}/close`, {
    counted: counted.lines.map(({ method, currency, expected }) => ({ method, currency, amount: expected })),
  });
}

/** A Spanish CSV amount ("1.234,56" or "-3,50") as cents. */
const csvCents = (cell: string | undefined) => cents((cell ?? '0').replace(/\./g, '').replace(',', '.'));

describe('one day, the same numbers on every screen and document', () => {
  it('adds up revenue, cost, profit, IGTF and returns alike in the dashboard, statistics, Z report, sales book and CSV', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await call(seller, 'PUT', '/users/settings', { igtfEnabled: true });
    const harina = await call<TProduct>(seller, 'POST', '/products', {
      name: 'Harina PAN',
      sku: 'DIA-HARINA',
      price: 3.5,
      cost: 2.15,
      quantity: 50,
    });
    const queso = await call<TProduct>(seller, 'POST', '/products', {
      name: 'Queso blanco',
      sku: 'DIA-QUESO',
      price: 10.01,
      cost: 6.37,
      quantity: 20,
    });
    const line = (product: TProduct, quantity: number) => ({
      productId: product.id,
      name: product.name,
      quantity,
      price: product.price,
    });
    const till = await call<TCashSession>(seller, 'POST', '/cash-sessions', {
      openingFloat: { USD: 20, VES: 5000 },
    });

    // Cash in dollars: IGTF on top.
    const cash = await sellViaApi(ctx, seller, {
      items: [line(harina, 3)],
      status: 'PAID',
      payments: [{ method: 'CASH', currency: 'USD', amount: 11 }],
      changeCurrency: 'USD',
    });
    // Pago Móvil and cash dollars, the change in bolívares.
    const split = await sellViaApi(ctx, seller, {
      items: [line(queso, 1)],
      status: 'PAID',
      payments: [
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300, referenceNumber: '0412' },
        { method: 'CASH', currency: 'USD', amount: 5 },
      ],
      changeCurrency: 'VES',
      discounts: [{ kind: 'AMOUNT', value: 0.5, reason: 'Cliente de siempre' }],
    });
    expect(split.discountTotal).toBe(0.5);
    // On credit, with Bs. 500 by Pago Móvil now and an abono of Bs. 1.000 in cash later.
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa Mora' });
    const credit = await sellViaApi(ctx, seller, {
      items: [line(queso, 1), line(harina, 1)],
      status: 'PENDING',
      clientId: client.id,
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 500, referenceNumber: '0413' }],
    });
    await call(seller, 'POST', '/payments', {
      saleId: credit.id,
      amount: 1000,
      method: 'CASH',
      currency: 'VES',
    });
    // One Harina of the cash sale comes back, its money refunded in cash dollars.
    const harinaLine = cash.items[0];
    await call(seller, 'POST', `/sales/${cash.id}/returns`, {
      lines: [{ saleItemId: harinaLine?.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: harina.price },
      restock: true,
    });
    const closed = await closeCountingWhatItExpects(seller, till.id);

    // What the day comes to, from what was sold and what came back.
    const sales = [cash, split, credit];
    const revenue = sales.reduce((sum, sale) => sum + cents(sale.total), 0n) - cents(harina.price);
    const harinaCost = cents(harina.cost ?? 0);
    const quesoCost = cents(queso.cost ?? 0);
    // Three Harina and a Queso, then a Queso and a Harina; one Harina back.
    const cost = harinaCost * 3n + quesoCost * 2n;
    const igtf = sales.reduce((sum, sale) => sum + cents(sale.igtfTotal), 0n);
    expect(igtf).toBeGreaterThan(0n);
    const returned = cents(harina.price);
    const inBs = (usd: bigint) => bigCentsAtRate(usd, RATE);
    const salesVes = sales.reduce((sum, sale) => sum + inBs(cents(sale.total)), 0n);
    const revenueVes = salesVes - inBs(returned);
    // Each sale's cost in bolívares at its rate, rounded to the cent as the sale keeps it.
    const costVes = inBs(harinaCost * 3n) + inBs(quesoCost) + inBs(quesoCost + harinaCost) - inBs(harinaCost);
    const day = {
      revenue: money(revenue),
      cost: money(cost),
      profit: money(revenue - cost),
      igtf: money(igtf),
      returned: money(returned),
      revenueVes: money(revenueVes),
      profitVes: money(revenueVes - costVes),
    };
    /** What one screen or document shows of the day's figures, against the day's own. */
    const expectTheDay = (shown: Partial<Record<keyof typeof day, number | undefined>>) =>
      expect(shown).toEqual(
        Object.fromEntries(Object.keys(shown).map((key) => [key, day[key as keyof typeof day]])),
      );

    const dashboard = await call<TDashboardMetrics>(seller, 'GET', '/expenses/dashboard/metrics');
    expectTheDay({
      revenue: dashboard.monthlySales,
      profit: dashboard.realMonthlyProfit,
      igtf: dashboard.monthlyIgtf,
      revenueVes: dashboard.inBolivares?.monthlySales,
      profitVes: dashboard.inBolivares?.realMonthlyProfit,
    });
    expect(dashboard.monthlyRevenueWithoutCost).toBe(0);

    const stats = await call<TDailyStats>(
      seller,
      'GET',
      `/sales/stats/daily?startDate=${TODAY}&endDate=${TODAY}`,
    );
    const period = stats.periodTotals;
    expectTheDay({
      revenue: period.totalRevenue,
      cost: period.totalCost,
      profit: period.totalProfit,
      igtf: period.igtfTotal,
      revenueVes: period.inBolivares?.totalRevenue,
      profitVes: period.inBolivares?.totalProfit,
    });
    expect(period.revenueWithoutCost).toBe(0);

    // The report of hours (decision record 033): its totals, the sum of its grid and its day are the day's.
    const hours = await call<THoursReport>(seller, 'GET', `/reports/hours?from=${TODAY}&to=${TODAY}`);
    const dayFigure = { salesCount: sales.length, revenue: { usd: day.revenue, ves: day.revenueVes } };
    expect(hours.totals).toEqual(dayFigure);
    expect(sumDual(hours.grid.map((cell) => cell.revenue))).toEqual(dayFigure.revenue);
    expect(hours.grid.reduce((count, cell) => count + cell.salesCount, 0)).toBe(sales.length);
    expect(hours.days).toEqual([
      {
        date: TODAY,
        current: dayFigure,
        previousDate: addDaysToIsoDate(TODAY, -1),
        previous: { salesCount: 0, revenue: { usd: 0, ves: 0 } },
      },
    ]);
    // Its file ends with the same totals, in the country's CSV format.
    const hoursCsv = parseCsv(
      (await download(ctx, seller.headers, `/api/reports/hours.csv?from=${TODAY}&to=${TODAY}`)).body,
    );
    const hoursTotals = hoursCsv.rows.at(-1) ?? [];
    expect(hoursTotals[0]).toBe('Totales');
    expectTheDay({
      revenue: money(csvCents(hoursTotals[3])),
      revenueVes: money(csvCents(hoursTotals[4])),
    });

    // The report of payments: its IGTF and refunds are the day's, what it collected the members report's, and each
    // line of the till is its opening float plus what came in by that method and currency, less the change handed
    // back and the refunds.
    const paid = await call<TPaymentsReport>(seller, 'GET', `/reports/payments?from=${TODAY}&to=${TODAY}`);
    expectTheDay({ igtf: paid.igtf, returned: paid.refunded });
    const members = await call<TMemberFigures[]>(seller, 'GET', `/reports/members?from=${TODAY}&to=${TODAY}`);
    expect(paid.collected).toBe(money(members.reduce((sum, member) => sum + cents(member.collected), 0n)));
    const handedIn = (lines: TPaymentsReport['payments'], method: string, currency: string) =>
      lines
        .filter((line) => line.method === method && line.currency === currency)
        .reduce((sum, line) => sum + cents(line.handed), 0n);
    for (const line of closed.lines) {
      const float = line.method === 'CASH' ? cents(till.openingFloat[line.currency]) : 0n;
      const change =
        line.method === 'CASH'
          ? cents(paid.change.find((given) => given.currency === line.currency)?.amount ?? 0)
          : 0n;
      const refunded = handedIn(paid.refunds, line.method, line.currency);
      expect(money(float + handedIn(paid.payments, line.method, line.currency) - change - refunded)).toBe(
        line.expected,
      );
    }

    const z = closed.summary;
    expectTheDay({
      revenue: z.revenue,
      profit: z.profit,
      igtf: z.igtf,
      returned: z.returns,
      revenueVes: z.inBolivares?.revenue,
      profitVes: z.inBolivares?.profit,
    });
    // The return's money went back from this till.
    expect(z.refunds).toBe(day.returned);

    // The accountant's book: each sale, the return as its own negative row with its note, then the totals.
    const book = await parseXlsx(
      (await download(ctx, seller.headers, `/api/exports/sales-book.xlsx?month=${TODAY.slice(0, 7)}`)).bytes,
    );
    const B = Object.values(SALES_BOOK_COLUMNS);
    const at = (row: readonly unknown[] | undefined, header: (typeof B)[number]) => row?.[B.indexOf(header)];
    const returnRows = book.rows.filter((row) => at(row, SALES_BOOK_COLUMNS.status) === 'Devolución');
    expect(returnRows).toHaveLength(1);
    expect(at(returnRows[0], SALES_BOOK_COLUMNS.total)).toBe(-day.returned);
    expect(at(returnRows[0], SALES_BOOK_COLUMNS.note)).toBe(
      `Devolución de la venta N.º ${cash.receiptNumber}: reembolso en Efectivo`,
    );
    const totals = book.rows.at(-1);
    expectTheDay({
      revenue: at(totals, SALES_BOOK_COLUMNS.total) as number,
      igtf: at(totals, SALES_BOOK_COLUMNS.igtf) as number,
      revenueVes: at(totals, SALES_BOOK_COLUMNS.totalVes) as number,
    });
    // Each payment's method, not the spec's one field: a split sale names both, a credit sale its Pago Móvil.
    const methodsOf = (receiptNumber: number) =>
      at(
        book.rows.find(
          (row) =>
            at(row, SALES_BOOK_COLUMNS.receiptNumber) === receiptNumber &&
            at(row, SALES_BOOK_COLUMNS.status) !== 'Devolución',
        ),
        SALES_BOOK_COLUMNS.paymentMethods,
      );
    expect(methodsOf(split.receiptNumber)).toBe('Efectivo + Pago Móvil');
    expect(methodsOf(credit.receiptNumber)).toBe('Efectivo + Pago Móvil');
    expect(methodsOf(cash.receiptNumber)).toBe('Efectivo');

    // The CSV exports: each sale once (its fields repeat on its lines), each line's cost, less the returns.
    const salesCsv = parseCsv((await download(ctx, seller.headers, '/api/exports/sales.csv')).body);
    const S = (header: string): number => salesCsv.headers.indexOf(header);
    const onePerSale = new Map(salesCsv.rows.map((row) => [row[S(SALE_EXPORT_COLUMNS.receiptNumber)], row]));
    const returnsCsv = parseCsv((await download(ctx, seller.headers, '/api/exports/returns.csv')).body);
    const R = (header: string) => returnsCsv.headers.indexOf(header);
    // Whole quantities: the cents of quantity × unit cost are exact.
    const lineCost = (row: string[], quantity: number, unitCost: number) =>
      (csvCents(row[quantity]) * csvCents(row[unitCost])) / 100n;
    let csvRevenue = 0n;
    let csvIgtf = 0n;
    for (const row of onePerSale.values()) {
      csvRevenue += csvCents(row[S(SALE_EXPORT_COLUMNS.total)]);
      csvIgtf += csvCents(row[S(SALE_EXPORT_COLUMNS.igtf)]);
    }
    let csvCost = salesCsv.rows.reduce(
      (sum, row) => sum + lineCost(row, S(SALE_EXPORT_COLUMNS.quantity), S(SALE_EXPORT_COLUMNS.unitCost)),
      0n,
    );
    const csvReturned = returnsCsv.rows.reduce(
      (sum, row) => sum + csvCents(row[R(RETURN_EXPORT_COLUMNS.lineTotal)]),
      0n,
    );
    csvCost -= returnsCsv.rows.reduce(
      (sum, row) => sum + lineCost(row, R(RETURN_EXPORT_COLUMNS.quantity), R(RETURN_EXPORT_COLUMNS.unitCost)),
      0n,
    );
    csvRevenue -= csvReturned;
    expectTheDay({
      revenue: money(csvRevenue),
      cost: money(csvCost),
      igtf: money(csvIgtf),
      returned: money(csvReturned),
    });
    expect(onePerSale.get(String(split.receiptNumber))?.[S(SALE_EXPORT_COLUMNS.paymentMethod)]).toBe(
      'Efectivo + Pago Móvil',
    );
  });
});

describe('IGTF collected on a later day', () => {
  it('counts an instalment’s IGTF on the day it was paid in the statistics, the dashboard and the Z report alike', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await call(seller, 'PUT', '/users/settings', { igtfEnabled: true });
    const client = await seedClient(ctx, seller.user.id, { name: 'Pedro Fiado' });
    // Fiado, nothing paid, with no till open; then moved 40 days back: always another month.
    const fiado = await sellViaApi(ctx, seller, {
      items: [{ name: 'Mercancía', quantity: 1, price: 10 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const moved = await ctx.pool.query<{ at: string; day: string }>(
      `UPDATE sales SET created_at = created_at - interval '40 days' WHERE id = $1
       RETURNING created_at::text AS at, to_char(created_at AT TIME ZONE 'America/Caracas', 'YYYY-MM-DD') AS day`,
      [fiado.id],
    );
    const saleDay = moved.rows[0]!.day;
    const saleAt = moved.rows[0]!.at;

    // Today an instalment of $4 in dollars cash, in the till: $0.12 of IGTF on top.
    const till = await call<TCashSession>(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 0 } });
    const abono = await call<TPayment>(seller, 'POST', '/payments', {
      saleId: fiado.id,
      amount: 4,
      method: 'CASH',
      currency: 'USD',
    });
    expect(abono.igtfAmount).toBe(0.12);
    const closed = await closeCountingWhatItExpects(seller, till.id);

    // Today's screens: the IGTF, no sale.
    expect(closed.summary).toMatchObject({ salesCount: 0, revenue: 0, collections: 4, igtf: 0.12 });
    const today = await call<TDailyStats>(
      seller,
      'GET',
      `/sales/stats/daily?startDate=${TODAY}&endDate=${TODAY}`,
    );
    expect(today.periodTotals).toMatchObject({ totalSales: 0, totalRevenue: 0, igtfTotal: 0.12 });
    expect(today.dailyStats).toEqual([
      expect.objectContaining({ date: TODAY, salesCount: 0, igtfTotal: 0.12 }),
    ]);
    const thisMonth = await call<TDashboardMetrics>(seller, 'GET', '/expenses/dashboard/metrics');
    expect(thisMonth).toMatchObject({ monthlySales: 0, monthlyIgtf: 0.12 });

    // The sale's day and month: its revenue, no IGTF.
    const thatDay = await call<TDailyStats>(
      seller,
      'GET',
      `/sales/stats/daily?startDate=${saleDay}&endDate=${saleDay}`,
    );
    expect(thatDay.periodTotals).toMatchObject({ totalSales: 1, totalRevenue: 10, igtfTotal: 0 });
    setAppNow(ctx, saleAt);
    try {
      const thatMonth = await call<TDashboardMetrics>(seller, 'GET', '/expenses/dashboard/metrics');
      expect(thatMonth).toMatchObject({ monthlySales: 10, monthlyIgtf: 0 });
    } finally {
      ctx.clock.offsetMs = 0;
    }

    // Both days at once: the IGTF once.
    const both = await call<TDailyStats>(
      seller,
      'GET',
      `/sales/stats/daily?startDate=${saleDay}&endDate=${TODAY}`,
    );
    expect(both.periodTotals).toMatchObject({ totalSales: 1, totalRevenue: 10, igtfTotal: 0.12 });

    // The sales book's rows are sales: the sale's row carries the IGTF charged on it, whenever it was paid.
    const book = await parseXlsx(
      (await download(ctx, seller.headers, `/api/exports/sales-book.xlsx?month=${saleDay.slice(0, 7)}`))
        .bytes,
    );
    const B = Object.values(SALES_BOOK_COLUMNS);
    const saleRow = book.rows.find(
      (row) => row[B.indexOf(SALES_BOOK_COLUMNS.receiptNumber)] === fiado.receiptNumber,
    );
    expect(saleRow?.[B.indexOf(SALES_BOOK_COLUMNS.igtf)]).toBe(0.12);
  });
});
