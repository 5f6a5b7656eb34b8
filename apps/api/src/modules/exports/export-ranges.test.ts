import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SALES_BOOK_COLUMNS,
  SALES_BOOK_NON_FISCAL,
  SALES_BOOK_TOTALS_LABEL,
} from '@cuadre/shared/exports/export-columns';
import { bigCentsAtRate, bigCentsToDecimal, toBigCents } from '@cuadre/shared/money/money';
import { download, parseCsv, parseXlsx } from '../../../test/export-files';
import { seedRatedSale } from '../../../test/seed-rated-sale';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { sellViaApi } from '../../../test/sell';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';
import { EXPORT_SOURCES } from './export-sources';
import { openSnapshot } from './export-snapshot';
import type { TExportRow } from './export-table';
import { shopIdOf } from '../../lib/auth/shop-scope';

const RATE = 245.6678;
/** Where each sale is moved to, and what day it is in Caracas (UTC−4). */
const MOMENTS = [
  { at: '2026-02-28T16:00:00Z', local: '2026-02-28 12:00' },
  { at: '2026-03-01T03:30:00Z', local: '2026-02-28 23:30' },
  { at: '2026-03-01T04:30:00Z', local: '2026-03-01 00:30' },
  { at: '2026-03-31T12:00:00Z', local: '2026-03-31 08:00' },
];

let ctx: TTestContext;
let seller: TSeededUser;
let other: TSeededUser;
/** Receipt number → total of the sales made through the API. */
const totals = new Map<number, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, RATE);
  [seller, other] = await Promise.all([seedUser(ctx), seedUser(ctx)]);
  const product = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: seller.headers,
    payload: { name: 'Harina PAN', sku: 'PAN-1', price: 1.35, cost: 1, quantity: 100 },
  });
  const productId = product.json().data.id as string;
  for (const [index, moment] of MOMENTS.entries()) {
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { productId, quantity: index + 1, price: 1.35 },
        { name: 'Bolsa', quantity: 1, price: 0.1 },
      ],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    totals.set(sale.receiptNumber, sale.total);
    // Sales are never edited by the app; the test moves them to the edges of the seller's days.
    for (const table of ['sales', 'payments', 'stock_movements']) {
      const key = table === 'sales' ? 'id' : table === 'payments' ? 'sale_id' : 'document_id';
      await ctx.db.execute(
        sql`UPDATE ${sql.identifier(table)} SET created_at = ${moment.at}::timestamptz WHERE ${sql.identifier(key)} = ${sale.id}`,
      );
    }
  }
  for (const date of ['2026-02-28', '2026-03-01']) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: seller.headers,
      payload: { description: `Luz ${date}`, amount: 20, category: 'UTILITIES', date },
    });
  }
  // Two more March sales straight into the table: one at another rate with IGTF, one with no rate at all.
  await seedRatedSale(ctx, seller, {
    at: '2026-03-15T15:00:00Z',
    total: 10.01,
    cost: 5,
    profit: 5.01,
    rate: 36.5456,
    igtf: 0.45,
  });
  await seedRatedSale(ctx, seller, {
    at: '2026-03-16T15:00:00Z',
    total: 7.77,
    cost: 5,
    profit: 2.77,
    rate: null,
  });
  // Another seller's sale in the same month: never in the book.
  await seedRatedSale(ctx, other, {
    at: '2026-03-15T15:00:00Z',
    total: 999.99,
    cost: 1,
    profit: 998.99,
    rate: 36,
  });
});
afterAll(() => ctx.close());

const rowsOf = async (url: string) => {
  const response = await download(ctx, seller.headers, url);
  expect(response.status, response.body).toBe(200);
  return parseCsv(response.body).rows;
};
const receiptsOf = async (kind: 'sales' | 'payments', query: string) => {
  const column = kind === 'sales' ? 0 : 1;
  return [...new Set((await rowsOf(`/api/exports/${kind}.csv${query}`)).map((row) => row[column]))];
};

