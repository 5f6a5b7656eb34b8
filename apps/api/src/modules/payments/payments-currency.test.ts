import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import { payments, sales } from '../../db/schema/sales';
import { insertRate } from '../dollar-rate/dollar-rate.repository';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Design §10: a payment remembers what was handed over — currency, the amount as typed, the rate —
// and its USD value counts against the balance; methods Pago Móvil and Zelle; references where they are asked.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function pendingSale(seller: TSeededUser, total: number): Promise<string> {
  const client = await seedClient(ctx, seller.user.id);
  const sale = await sellViaApi(ctx, seller, {
    items: [{ name: 'Mercancía', quantity: 1, price: total }],
    status: 'PENDING',
    clientId: client.id,
  });
  return sale.id;
}

function pay(seller: TSeededUser, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/payments', headers: seller.headers, payload: body });
}

async function details(seller: TSeededUser, saleId: string): Promise<TSaleDetails> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/payments`,
    headers: seller.headers,
  });
  return response.json().data as TSaleDetails;
}

const paymentRows = (saleId: string) => ctx.db.select().from(payments).where(eq(payments.saleId, saleId));

describe('POST /api/payments in bolívares with no rate in force', () => {
  it('is refused with a Spanish 409 and stores nothing', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 10);
    const response = await pay(seller, {
      saleId,
      amount: 100,
      method: 'PAGO_MOVIL',
      currency: 'VES',
      referenceNumber: '0412',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DOLLAR_RATE_UNAVAILABLE',
      message:
        'No hay una tasa del dólar vigente: no se puede registrar un abono en bolívares. Regístralo en dólares.',
    });
    expect(await paymentRows(saleId)).toHaveLength(0);
  });
});

describe('POST /api/payments with a rate in force of Bs. 245,6789', () => {
  beforeAll(async () => {
    await insertRate(ctx.db, {
      rate: 245.6789,
      validFor: '2020-01-06',
      source: 'bcv',
      fetchedAt: new Date('2020-01-03T21:00:00Z'),
      createdBy: null,
      status: 'applied',
    });
  });

  it('A Bs. 100,00 payment is stored and shown as Bs. 100,00', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 10);
    const response = await pay(seller, { saleId, amount: 100, method: 'CASH', currency: 'VES' });
    expect(response.statusCode, response.body).toBe(201);
    // 100 ÷ 245,6789 = 0,40703… → $0.41 counts against the balance; Bs. 100,00 is what was handed over.
    const expected = { currency: 'VES', amountInCurrency: 100, exchangeRate: 245.6789, amount: 0.41 };
    expect(response.json().data).toMatchObject(expected);
    const [row] = await paymentRows(saleId);
    expect(row).toMatchObject(expected);
    expect((await details(seller, saleId)).payments).toEqual([expect.objectContaining(expected)]);
    expect(await details(seller, saleId)).toMatchObject({ totalPaid: 0.41, balance: 9.59 });
  });

  it('a balance of $10 at Bs. 245,6789 settled by paying Bs. 2.456,79 ends at exactly 0 and PAID', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 10);
    const response = await pay(seller, {
      saleId,
      amount: 2456.79,
      method: 'PAGO_MOVIL',
      currency: 'VES',
      referenceNumber: '04121234567-889',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      amount: 10,
      amountInCurrency: 2456.79,
      method: 'PAGO_MOVIL',
    });
    const [sale] = await ctx.db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale).toMatchObject({ status: 'PAID', totalPaid: 10 });
    expect(await details(seller, saleId)).toMatchObject({ status: 'PAID', balance: 0 });
  });

  it('a balance that does not divide evenly is settled exactly by the bolívares that cover it', async () => {
    // $3.33 at 245,6789 is Bs. 818,110737: Bs. 818,11 is within half a bolívar cent, and settles it. Converted
    // alone it would be $3.33 as well; $7.77 = Bs. 1.908,925053 → Bs. 1.908,93 ÷ rate = 7,770020… also $7.77.
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 11.1);
    expect((await pay(seller, { saleId, amount: 818.11, method: 'CASH', currency: 'VES' })).statusCode).toBe(
      201,
    );
    const last = await pay(seller, { saleId, amount: 1908.93, method: 'CASH', currency: 'VES' });
    expect(last.statusCode, last.body).toBe(201);
    expect(await details(seller, saleId)).toMatchObject({ status: 'PAID', totalPaid: 11.1, balance: 0 });
  });

  it('bolívares worth more than the balance (beyond half a bolívar cent) are refused', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 10);
    const response = await pay(seller, { saleId, amount: 2459, method: 'CASH', currency: 'VES' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYMENT_EXCEEDS_BALANCE');
    expect(await paymentRows(saleId)).toHaveLength(0);
  });

  it("the spec's USD payload works unchanged: dollars, as typed, no rate", async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 50);
    const response = await pay(seller, { saleId, amount: 15.5, method: 'TRANSFER' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      saleId,
      amount: 15.5,
      method: 'TRANSFER',
      referenceNumber: null,
      currency: 'USD',
      amountInCurrency: 15.5,
      exchangeRate: null,
    });
  });

  it('Zelle in dollars with its reference is taken', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 50);
    const response = await pay(seller, { saleId, amount: 20, method: 'ZELLE', referenceNumber: 'ZL-77' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ method: 'ZELLE', currency: 'USD', amount: 20 });
  });

  it.each([
    [{ method: 'ZELLE', currency: 'VES', referenceNumber: 'Z1' }, 'Zelle no se recibe en bolívares.'],
    [{ method: 'PAGO_MOVIL', referenceNumber: 'P1' }, 'Pago Móvil no se recibe en dólares.'],
    [{ method: 'PAGO_MOVIL', currency: 'USD', referenceNumber: 'P1' }, 'Pago Móvil no se recibe en dólares.'],
    [{ method: 'CARD', currency: 'USD' }, 'Tarjeta no se recibe en dólares.'],
    [{ method: 'PAGO_MOVIL', currency: 'VES' }, 'Indica la referencia del pago (Pago Móvil).'],
    [{ method: 'TRANSFER', currency: 'VES' }, 'Indica la referencia del pago (Transferencia).'],
    [{ method: 'ZELLE' }, 'Indica la referencia del pago (Zelle).'],
    [{ method: 'CASH', currency: 'EUR' }, null],
  ])('refuses %j with a Spanish 400 and stores nothing', async (fields, message) => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 50);
    const response = await pay(seller, { saleId, amount: 10, ...fields });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await paymentRows(saleId)).toHaveLength(0);
  });
});
