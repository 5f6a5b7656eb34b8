import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sales } from '../../db/schema/sales';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Records every status change of a sale, so "flipped to PAID exactly once" is observed, not inferred.
  await ctx.db.execute(sql`
    CREATE TABLE test_sale_status_log (sale_id uuid NOT NULL, old_status text, new_status text);
    CREATE FUNCTION test_log_sale_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_sale_status_log VALUES (NEW.id, OLD.status, NEW.status);
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_sale_status_log AFTER UPDATE ON sales
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION test_log_sale_status();`);
});
afterAll(() => ctx.close());

/** A PENDING sale of `total` (one extra-charge line) to a fresh client, with an optional first payment. */
async function pendingSale(
  seller: TSeededUser,
  total: number,
  initialPaymentAmount?: number,
): Promise<string> {
  const client = await seedClient(ctx, seller.user.id);
  const sale = await sellViaApi(ctx, seller, {
    items: [{ name: 'Mercancía', quantity: 1, price: total }],
    status: 'PENDING',
    clientId: client.id,
    initialPaymentAmount,
  });
  return sale.id;
}

function pay(seller: TSeededUser, body: Record<string, unknown>, idempotencyKey?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...seller.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

async function saleRow(saleId: string) {
  const [row] = await ctx.db.select().from(sales).where(eq(sales.id, saleId));
  if (!row) throw new Error('sale not found');
  return row;
}

async function paymentsOf(saleId: string) {
  return ctx.db.select().from(payments).where(eq(payments.saleId, saleId));
}

async function statusChanges(saleId: string) {
  const result = await ctx.pool.query<{ old_status: string; new_status: string }>(
    'SELECT old_status, new_status FROM test_sale_status_log WHERE sale_id = $1',
    [saleId],
  );
  return result.rows;
}

describe('POST /api/payments', () => {
  it('records an instalment, keeps total_paid in step and marks the sale PAID when the balance reaches 0', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 50, 10);

    const first = await pay(seller, { saleId, amount: 15.5, method: 'TRANSFER', referenceNumber: 'REF-9' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      saleId,
      amount: 15.5,
      method: 'TRANSFER',
      referenceNumber: 'REF-9',
    });
    expect(await saleRow(saleId)).toMatchObject({ status: 'PENDING', totalPaid: 25.5 });

    const last = await pay(seller, { saleId, amount: 24.5 });
    expect(last.statusCode).toBe(201);
    expect(last.json().data).toMatchObject({ method: 'CASH', referenceNumber: null });
    expect(await saleRow(saleId)).toMatchObject({ status: 'PAID', totalPaid: 50 });

    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${saleId}/payments`,
      headers: seller.headers,
    });
    expect(details.json().data).toMatchObject({ status: 'PAID', totalPaid: 50, balance: 0 });
    expect(details.json().data.payments.map((p: { amount: number }) => p.amount)).toEqual([10, 15.5, 24.5]);
  });

  it('refuses more than the balance with a Spanish 400 and stores nothing', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 20, 5);
    const response = await pay(seller, { saleId, amount: 15.01 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_EXCEEDS_BALANCE',
      message: 'El monto del abono no puede superar el saldo pendiente de la venta.',
    });
    expect(await paymentsOf(saleId)).toHaveLength(1);
    expect(await saleRow(saleId)).toMatchObject({ status: 'PENDING', totalPaid: 5 });
  });

  it.each([
    [0, 'El monto debe ser mayor a 0'],
    [-3, 'El monto debe ser mayor a 0'],
    [0.005, 'El monto debe ser mayor a 0'],
    [1.234, 'El monto no puede tener más de 2 decimales'],
  ])('refuses an amount of %s with "%s" and stores nothing', async (amount, message) => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 20);
    const response = await pay(seller, { saleId, amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await paymentsOf(saleId)).toHaveLength(0);
  });

  it('refuses payments on a PAID sale', async () => {
    const seller = await seedUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: { items: [{ name: 'Servicio', quantity: 1, price: 8 }], status: 'PAID' },
    });
    const saleId = created.json().data.id as string;
    const response = await pay(seller, { saleId, amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SALE_NOT_PENDING',
      message: 'Solo se pueden registrar abonos en ventas pendientes.',
    });
    expect(await paymentsOf(saleId)).toHaveLength(1);
  });

  it("answers 404 for another seller's sale, like a missing one, and stores nothing", async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const saleId = await pendingSale(owner, 30);
    const foreign = await pay(other, { saleId, amount: 1 });
    const missing = await pay(other, { saleId: '0190f0a0-0000-7000-8000-000000000000', amount: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await paymentsOf(saleId)).toHaveLength(0);
  });

  it('replays a retried request with the same Idempotency-Key instead of paying twice', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 40);
    const body = { saleId, amount: 12, method: 'CARD' };
    const first = await pay(seller, body, 'abono-1');
    const retry = await pay(seller, body, 'abono-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsOf(saleId)).toHaveLength(1);
    expect(await saleRow(saleId)).toMatchObject({ totalPaid: 12 });

    const reused = await pay(seller, { ...body, amount: 13 }, 'abono-1');
    expect(reused.statusCode).toBe(422);
    // A refused attempt does not burn its key: once the rule allows it, the same key goes through.
    const tooMuch = await pay(seller, { saleId, amount: 29 }, 'abono-2');
    expect(tooMuch.statusCode).toBe(400);
    expect((await pay(seller, { saleId, amount: 28 }, 'abono-2')).statusCode).toBe(201);
  });

  it('100 concurrent instalments never sum above the total and flip the sale to PAID exactly once', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 100);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => pay(seller, { saleId, amount: 2.5 })),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(accepted).toHaveLength(40);
    expect(new Set(refused.map((response) => response.statusCode))).toEqual(new Set([400]));
    expect(new Set(refused.map((response) => response.json().code))).toEqual(new Set(['SALE_NOT_PENDING']));

    const stored = await paymentsOf(saleId);
    expect(stored).toHaveLength(40);
    expect(stored.reduce((cents, payment) => cents + Math.round(payment.amount * 100), 0)).toBe(10_000);
    expect(await saleRow(saleId)).toMatchObject({ status: 'PAID', totalPaid: 100 });
    expect(await statusChanges(saleId)).toEqual([{ old_status: 'PENDING', new_status: 'PAID' }]);
  });

  it('100 concurrent instalments of uneven amounts stop exactly at the total', async () => {
    const seller = await seedUser(ctx);
    const saleId = await pendingSale(seller, 77.77);
    // 0.37 … 2.59: their sum (≈148) is far above the total, and few of them fit the last cents exactly.
    const amounts = Array.from({ length: 100 }, (_, index) => ((index % 7) + 1) * 37).map(
      (cents) => cents / 100,
    );
    const responses = await Promise.all(amounts.map((amount) => pay(seller, { saleId, amount })));
    for (const response of responses) {
      if (response.statusCode !== 201) {
        expect(response.statusCode).toBe(400);
        expect(['PAYMENT_EXCEEDS_BALANCE', 'SALE_NOT_PENDING']).toContain(response.json().code);
      }
    }
    const stored = await paymentsOf(saleId);
    const storedCents = stored.reduce((cents, payment) => cents + Math.round(payment.amount * 100), 0);
    const sale = await saleRow(saleId);
    expect(storedCents).toBeLessThanOrEqual(7777);
    expect(Math.round(sale.totalPaid * 100)).toBe(storedCents);
    expect(stored).toHaveLength(responses.filter((response) => response.statusCode === 201).length);
    expect(sale.status).toBe(storedCents === 7777 ? 'PAID' : 'PENDING');
    expect((await statusChanges(saleId)).length).toBe(sale.status === 'PAID' ? 1 : 0);
  });
});