describe('the date range: whole days in the seller’s zone', () => {
  it('puts a sale at 23:30 in Caracas on that day, although it is the next day in UTC', async () => {
    expect(await receiptsOf('sales', '?from=2026-02-28&to=2026-02-28')).toEqual(['1', '2']);
    expect(await receiptsOf('sales', '?from=2026-03-01&to=2026-03-01')).toEqual(['3']);
    // In the order they were made: the two sales written straight to the table fall before the 31st.
    expect(await receiptsOf('sales', '?from=2026-03-01')).toEqual(['3', '5', '6', '4']);
    expect(await receiptsOf('sales', '?to=2026-02-28')).toEqual(['1', '2']);
    const dates = (await rowsOf('/api/exports/sales.csv?to=2026-03-31')).map((row) => row[1]);
    expect([...new Set(dates)]).toEqual([
      ...MOMENTS.slice(0, 3).map((m) => m.local),
      '2026-03-15 11:00',
      '2026-03-16 11:00',
      MOMENTS[3]?.local,
    ]);
  });

  it('filters payments by the day they were made, and expenses by their own date', async () => {
    expect(await receiptsOf('payments', '?from=2026-02-28&to=2026-02-28')).toEqual(['1', '2']);
    expect(await receiptsOf('payments', '?from=2026-03-31')).toEqual(['4']);
    const expenses = await rowsOf('/api/exports/expenses.csv?from=2026-03-01&to=2026-03-01');
    expect(expenses.map((row) => [row[0], row[1]])).toEqual([['2026-03-01', 'Luz 2026-03-01']]);
  });

  it('answers an empty table, headers only, for days without rows', async () => {
    const response = await download(
      ctx,
      seller.headers,
      '/api/exports/sales.csv?from=2020-01-01&to=2020-01-31',
    );
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    const xlsx = await parseXlsx(
      (await download(ctx, seller.headers, '/api/exports/sales.xlsx?to=2020-01-31')).bytes,
    );
    expect(xlsx.rows).toEqual([]);
  });
});

describe('GET /exports/sales-book.{csv|xlsx}', () => {
  const H = SALES_BOOK_COLUMNS;

  it("lists the month's sales and adds them up exactly: dollars, bolívares at each sale's rate, IGTF", async () => {
    const response = await download(ctx, seller.headers, '/api/exports/sales-book.csv?month=2026-03');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="libro-de-ventas-2026-03.csv"',
    );
    const { headers, rows } = parseCsv(response.body);
    expect(headers).toEqual(Object.values(H));
    const sales = rows.slice(0, -1);
    const at = (row: string[] | undefined, header: string) => row?.[headers.indexOf(header)];
    expect(sales.map((row) => at(row, H.receiptNumber))).toEqual(['3', '5', '6', '4']);
    // The SENIAT's operation number: 1, 2, 3… in the order the month's entries happened.
    expect(sales.map((row) => at(row, H.operation))).toEqual(['1', '2', '3', '4']);
    const march = [
      { total: totals.get(3) ?? 0, rate: RATE, igtf: 0 },
      { total: 10.01, rate: 36.5456, igtf: 0.45 },
      { total: 7.77, rate: null, igtf: 0 },
      { total: totals.get(4) ?? 0, rate: RATE, igtf: 0 },
    ];
    const sum = (cents: bigint[]) => bigCentsToDecimal(cents.reduce((a, b) => a + b, 0n)).replace('.', ',');
    const usd = sum(march.map((sale) => toBigCents(sale.total)));
    const ves = sum(
      march.map((sale) => (sale.rate ? bigCentsAtRate(toBigCents(sale.total), sale.rate) : 0n)),
    );
    const igtf = sum(march.map((sale) => toBigCents(sale.igtf)));
    const igtfVes = sum(
      march.map((sale) => (sale.rate ? bigCentsAtRate(toBigCents(sale.igtf), sale.rate) : 0n)),
    );
    const last = rows.at(-1);
    expect(at(last, H.client)).toBe(SALES_BOOK_TOTALS_LABEL);
    expect(
      [H.total, H.totalVes, H.igtf, H.igtfVes, H.rate, H.receiptNumber].map((header) => at(last, header)),
    ).toEqual([usd, ves, igtf, igtfVes, '', '']);
    // A shop that charges no IVA: each total is outside IVA, in Exento, and the totals row adds it up.
    expect(at(last, H.exempt)).toBe(usd);
    expect(at(last, H.base16)).toBe('0,00');
    expect(at(last, H.note)).toBe(SALES_BOOK_NON_FISCAL);
    // Each row's bolívares are the ones its totals add: 10.01 × 36.5456 = 365.821… → 365,82.
    const money = [H.total, H.rate, H.rateDate, H.totalVes, H.igtf, H.igtfVes];
    expect(money.map((header) => at(sales[1], header))).toEqual([
      '10,01',
      '36,5456',
      '2026-03-15',
      '365,82',
      '0,45',
      '16,45',
    ]);
    expect(money.map((header) => at(sales[2], header))).toEqual(['7,77', '', '', '', '0,00', '']);
    expect(response.body).not.toContain('999,99');
  });

  it('is the month in force in the seller’s zone when none is asked, and parses back from XLSX', async () => {
    setAppNow(ctx, '2026-03-01T03:30:00Z');
    try {
      const february = await download(ctx, seller.headers, '/api/exports/sales-book.xlsx');
      expect(february.headers['content-disposition']).toBe(
        'attachment; filename="libro-de-ventas-2026-02.xlsx"',
      );
      const book = await parseXlsx(february.bytes);
      expect(book.sheetNames).toEqual(['Libro de ventas']);
      const column = (header: string) => Object.values(H).indexOf(header as (typeof H)[keyof typeof H]);
      expect(book.rows.map((row) => row[column(H.operation)])).toEqual([1, 2, null]);
      const last = book.rows.at(-1) ?? [];
      expect(last[column(H.client)]).toBe(SALES_BOOK_TOTALS_LABEL);
      expect(last[column(H.total)]).toBe(
        Number(bigCentsToDecimal(toBigCents(totals.get(1) ?? 0) + toBigCents(totals.get(2) ?? 0))),
      );
    } finally {
      await sellOnTuesdayAt(ctx, RATE);
    }
  });
});

