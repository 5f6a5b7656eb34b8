import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { todayInZone } from '@cuadre/shared/common/dates';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import type { TDashboardMetrics } from '@cuadre/shared/dashboard/schemas';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import type { TStockMovement } from '@cuadre/shared/stock/schemas';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { sellOnTuesdayAt, TUESDAY } from '../../../test/tuesday-rate';

// Design §13 and §17: returns — never more than sold less already returned (concurrent returns
// included), stock back unless damaged, money back as a refund through the open till or as a credit.

const RATE = 250;
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, RATE);
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

async function call<T>(
  seller: TSeededUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) {
  const response = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...seller.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function product(seller: TSeededUser, quantity: number, price = 10, cost = 6): Promise<TProduct> {
  const created = await call<{ data: TProduct }>(seller, 'POST', '/products', {
    name: `Producto ${Math.random().toString(36).slice(2, 7)}`,
    sku: `RET-${Math.random().toString(36).slice(2, 9)}`,
    price,
    cost,
    quantity,
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

const stockOf = async (seller: TSeededUser, id: string) =>
  (await call<{ data: TProduct }>(seller, 'GET', `/products/${id}`)).body.data.quantity;

const details = async (seller: TSeededUser, saleId: string) =>
  (await call<{ data: TSaleDetails }>(seller, 'GET', `/sales/${saleId}/payments`)).body.data;

describe('POST /api/sales/{id}/returns', () => {
  it('takes a line back with a refund in bolívares through the open till: stock back, the sale lists it', async () => {
    const seller = await seedUser(ctx);
    const harina = await product(seller, 10);
    const opened = await call<{ data: TCashSession }>(seller, 'POST', '/cash-sessions', {
      openingFloat: { USD: 0, VES: 5000 },
    });
    expect(opened.status).toBe(201);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: harina.id, quantity: 2, price: 10 }],
      status: 'PAID',
      payments: [{ method: 'CASH', currency: 'VES', amount: 5000 }],
    });
    const itemId = sale.items[0]?.id ?? '';

    const returned = await call<{ data: TSaleReturn }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: { method: 'CASH', currency: 'VES', amount: 2500 },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.data).toMatchObject({
      total: 10,
      credit: 0,
      restock: true,
      refund: { method: 'CASH', currency: 'VES', amountInCurrency: 2500, amount: 10, exchangeRate: RATE },
      cashSessionId: opened.body.data.id,
      lines: [{ saleItemId: itemId, quantity: 1, unitPrice: 10 }],
    });
    expect(await stockOf(seller, harina.id)).toBe(9);
    const [movement] = (
      await call<{ data: TStockMovement[] }>(seller, 'GET', `/products/${harina.id}/movements`)
    ).body.data;
    expect(movement).toMatchObject({
      kind: 'RETURN',
      quantity: 1,
      stockAfter: 9,
      documentId: returned.body.data.id,
    });

    // The sale stays as it was, and lists its return.
    const after = await details(seller, sale.id);
    expect(after).toMatchObject({ total: 20, totalPaid: 20, status: 'PAID' });
    expect(after.returns.map((r) => r.id)).toEqual([returned.body.data.id]);
    // Its receipt lists the return and the total net of it (design §12).
    const receipt = (
      await call<{ data: { blocks: { label?: string; value?: string; text?: string }[] } }>(
        seller,
        'GET',
        `/sales/${sale.id}/receipt`,
      )
    ).body.data.blocks.map((block) => block.text ?? `${block.label} ${block.value}`);
    expect(receipt).toEqual(
      expect.arrayContaining([
        'Devoluciones',
        `1 × ${harina.name} -$10.00`,
        'Reembolso Efectivo Bs. 2.500,00',
        'Total neto $10.00',
      ]),
    );

    // The till expects the bolívares that went out: 5,000 float + 5,000 sold − 2,500 refunded.
    const till = (await call<{ data: TCashSession }>(seller, 'GET', '/cash-sessions/current')).body.data;
    expect(till.lines.find((line) => line.method === 'CASH' && line.currency === 'VES')?.expected).toBe(7500);
    expect(till.summary.refunds).toBe(10);
  });

  it('never takes back more than was sold, even with 100 returns at once', async () => {
    const seller = await seedUser(ctx);
    const queso = await product(seller, 50);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: queso.id, quantity: 10, price: 10 }],
      status: 'PAID',
    });
    const itemId = sale.items[0]?.id ?? '';
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        call<{ message: string }>(seller, 'POST', `/sales/${sale.id}/returns`, {
          lines: [{ saleItemId: itemId, quantity: 1 }],
          refund: { method: 'CASH', currency: 'USD', amount: 10 },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused).toHaveLength(90);
    expect(new Set(refused.map((result) => result.status))).toEqual(new Set([409]));
    expect(refused[0]?.body.message).toMatch(/ya se devolvió por completo/);
    expect(await stockOf(seller, queso.id)).toBe(50);
    expect((await details(seller, sale.id)).returns).toHaveLength(10);
  });

  it('settles the balance with a credit, PAID once nothing is owed, and refuses a credit above it', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa' });
    const arroz = await product(seller, 10, 4, 2);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: arroz.id, quantity: 3, price: 4 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 4,
    });
    const itemId = sale.items[0]?.id ?? '';
    const tooMuch = await call<{ message: string }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId: itemId, quantity: 3 }],
      refund: { credit: true },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'El crédito no puede ser mayor que el saldo pendiente de la venta ($8.00): devuelve el dinero.',
    );

    const credit = await call<{ data: TSaleReturn }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: { credit: true },
    });
    expect(credit.status).toBe(201);
    expect(credit.body.data).toMatchObject({ credit: 4, refund: null, cashSessionId: null });
    expect(await details(seller, sale.id)).toMatchObject({ status: 'PENDING', balance: 4 });
    await call(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: { credit: true },
    });
    expect(await details(seller, sale.id)).toMatchObject({ status: 'PAID', balance: 0 });
    expect(await stockOf(seller, arroz.id)).toBe(9);
  });

  it('refuses a refund above what came back, keeps damaged goods off the shelf, and replays a key', async () => {
    const seller = await seedUser(ctx);
    const cafe = await product(seller, 10, 7.25, 5);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: cafe.id, quantity: 2, price: 7.25 }],
      status: 'PAID',
    });
    const itemId = sale.items[0]?.id ?? '';
    const tooMuch = await call<{ message: string }>(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 7.26 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('El reembolso no puede ser mayor que lo devuelto ($7.25).');

    const damaged = {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      restock: false,
      refund: { method: 'ZELLE', currency: 'USD', amount: 7.25 },
    };
    const first = await call<{ data: TSaleReturn }>(
      seller,
      'POST',
      `/sales/${sale.id}/returns`,
      damaged,
      'dev-1',
    );
    const again = await call<{ data: TSaleReturn }>(
      seller,
      'POST',
      `/sales/${sale.id}/returns`,
      damaged,
      'dev-1',
    );
    expect(first.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await details(seller, sale.id)).returns).toHaveLength(1);
    expect(await stockOf(seller, cafe.id)).toBe(8);
  });

  it('lowers the day’s revenue and profit, the month’s and the total, in dollars and in bolívares', async () => {
    // Sales take the database's clock: the figures are read for today, with Tuesday's rate still in force.
    setAppNow(ctx, new Date().toISOString());
    onTestFinished(() => setAppNow(ctx, TUESDAY));
    const today = todayInZone('America/Caracas', new Date());
    const seller = await seedUser(ctx);
    const harina = await product(seller, 10, 10, 6);
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { productId: harina.id, quantity: 2, price: 10 },
        { name: 'Delivery', quantity: 1, price: 3 },
      ],
      status: 'PAID',
    });
    const figures = async () => {
      const stats = (
        await call<{ data: TDailyStats }>(
          seller,
          'GET',
          `/sales/stats/daily?startDate=${today}&endDate=${today}`,
        )
      ).body.data;
      const metrics = (await call<{ data: TDashboardMetrics }>(seller, 'GET', '/expenses/dashboard/metrics'))
        .body.data;
      return {
        revenue: stats.periodTotals.totalRevenue,
        profit: stats.periodTotals.totalProfit,
        withoutCost: stats.periodTotals.revenueWithoutCost,
        bolivares: stats.periodTotals.inBolivares?.totalRevenue,
        monthly: metrics.monthlySales,
        total: metrics.totalRevenue,
      };
    };
    expect(await figures()).toEqual({
      revenue: 23,
      profit: 11,
      withoutCost: 3,
      bolivares: 5750,
      monthly: 23,
      total: 23,
    });
    await call(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [
        { saleItemId: sale.items[0]?.id ?? '', quantity: 1 },
        { saleItemId: sale.items[1]?.id ?? '', quantity: 1 },
      ],
      refund: { method: 'CASH', currency: 'USD', amount: 13 },
    });
    // One Harina ($10 at cost $6) and the delivery ($3, no cost) came back: $13 of revenue, $7 of profit.
    expect(await figures()).toEqual({
      revenue: 10,
      profit: 4,
      withoutCost: 0,
      bolivares: 2500,
      monthly: 10,
      total: 10,
    });
  });

  it('is a 404 for another seller’s sale and for a line of another sale', async () => {
    const owner = await seedUser(ctx);
    const stranger = await seedUser(ctx);
    const item = await product(owner, 5);
    const sale = await sellViaApi(ctx, owner, {
      items: [{ productId: item.id, quantity: 1, price: 10 }],
      status: 'PAID',
    });
    const other = await sellViaApi(ctx, owner, {
      items: [{ productId: item.id, quantity: 1, price: 10 }],
      status: 'PAID',
    });
    const body = (saleItemId: string) => ({
      lines: [{ saleItemId, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 1 },
    });
    expect(
      (await call(stranger, 'POST', `/sales/${sale.id}/returns`, body(sale.items[0]?.id ?? ''))).status,
    ).toBe(404);
    const foreignLine = await call<{ message: string }>(
      owner,
      'POST',
      `/sales/${sale.id}/returns`,
      body(other.items[0]?.id ?? ''),
    );
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body.message).toBe('Esa línea no es de esta venta.');
    expect(await stockOf(owner, item.id)).toBe(3);
  });

  it('puts back every line of a product the sale sold in two lines, as one movement of their sum', async () => {
    const seller = await seedUser(ctx);
    const pan = await product(seller, 10);
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { productId: pan.id, quantity: 2, price: 10 },
        { productId: pan.id, quantity: 3, price: 10 },
      ],
      status: 'PAID',
    });
    const returned = await call(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: sale.items.map((item) => ({ saleItemId: item.id, quantity: item.quantity })),
      refund: { method: 'CASH', currency: 'USD', amount: 50 },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(await stockOf(seller, pan.id)).toBe(10);
    const movements = await call<{ data: TStockMovement[] }>(seller, 'GET', `/products/${pan.id}/movements`);
    expect(
      movements.body.data.map(({ kind, quantity, stockAfter, unitCost }) => ({
        kind,
        quantity,
        stockAfter,
        unitCost,
      })),
    ).toEqual([
      { kind: 'RETURN', quantity: 5, stockAfter: 10, unitCost: 6 },
      { kind: 'SALE', quantity: -5, stockAfter: 5, unitCost: 6 },
      { kind: 'OPENING', quantity: 10, stockAfter: 10, unitCost: 6 },
    ]);
  });
});
