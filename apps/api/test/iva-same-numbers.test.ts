import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_BOOK_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { todayInZone } from '@cuadre/shared/common/dates';
import { download, parseXlsx } from './export-files';
import { pdfText } from './pdf-text';
import { seedUser } from './seed';
import { createTestContext, type TTestContext } from './test-app';

// Decision record 032: with IVA, every screen adds up the same: revenue as the client paid it, the IVA inside it
// apart, and a profit that is neither IVA nor cost — the statistics, the dashboard, the till's Z report, the
// sale itself and the accountant's book.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('IVA adds up alike everywhere', () => {
  it('gives the same revenue, IVA and profit in the statistics, dashboard, Z report and sales book', async () => {
    const owner = await seedUser(ctx);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await ctx.app.inject({ method, url: `/api${url}`, headers: owner.headers, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json().data;
    };
    await call('PUT', '/shop', { chargesIva: true, pricesIncludeIva: true });
    const general = await call('POST', '/products', {
      name: 'Aceite',
      sku: `ACE-${Date.now()}`,
      price: 11.6,
      cost: 5,
      quantity: 10,
    });
    const exempt = await call('POST', '/products', {
      name: 'Harina',
      sku: `HAR-${Date.now()}`,
      price: 3,
      cost: 1,
      quantity: 10,
      taxClass: 'EXEMPT',
    });
    await call('POST', '/cash-sessions', { openingFloat: { USD: 50, VES: 0 } });
    const sale = await call('POST', '/sales', {
      items: [
        { productId: general.id, quantity: 2, price: 11.6 },
        { productId: exempt.id, quantity: 1, price: 3 },
      ],
    });
    // $23.20 at 16 %: base 20.00, IVA 3.20; $3.00 exempt.
    expect(sale).toMatchObject({ total: 26.2, taxTotal: 3.2, totalProfit: 12 });
    const back = await call('POST', `/sales/${sale.id as string}/returns`, {
      lines: [
        {
          saleItemId: (sale.items as { id: string; productId: string }[]).find(
            (i) => i.productId === general.id,
          )?.id,
          quantity: 1,
        },
      ],
      refund: { method: 'CASH', currency: 'USD', amount: 11.6 },
      restock: true,
    });
    expect(back).toMatchObject({ total: 11.6 });
    // Net: revenue 14.60 of which IVA 1.60; cost 6.00; profit 7.00.
    const expected = { revenue: 14.6, iva: 1.6, profit: 7 };

    const today = todayInZone('America/Caracas', new Date());
    const stats = await call('GET', `/sales/stats/daily?startDate=${today.slice(0, 8)}01&endDate=${today}`);
    expect({
      revenue: stats.periodTotals.totalRevenue,
      iva: stats.periodTotals.taxTotal,
      profit: stats.periodTotals.totalProfit,
    }).toEqual(expected);

    const dashboard = await call('GET', '/expenses/dashboard/metrics');
    expect({ revenue: dashboard.monthlySales, profit: dashboard.realMonthlyProfit }).toEqual({
      revenue: expected.revenue,
      profit: expected.profit,
    });

    const till = await call('GET', '/cash-sessions/current');
    expect({ revenue: till.summary.revenue, profit: till.summary.profit }).toEqual({
      revenue: expected.revenue,
      profit: expected.profit,
    });

    const book = await parseXlsx(
      (await download(ctx, owner.headers, `/api/exports/sales-book.xlsx?month=${today.slice(0, 7)}`)).bytes,
    );
    const columns = Object.values(H) as string[];
    const at = (row: readonly unknown[] | undefined, header: string) => row?.[columns.indexOf(header)];
    const totals = book.rows.at(-1);
    expect([H.total, H.base16, H.tax16, H.exempt].map((header) => at(totals, header))).toEqual([
      expected.revenue,
      10,
      expected.iva,
      3,
    ]);
    // The book as a document: the month's totals by rate, each operation, and the non-fiscal notice.
    const pdf = await download(ctx, owner.headers, `/api/exports/sales-book.pdf?month=${today.slice(0, 7)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="libro-de-ventas-${today.slice(0, 7)}.pdf"`,
    );
    const { text } = await pdfText(pdf.bytes);
    for (const expectedText of [
      'Libro de ventas',
      'Totales del mes',
      'Base imponible 16 %',
      '$10.00',
      'IVA 16 %',
      '$1.60',
      'Devolución N.º',
      'Las notas de entrega no son documentos fiscales.',
    ]) {
      expect(text).toContain(expectedText);
    }
    // The return is its own line, with its IVA taken back.
    const returned = book.rows.find((row) => at(row, H.documentType) === 'Devolución');
    expect([H.total, H.base16, H.tax16].map((header) => at(returned, header))).toEqual([-11.6, -10, -1.6]);
  });
});