describe('pages', () => {
  async function allRows(pages: AsyncIterable<readonly TExportRow[]>): Promise<TExportRow[]> {
    const rows: TExportRow[] = [];
    for await (const page of pages) rows.push(...page);
    return rows;
  }

  it('reads a table in batches of any size on one snapshot, each row once, and gives the connection back', async () => {
    const query = EXPORT_SOURCES.sales.query({
      sellerId: shopIdOf(seller.user.id),
      timeZone: 'America/Caracas',
    });
    const idleBefore = ctx.pool.idleCount + (ctx.pool.options.max ?? 0) - ctx.pool.totalCount;
    const snapshot = await openSnapshot(ctx.pool);
    try {
      const whole = await allRows(snapshot.pages(query));
      expect(whole).toHaveLength(4 * 2 + 2);
      for (const size of [1, 2, 3]) {
        expect(await allRows(snapshot.pages(query, size)), `batches of ${size}`).toEqual(whole);
      }
      // A sale written meanwhile is not in this snapshot: the files of one download agree with each other.
      await seedRatedSale(ctx, seller, {
        at: '2026-03-20T15:00:00Z',
        total: 1,
        cost: 0,
        profit: 1,
        rate: null,
      });
      expect(await allRows(snapshot.pages(query))).toEqual(whole);
    } finally {
      await snapshot.close();
    }
    await snapshot.close();
    expect(ctx.pool.idleCount + (ctx.pool.options.max ?? 0) - ctx.pool.totalCount).toBe(idleBefore);
  });

  it('walks 1,203 products written in the same instant, none lost and none repeated', async () => {
    const shop = await seedUser(ctx);
    await ctx.db.execute(sql`
      INSERT INTO products (id, shop_id, name, sku, price, cost, quantity, created_at)
      SELECT gen_random_uuid(), ${shop.user.id}, 'Producto ' || n, 'SKU-' || n, 1, 0.5, 1, '2026-03-10T12:00:00Z'
        FROM generate_series(1, 1203) AS n`);
    const response = await download(ctx, shop.headers, '/api/exports/products.csv');
    const skus = parseCsv(response.body).rows.map((row) => row[2]);
    expect(skus).toHaveLength(1203);
    expect(new Set(skus).size).toBe(1203);
  });
});

describe('the sales book names the client', () => {
  it('with the RIF or cédula the seller recorded', async () => {
    const shop = await seedUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: shop.headers,
      payload: { name: 'Inversiones Luis', taxId: 'J-12345678-9' },
    });
    const client = created.json<{ data: { id: string } }>().data;
    const product = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.headers,
      payload: { name: 'Harina', sku: 'LIB-1', price: 5, cost: 3, quantity: 10 },
    });
    const sale = await sellViaApi(ctx, shop, {
      items: [{ productId: product.json<{ data: { id: string } }>().data.id, quantity: 1, price: 5 }],
      status: 'PAID',
      clientId: client.id,
    });
    // The sale is written at the database's clock; this file's app clock is set elsewhere.
    const month = sale.createdAt.slice(0, 7);
    const book = parseCsv(
      (await download(ctx, shop.headers, `/api/exports/sales-book.csv?month=${month}`)).body,
    );
    const column = (name: string) => book.headers.indexOf(name);
    const [row] = book.rows;
    expect(row?.[column(SALES_BOOK_COLUMNS.client)]).toBe('Inversiones Luis');
    expect(row?.[column(SALES_BOOK_COLUMNS.clientTaxId)]).toBe('J-12345678-9');
  });
});
