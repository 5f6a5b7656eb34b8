import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPaymentCreateRequest } from '@cuadre/shared/payments/schemas';
import { ZSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import { sales } from '../src/db/schema/sales';
import { idempotencyKeys } from '../src/db/schema/system';
import { requestHashOf } from '../src/lib/idempotency';
import { MIGRATIONS_DIR } from '../src/paths';
import { takeReceiptNumbers } from './receipt-numbers';
import { seedUser } from './seed';
import { createTestContext, type TTestContext } from './test-app';

// Migrations 0018, 0019, 0022 and 0023: an answer stored with an Idempotency-Key before sales and payments
// answered their rate and currency (0018), IGTF and change (0019), the sale's till (0022) or its receipt number
// (0023), its lines' unit (0028) or its offline moment (0029) is replayed after the upgrade
// (the till retries a lost answer), not refused by the response schema.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const now = '2026-03-10T15:00:00.000Z';
const oldPayment = (saleId: string) => ({
  id: '0190f0a1-dddd-7000-8000-000000000009',
  saleId,
  amount: 10,
  method: 'CASH',
  referenceNumber: null,
  createdAt: now,
});

/**
 * The statements of the migrations that upgrade stored answers (0019's trigger is left as it is), run on today's
 * tables: the shop's column they name `user_id` is `shop_id` since 0033.
 */
async function runAnswerUpgrades() {
  for (const file of [
    '0018_stored_answers_as_handed_over.sql',
    '0019_split_tender_and_igtf.sql',
    '0022_sale_till_and_payments_without_till.sql',
    '0023_receipt_numbers.sql',
    '0028_weighed_goods.sql',
    '0029_offline_sales_received_at.sql',
    '0043_fiado_under_control.sql',
    '0045_euro_rate.sql',
    '0046_price_lists.sql',
    '0048_iva.sql',
  ]) {
    const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.includes('UPDATE idempotency_keys')) {
        await ctx.pool.query(statement.replaceAll(/\buser_id\b/g, 'shop_id'));
      }
    }
  }
}

describe('answers stored before payments carried their currency are replayed after the upgrade', () => {
  it('a sale and a payment stored without the new fields replay with them (no rate; dollars as typed)', async () => {
    const seller = await seedUser(ctx);
    const saleBody = { items: [{ name: 'Mercancía', quantity: 1, price: 10 }], status: 'PAID' };
    const saleId = '0190f0a1-cccc-4000-8000-000000000001';
    const oldSale = {
      id: saleId,
      createdAt: now,
      status: 'PAID',
      total: 10,
      totalPaid: 10,
      totalProfit: 0,
      sellerName: null,
      paymentMethod: 'CASH',
      referenceNumber: null,
      client: null,
      items: [
        {
          id: '0190f0a1-eeee-7000-8000-000000000001',
          productId: null,
          name: 'Mercancía',
          quantity: 1,
          price: 10,
          product: null,
        },
      ],
      payments: [oldPayment(saleId)],
    };
    const paymentBody = { saleId, amount: 10 };
    // The sale itself, numbered as 0023 numbered the sales made before it.
    const [receiptNumber = 0] = await takeReceiptNumbers(ctx, seller.user.id, 1);
    await ctx.db
      .insert(sales)
      .values({ id: saleId, shopId: seller.user.id, status: 'PAID', total: 10, receiptNumber });
    await ctx.db.insert(idempotencyKeys).values([
      {
        shopId: seller.user.id,
        route: 'POST /sales',
        key: 'old-sale',
        requestHash: requestHashOf(ZSaleCreateRequest.parse(saleBody)),
        statusCode: 201,
        responseBody: JSON.stringify({ data: oldSale }),
      },
      {
        shopId: seller.user.id,
        route: 'POST /payments',
        key: 'old-payment',
        requestHash: requestHashOf(ZPaymentCreateRequest.parse(paymentBody)),
        statusCode: 201,
        responseBody: JSON.stringify({ data: oldPayment(saleId) }),
      },
    ]);
    await runAnswerUpgrades();

    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { ...seller.headers, 'idempotency-key': 'old-sale' },
      payload: saleBody,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.headers['idempotent-replayed']).toBe('true');
    expect(sale.json().data).toMatchObject({
      id: saleId,
      exchangeRate: null,
      exchangeRateDate: null,
      igtfTotal: 0,
      change: null,
      cashSessionId: null,
      receiptNumber,
      // 0028: every line then was sold by the unit; 0029: a sale then was made when it was written.
      items: [{ name: 'Mercancía', quantity: 1, unit: 'UNIT' }],
      occurredAt: null,
      receivedAt: null,
      // 0043: a sale then had no due date (this one was paid).
      dueDate: null,
      // 0045: nor the euro.
      exchangeRateEur: null,
      payments: [{ amount: 10, currency: 'USD', amountInCurrency: 10, exchangeRate: null, igtfAmount: 0 }],
    });

    const payment = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...seller.headers, 'idempotency-key': 'old-payment' },
      payload: paymentBody,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    expect(payment.json().data).toMatchObject({
      currency: 'USD',
      amountInCurrency: 10,
      exchangeRate: null,
      igtfAmount: 0,
    });

    // Run again (a second process, a re-run): nothing changes twice.
    await runAnswerUpgrades();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...seller.headers, 'idempotency-key': 'old-payment' },
      payload: paymentBody,
    });
    expect(again.json()).toEqual(payment.json());
  });

  it('a sale stored before it answered its till and number replays with the till it was written in and its number', async () => {
    const seller = await seedUser(ctx);
    const headers = { ...seller.headers, 'idempotency-key': 'sold-at-the-till' };
    const till = await ctx.app.inject({
      method: 'POST',
      url: '/api/cash-sessions',
      headers: seller.headers,
      payload: { openingFloat: { USD: 5 } },
    });
    const tillId = (till.json() as { data: { id: string } }).data.id;
    const saleBody = { items: [{ name: 'Mercancía', quantity: 1, price: 4 }], status: 'PAID' };
    const sold = await ctx.app.inject({ method: 'POST', url: '/api/sales', headers, payload: saleBody });
    expect(sold.json().data.cashSessionId).toBe(tillId);
    // As an answer stored before 0022 and 0023 was: without the fields.
    await ctx.pool.query(
      `UPDATE idempotency_keys
       SET response_body = (response_body::jsonb #- '{data,cashSessionId}' #- '{data,receiptNumber}')::text
       WHERE shop_id = $1 AND key = 'sold-at-the-till'`,
      [seller.user.id],
    );
    await runAnswerUpgrades();

    const replayed = await ctx.app.inject({ method: 'POST', url: '/api/sales', headers, payload: saleBody });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(sold.json());
  });
});
