import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentsReport } from '@cuadre/shared/reports/payments';
import { PAYMENTS_REPORT_TITLE, PAYMENTS_TABLE_COLUMNS } from '@cuadre/shared/reports/payments-document';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { shopIdOf } from '../../lib/auth/shop-scope';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { rateInForceToday, TODAY_IN_CARACAS } from '../../../test/rate-today';
import { download, parseXlsx } from '../../../test/export-files';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { sellViaApi } from '../../../test/sell';
import { paymentRows, paymentRowsFromPayments } from './payments-report.repository';

// Decision record 033: GET /reports/payments says how the period was paid — by method and currency as handed
// over, with its IGTF — and what went back: the change and the refunds.

const RATE = 250;
// The payments are stamped by the database's clock: the day is today in Caracas, at a rate in force today.
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

/** A Venezuelan shop that charges IGTF (3 %): a day of cash, Pago Móvil and change in bolívares, and a refund. */
async function dayOfPayments() {
  const seller = await seedUser(ctx, { country: 'VE' });
  await call(seller, 'PUT', '/users/settings', { igtfEnabled: true });
  const item = (price: number) => ({ name: 'Mercancía', quantity: 1, price });
  // $10 in cash dollars: IGTF $0.30 on top; $11 handed over, $0.70 back in dollars. The payment counts $10
  // against the sale; its IGTF is apart.
  const cash = await sellViaApi(ctx, seller, {
    items: [item(10)],
    status: 'PAID',
    payments: [{ method: 'CASH', currency: 'USD', amount: 11 }],
    changeCurrency: 'USD',
  });
  // $8 by Pago Móvil: Bs. 2.000,00, no IGTF.
  await sellViaApi(ctx, seller, {
    items: [item(8)],
    status: 'PAID',
    payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 2000, referenceNumber: '0412' }],
  });
  // $4 paid with Bs. 1.100,00 in cash: Bs. 100,00 back.
  await sellViaApi(ctx, seller, {
    items: [item(4)],
    status: 'PAID',
    payments: [{ method: 'CASH', currency: 'VES', amount: 1100 }],
    changeCurrency: 'VES',
  });
  await call(seller, 'POST', `/sales/${cash.id}/returns`, {
    lines: [{ saleItemId: (cash as TSale).items[0]?.id, quantity: 1 }],
    refund: { method: 'CASH', currency: 'USD', amount: 10 },
  });
  return seller;
}

describe('GET /api/reports/payments', () => {
  it('gives the payments by method and currency with their IGTF, the change handed back and the refunds', async () => {
    const seller = await dayOfPayments();
    const report = await call<TPaymentsReport>(seller, 'GET', `/reports/payments?from=${TODAY}&to=${TODAY}`);
    expect(report).toEqual({
      period: { from: TODAY, to: TODAY },
      payments: [
        { method: 'CASH', currency: 'USD', count: 1, handed: 11, usd: 10 },
        { method: 'CASH', currency: 'VES', count: 1, handed: 1100, usd: 4 },
        { method: 'PAGO_MOVIL', currency: 'VES', count: 1, handed: 2000, usd: 8 },
      ],
      collected: 22,
      igtf: 0.3,
      change: [
        { currency: 'USD', count: 1, amount: 0.7 },
        { currency: 'VES', count: 1, amount: 100 },
      ],
      refunds: [{ method: 'CASH', currency: 'USD', count: 1, handed: 10, usd: 10 }],
      refunded: 10,
    });
    // The IGTF is the statistics' own.
    const stats = await call<{ periodTotals: { igtfTotal: number } }>(
      seller,
      'GET',
      `/sales/stats/daily?startDate=${TODAY}&endDate=${TODAY}`,
    );
    expect(stats.periodTotals.igtfTotal).toBe(report.igtf);
  });

  it('keeps the payments’ days as summing them says, in a new zone too', async () => {
    const seller = await dayOfPayments();
    const both = async (timeZone: string) => {
      const period = { from: TODAY, to: TODAY, timeZone };
      const exact = (rows: Awaited<ReturnType<typeof paymentRows>>) =>
        rows.map((row) => ({
          ...row,
          handed: Number(row.handed),
          usd: Number(row.usd),
          igtf: Number(row.igtf),
        }));
      return {
        kept: exact(await paymentRows(ctx.db, shopIdOf(seller.user.id), period)),
        summed: exact(await paymentRowsFromPayments(ctx.db, shopIdOf(seller.user.id), period)),
      };
    };
    const before = await both('America/Caracas');
    expect(before.kept).toEqual(before.summed);
    expect(before.kept).toHaveLength(3);
    await ctx.db.execute(sql`UPDATE shops SET time_zone = 'Europe/Madrid' WHERE id = ${seller.user.id}`);
    const after = await both('Europe/Madrid');
    expect(after.kept).toEqual(after.summed);
  });

  it('is the accountant’s to read and download, never a cashier’s', async () => {
    const seller = await dayOfPayments();
    const accountant = await seedMember(ctx, seller, 'ACCOUNTANT');
    const query = `?from=${TODAY}&to=${TODAY}`;
    const xlsx = await download(ctx, accountant.headers, `/api/reports/payments.xlsx${query}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="cobros-y-pagos-${TODAY}-al-${TODAY}.xlsx"`,
    );
    const sheet = await parseXlsx(xlsx.bytes);
    expect(sheet.headers).toEqual(Object.values(PAYMENTS_TABLE_COLUMNS));
    expect(sheet.rows).toEqual([
      ['Cobro', 'Efectivo', 'USD', 1, 11, 10],
      ['Cobro', 'Efectivo', 'VES', 1, 1100, 4],
      ['Cobro', 'Pago Móvil', 'VES', 1, 2000, 8],
      ['Cobro', 'Totales', 'USD', null, null, 22],
      ['IGTF', null, 'USD', null, null, 0.3],
      ['Vuelto', null, 'USD', 1, 0.7, null],
      ['Vuelto', null, 'VES', 1, 100, null],
      ['Reembolso', 'Efectivo', 'USD', 1, 10, 10],
      ['Reembolso', 'Totales', 'USD', null, null, 10],
    ]);
    const pdf = await download(ctx, accountant.headers, `/api/reports/payments.pdf${query}`);
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(pdf.bytes);
    for (const expected of [
      PAYMENTS_REPORT_TITLE,
      'Cobrado',
      '$22.00',
      'Pago Móvil (Bs.)',
      'Bs. 2.000,00',
      'IGTF',
    ]) {
      expect(text, expected).toContain(expected);
    }

    const cashier = await seedMember(ctx, seller, 'CASHIER');
    for (const url of ['/api/reports/payments', '/api/reports/payments.csv', '/api/reports/payments.pdf']) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: cashier.headers });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});
