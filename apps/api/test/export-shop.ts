import { expect } from 'vitest';
import type { TSeededUser } from './seed';
import type { TTestContext } from './test-app';

type TData = Record<string, unknown> & { id: string };

async function call(
  ctx: TTestContext,
  seller: TSeededUser,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
): Promise<TData> {
  const response = await ctx.app.inject({ method, url, headers: seller.headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data as TData;
}

/** The formula a hostile product name carries: it must reach a spreadsheet as text. */
export const FORMULA_NAME = '=HYPERLINK("http://malo.example","x")';

/**
 * A Venezuelan shop with a row of every kind, made through the API as the seller would (call it with the app's
 * clock and a rate in force set, e.g. sellOnTuesdayAt): an open till; three products (one weighed, one named
 * with accents, one named like a formula); a client; a PAID sale in dollars with IGTF on; a PENDING sale with an
 * extra charge and an instalment in bolívares; an expense; a refund; a shrinkage count; the till closed.
 * Every text holds `tag`, so another seller's export can be searched for it.
 */
export async function openExportShop(ctx: TTestContext, seller: TSeededUser, tag: string) {
  await call(ctx, seller, 'PUT', '/api/users/settings', { igtfEnabled: true, igtfRate: 3 });
  const till = await call(ctx, seller, 'POST', '/api/cash-sessions', { openingFloat: { USD: 20, VES: 500 } });
  const coffee = await call(ctx, seller, 'POST', '/api/products', {
    name: `Café «Ñandú» ${tag}`,
    sku: `CAF-${tag}`,
    price: 12.5,
    cost: 7.25,
    quantity: 40,
    description: `Tostado en Mérida ${tag}`,
  });
  const cheese = await call(ctx, seller, 'POST', '/api/products', {
    name: `Queso llanero ${tag}`,
    sku: `QSO-${tag}`,
    price: 6.8,
    cost: 4.1,
    quantity: 10.5,
    unit: 'KG',
  });
  const formula = await call(ctx, seller, 'POST', '/api/products', {
    name: FORMULA_NAME,
    sku: `-FORM-${tag}`,
    price: 3,
    cost: 1,
    quantity: 10,
  });
  const client = await call(ctx, seller, 'POST', '/api/clients', {
    name: `José Pérez ${tag}`,
    email: `jose-${tag.toLowerCase()}@example.com`,
    phone: '0414-1234567',
  });
  const paid = await call(ctx, seller, 'POST', '/api/sales', {
    items: [
      { productId: coffee.id, quantity: 2, price: 12.5 },
      { productId: cheese.id, quantity: 0.75, price: 6.8 },
    ],
    status: 'PAID',
    payments: [{ method: 'CASH', currency: 'USD', amount: 31 }],
    sellerName: `Vendedora ${tag}`,
  });
  const pending = await call(ctx, seller, 'POST', '/api/sales', {
    items: [
      { productId: formula.id, quantity: 1, price: 3 },
      { name: `Delivery ${tag}`, quantity: 1, price: 2.5 },
    ],
    status: 'PENDING',
    clientId: client.id,
    initialPaymentAmount: 1,
  });
  await call(ctx, seller, 'POST', '/api/payments', {
    saleId: pending.id,
    amount: 245.67,
    method: 'PAGO_MOVIL',
    currency: 'VES',
    referenceNumber: `PM-${tag}`,
  });
  await call(ctx, seller, 'POST', '/api/expenses', {
    description: `Alquiler de marzo ${tag}`,
    amount: 150,
    category: 'RENT',
    date: '2026-03-09',
  });
  const coffeeLine = (paid.items as { id: string; productId: string | null }[]).find(
    (item) => item.productId === coffee.id,
  );
  await call(ctx, seller, 'POST', `/api/sales/${paid.id}/returns`, {
    lines: [{ saleItemId: coffeeLine?.id, quantity: 1 }],
    refund: { method: 'CASH', currency: 'USD', amount: 12.5 },
  });
  await call(ctx, seller, 'POST', '/api/stock/adjustments', {
    reason: 'SHRINKAGE',
    note: `Se mojó ${tag}`,
    lines: [{ productId: coffee.id, countedQuantity: 30 }],
  });
  // Every line counted as expected, but a dollar short in the first one: a faltante of -1.
  const current = await ctx.app.inject({
    method: 'GET',
    url: '/api/cash-sessions/current',
    headers: seller.headers,
  });
  const lines = (current.json().data as { lines: { method: string; currency: string; expected: number }[] })
    .lines;
  await call(ctx, seller, 'POST', `/api/cash-sessions/${till.id}/close`, {
    counted: lines.map((line, index) => ({
      method: line.method,
      currency: line.currency,
      amount: index === 0 ? line.expected - 1 : line.expected,
    })),
    notes: `Cuadre ${tag}`,
  });
  return { coffee, cheese, formula, client, paid, pending, till };
}
