import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateEs } from '@cuadre/shared/common/dates';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';
import { findLedger } from './client-statement.repository';
import { shopIdOf } from '../../lib/auth/shop-scope';

// Design §12: a client's statement — estado de cuenta — every sale and payment with the running
// balance, the balance owed in $ and in Bs. at today's rate, as data and as a PDF on 58 mm, 80 mm and A4.

const RATE = 250;
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, RATE);
});
afterAll(() => ctx.close());

function get(seller: TSeededUser, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: seller.headers });
}

async function pay(seller: TSeededUser, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: seller.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/**
 * A Venezuelan shop and its client Luisa: #1 on credit ($10), #2 someone else's, #3 paid cash ($3), an abono of
 * Bs. 1.000 by Pago Móvil on #1 ($4 at 250), #4 on credit ($2.50) with $1 down. Luisa owes $7.50.
 */
async function luisasHistory() {
  const seller = await seedUser(ctx, { country: 'VE' });
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: seller.headers,
    payload: { businessName: 'Bodega La Esquina', phone: '0241-5551234' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const client = await seedClient(ctx, seller.user.id, { name: 'Luisa Mora', phone: '0414-1234567' });
  const credit = await sellViaApi(ctx, seller, {
    items: [{ name: 'Harina PAN', quantity: 2, price: 5 }],
    status: 'PENDING',
    clientId: client.id,
  });
  await sellViaApi(ctx, seller, { items: [{ name: 'Pan', quantity: 1, price: 1 }], status: 'PAID' });
  await sellViaApi(ctx, seller, {
    items: [{ name: 'Queso', quantity: 1, price: 3 }],
    status: 'PAID',
    paymentMethod: 'CASH',
    clientId: client.id,
  });
  await pay(seller, {
    saleId: credit.id,
    amount: 1000,
    method: 'PAGO_MOVIL',
    currency: 'VES',
    referenceNumber: '0412-77',
  });
  await sellViaApi(ctx, seller, {
    items: [{ name: 'Café', quantity: 1, price: 2.5 }],
    status: 'PENDING',
    clientId: client.id,
    payments: [{ method: 'CASH', currency: 'USD', amount: 1 }],
  });
  return { seller, client };
}

describe('GET /api/clients/{id}/statement', () => {
  it('lists every sale and payment of the client, oldest first, with the balance after each', async () => {
    const { seller, client } = await luisasHistory();
    const response = await get(seller, `/api/clients/${client.id}/statement`);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json().data as TClientStatement;
    expect(statement.client).toEqual({
      id: client.id,
      name: 'Luisa Mora',
      phone: '0414-1234567',
      taxId: null,
    });
    expect(statement.shopName).toBe('Bodega La Esquina');
    expect(
      statement.entries.map((entry) => [
        entry.kind,
        entry.receiptNumber,
        entry.amount,
        entry.balanceAfter,
        entry.kind === 'PAYMENT' ? `${entry.method} ${entry.currency} ${entry.amountInCurrency}` : '',
      ]),
    ).toEqual([
      ['SALE', 1, 10, 10, ''],
      ['SALE', 3, 3, 13, ''],
      ['PAYMENT', 3, 3, 10, 'CASH USD 3'],
      ['PAYMENT', 1, 4, 6, 'PAGO_MOVIL VES 1000'],
      ['SALE', 4, 2.5, 8.5, ''],
      ['PAYMENT', 4, 1, 7.5, 'CASH USD 1'],
    ]);
    expect(statement).toMatchObject({
      balance: 7.5,
      olderEntries: 0,
      openingBalance: 0,
      todayRate: { rate: RATE, validFor: '2026-03-10' },
    });
  });

  it('keeps the newest entries under the cap, each with the balance of everything before it', async () => {
    const { seller, client } = await luisasHistory();
    const rows = await findLedger(ctx.db, shopIdOf(seller.user.id), client.id, 2);
    expect(rows.map((row) => [row.kind, row.balance_before, row.balance_after, row.entry_count])).toEqual([
      ['SALE', '6.00', '8.50', '6'],
      ['PAYMENT', '8.50', '7.50', '6'],
    ]);
  });

  it('is a 404 for another seller’s client, a deleted client and an unknown one', async () => {
    const { seller, client } = await luisasHistory();
    const other = await seedUser(ctx);
    for (const url of [`/api/clients/${client.id}/statement`, `/api/clients/${client.id}/statement.pdf`]) {
      const foreign = await get(other, url);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Cliente no encontrado.');
    }
    const unknown = await get(seller, '/api/clients/00000000-0000-4000-8000-000000000000/statement.pdf');
    expect(unknown.statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clients/delete/${client.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(seller, `/api/clients/${client.id}/statement.pdf`)).statusCode).toBe(404);
  });
});

describe('GET /api/clients/{id}/statement.pdf', () => {
  it('holds each sale’s number, each payment, the running balances and the balance in $ and in Bs.', async () => {
    const { seller, client } = await luisasHistory();
    // Sales take the database's clock, not the app's: the first one's day as the seller's zone writes it.
    const data = (await get(seller, `/api/clients/${client.id}/statement`)).json().data as TClientStatement;
    const firstDay = formatDateEs(data.entries[0]?.at ?? '', 'America/Caracas');
    for (const [paper, width] of [
      ['58', 164.41],
      ['80', 226.77],
      ['a4', 595.28],
    ] as const) {
      const response = await get(seller, `/api/clients/${client.id}/statement.pdf?paper=${paper}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('estado-de-cuenta-luisa-mora.pdf');
      const pdf = await pdfText(response.rawPayload);
      expect(pdf.pages).toBe(1);
      expect(pdf.width).toBeCloseTo(width, 1);
      for (const text of [
        'Estado de cuenta',
        'Documento no fiscal',
        'Bodega La Esquina',
        'Luisa Mora',
        '0414-1234567',
        `${firstDay} Venta N° 000001 $10.00`,
        'Venta N° 000003 $3.00',
        'Abono Efectivo (N° 000003) -$3.00',
        'Abono Pago Móvil (N° 000001) -Bs. 1.000,00',
        'Equivale a -$4.00',
        'Venta N° 000004 $2.50',
        'Abono Efectivo (N° 000004) -$1.00',
        // The running balance in dollars and in bolívares at today's rate (Bs. 250,00).
        'Saldo $10.00 · Bs. 2.500,00',
        'Saldo $13.00 · Bs. 3.250,00',
        'Saldo $6.00 · Bs. 1.500,00',
        'Saldo $8.50 · Bs. 2.125,00',
        'Saldo $7.50 · Bs. 1.875,00',
        'Saldo pendiente $7.50',
        'Saldo en Bs. Bs. 1.875,00',
        'Tasa BCV de hoy: Bs. 250,00',
      ]) {
        expect(pdf.text, `${paper}: ${text}`).toContain(text);
      }
      // Someone else's sale is not Luisa's.
      expect(pdf.text).not.toContain('000002');
    }
  });

  it('has no bolívares for a seller outside Venezuela, A4 by default, and refuses an unknown paper', async () => {
    const seller = await seedUser(ctx, { country: 'CO' });
    const client = await seedClient(ctx, seller.user.id, { name: 'Pedro' });
    await sellViaApi(ctx, seller, {
      items: [{ name: 'Arepa', quantity: 1, price: 4 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const response = await get(seller, `/api/clients/${client.id}/statement.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await pdfText(response.rawPayload);
    expect(pdf.width).toBeCloseTo(595.28, 1);
    expect(pdf.text).toContain('Saldo pendiente $4.00');
    expect(pdf.text).not.toContain('Bs.');
    expect((await get(seller, `/api/clients/${client.id}/statement.pdf?paper=a3`)).statusCode).toBe(400);
  });
});

describe('returns in the statement (design §13)', () => {
  it('lists a credited return taking its credit off the balance, and a refunded one leaving it as it was', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const client = await seedClient(ctx, seller.user.id, { name: 'Pedro' });
    const credit = await sellViaApi(ctx, seller, {
      items: [{ name: 'Harina PAN', quantity: 2, price: 5 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const paid = await sellViaApi(ctx, seller, {
      items: [{ name: 'Queso', quantity: 1, price: 3 }],
      status: 'PAID',
      clientId: client.id,
    });
    const giveBack = async (saleId: string, saleItemId: string, refund: object) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/sales/${saleId}/returns`,
        headers: seller.headers,
        payload: { lines: [{ saleItemId, quantity: 1 }], refund },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await giveBack(credit.id, credit.items[0]?.id ?? '', { credit: true });
    await giveBack(paid.id, paid.items[0]?.id ?? '', { method: 'PAGO_MOVIL', currency: 'VES', amount: 750 });

    const statement = (await get(seller, `/api/clients/${client.id}/statement`)).json()
      .data as TClientStatement;
    expect(
      statement.entries.map((entry) => ({
        kind: entry.kind,
        amount: entry.amount,
        after: entry.balanceAfter,
      })),
    ).toEqual([
      { kind: 'SALE', amount: 10, after: 10 },
      { kind: 'SALE', amount: 3, after: 13 },
      { kind: 'PAYMENT', amount: 3, after: 10 },
      { kind: 'RETURN', amount: 5, after: 5 },
      { kind: 'RETURN', amount: 0, after: 5 },
    ]);
    expect(statement.balance).toBe(5);
    const pdf = await pdfText((await get(seller, `/api/clients/${client.id}/statement.pdf`)).rawPayload);
    expect(pdf.text).toContain('Devolución (N° 000001) -$5.00');
    expect(pdf.text).toContain('Devolución (N° 000002) Reembolso Bs. 750,00');
  });
});

describe('an abono in dollars with IGTF', () => {
  it('takes its dollars off the balance and shows the IGTF charged on top as its own line', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: seller.headers,
      payload: { igtfEnabled: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa Mora' });
    const credit = await sellViaApi(ctx, seller, {
      items: [{ name: 'Harina PAN', quantity: 2, price: 5 }],
      status: 'PENDING',
      clientId: client.id,
    });
    await pay(seller, { saleId: credit.id, amount: 2, method: 'CASH', currency: 'USD' });

    const statement = (await get(seller, `/api/clients/${client.id}/statement`)).json()
      .data as TClientStatement;
    const abono = statement.entries.find((entry) => entry.kind === 'PAYMENT');
    // $2.00 off the balance; the $0.06 (3 %) handed over beside it is the IGTF.
    expect(abono).toMatchObject({ amount: 2, amountInCurrency: 2.06, igtf: 0.06, balanceAfter: 8 });
    const pdf = await pdfText((await get(seller, `/api/clients/${client.id}/statement.pdf`)).rawPayload);
    expect(pdf.text.replace(/\s+/g, ' ')).toMatch(
      /-\$2\.00 IGTF \(no abona a la deuda\) \$0\.06 Saldo \$8\.00/,
    );
  });
});
