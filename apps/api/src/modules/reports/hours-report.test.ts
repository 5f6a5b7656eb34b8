import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { THoursReport } from '@cuadre/shared/reports/hours';
import { HOURS_REPORT_TITLE, HOURS_TABLE_COLUMNS } from '@cuadre/shared/reports/hours-document';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { download, parseXlsx } from '../../../test/export-files';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { seedRatedSale } from '../../../test/seed-rated-sale';

// Decision record 033: GET /reports/hours puts each sale at the weekday and hour it was made in the shop's zone,
// and each day of the period beside the same day of the period before; its files say the same.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Tuesday 10 March 2026 in Caracas: "this month" is March.
  setAppNow(ctx, '2026-03-10T15:00:00.000Z');
});
afterAll(() => ctx.close());

async function hours(reader: TSeededUser, query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/hours${query}`,
    headers: reader.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as THoursReport;
}

/** A Colombian shop (no bolívares): three sales in March, two in the last days of February. */
async function shopWithSales() {
  const owner = await seedUser(ctx, { country: 'CO' });
  const sale = (at: string, total: number) =>
    seedRatedSale(ctx, owner, { at, total, cost: 1, profit: 1, rate: null });
  // Bogotá is UTC−5: Monday 2 March at 09:15 and 09:40, Wednesday 4 March at 21:30.
  await sale('2026-03-02T14:15:00.000Z', 10);
  await sale('2026-03-02T14:40:00.000Z', 5.5);
  await sale('2026-03-05T02:30:00.000Z', 4);
  // Friday 27 February at 12:00, Saturday 28 at 08:00.
  await sale('2026-02-27T17:00:00.000Z', 7);
  await sale('2026-02-28T13:00:00.000Z', 3);
  return owner;
}

describe('GET /api/reports/hours', () => {
  it('puts each sale at its weekday and hour in the shop’s zone, and each day beside the period before', async () => {
    const owner = await shopWithSales();
    const report = await hours(owner, '?from=2026-03-02&to=2026-03-04');
    expect(report.period).toEqual({ from: '2026-03-02', to: '2026-03-04' });
    expect(report.previousPeriod).toEqual({ from: '2026-02-27', to: '2026-03-01' });
    expect(report.grid).toEqual([
      { weekday: 1, hour: 9, salesCount: 2, revenue: { usd: 15.5, ves: null } },
      { weekday: 3, hour: 21, salesCount: 1, revenue: { usd: 4, ves: null } },
    ]);
    expect(report.totals).toEqual({ salesCount: 3, revenue: { usd: 19.5, ves: null } });
    expect(report.previousTotals).toEqual({ salesCount: 2, revenue: { usd: 10, ves: null } });
    const none = { salesCount: 0, revenue: { usd: 0, ves: null } };
    expect(report.days).toEqual([
      {
        date: '2026-03-02',
        current: { salesCount: 2, revenue: { usd: 15.5, ves: null } },
        previousDate: '2026-02-27',
        previous: { salesCount: 1, revenue: { usd: 7, ves: null } },
      },
      {
        date: '2026-03-03',
        current: none,
        previousDate: '2026-02-28',
        previous: { salesCount: 1, revenue: { usd: 3, ves: null } },
      },
      {
        date: '2026-03-04',
        current: { salesCount: 1, revenue: { usd: 4, ves: null } },
        previousDate: '2026-03-01',
        previous: none,
      },
    ]);
    // Without days: this month so far, in the shop's zone; from a day alone, to today, or that day if to come.
    expect((await hours(owner, '')).period).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect((await hours(owner, '?from=2025-03-10')).period).toEqual({ from: '2025-03-10', to: '2026-03-10' });
    expect((await hours(owner, '?from=2026-04-02')).period).toEqual({ from: '2026-04-02', to: '2026-04-02' });
    expect((await hours(owner, '?to=2026-03-04')).period).toEqual({ from: '2026-03-04', to: '2026-03-04' });
  });

  it('is read by the accountant and a manager, never by a cashier, and never another shop’s', async () => {
    const owner = await shopWithSales();
    const other = await seedUser(ctx, { country: 'CO' });
    const query = '?from=2026-03-01&to=2026-03-31';
    expect((await hours(await seedMember(ctx, owner, 'ACCOUNTANT'), query)).totals.salesCount).toBe(3);
    expect((await hours(await seedMember(ctx, owner, 'MANAGER'), query)).totals.salesCount).toBe(3);
    expect((await hours(other, query)).grid).toEqual([]);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    for (const url of ['/api/reports/hours', '/api/reports/hours.csv', '/api/reports/hours.pdf']) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: cashier.headers });
      expect(refused.statusCode, url).toBe(403);
    }
  });

  it('refuses a period backwards or longer than a year, in Spanish', async () => {
    const owner = await seedUser(ctx, { country: 'CO' });
    for (const [query, message] of [
      ['?from=2026-03-10&to=2026-03-01', VALIDATION.reportRangeOrder],
      ['?from=2025-01-01&to=2026-03-01', VALIDATION.reportRangeTooLong],
      ['?from=2026-02-30', VALIDATION.invalidDate],
      // From then to today (10 March 2026) is more than a year.
      ['?from=2025-03-09', VALIDATION.reportRangeTooLong],
      ['?from=0100-01-01', VALIDATION.reportRangeTooLong],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/reports/hours${query}`,
        headers: owner.headers,
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toBe(message);
    }
  });

  it('gives the grid as XLSX with its totals, and the whole report as a PDF', async () => {
    const owner = await shopWithSales();
    const query = '?from=2026-03-02&to=2026-03-04';
    const xlsx = await download(ctx, owner.headers, `/api/reports/hours.xlsx${query}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="horarios-2026-03-02-al-2026-03-04.xlsx"',
    );
    const sheet = await parseXlsx(xlsx.bytes);
    expect(sheet.headers).toEqual(Object.values(HOURS_TABLE_COLUMNS));
    expect(sheet.rows).toEqual([
      ['Lunes', '09:00–09:59', 2, 15.5, null],
      ['Miércoles', '21:00–21:59', 1, 4, null],
      ['Totales', null, 3, 19.5, null],
    ]);

    const pdf = await download(ctx, owner.headers, `/api/reports/hours.pdf${query}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const { text } = await pdfText(pdf.bytes);
    for (const expected of [
      HOURS_REPORT_TITLE,
      'Del 02/03/2026 al 04/03/2026',
      'En el período',
      '3 ventas · $19.50',
      'Hora de más ventas',
      '09:00–09:59',
      'Lunes',
      '2 ventas · $15.50',
      'Día por día',
      'Antes: 27/02/2026',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});
