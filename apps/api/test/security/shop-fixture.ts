import { randomBytes } from 'node:crypto';
import type { TTestContext } from '../test-app';

/** The kinds of rows a seller owns that a route can point at by id. */
export type TResourceKind =
  | 'product'
  | 'client'
  | 'expense'
  | 'sale'
  | 'openAccount'
  | 'user'
  | 'cashSession'
  | 'member'
  | 'device'
  | 'priceList';

export interface TShop {
  ids: Record<TResourceKind, string> & { paidSale: string; payment: string; saleItem: string };
  /** Strings only this shop's rows contain: if another seller's answer holds one, rows leaked. */
  markers: string[];
  /** The token of the shop's enrolled device, on which its cashier (`ids.member`) signs in with PIN 1234. */
  deviceToken: string;
}

/** A string unique to one shop, to put in its rows' names. */
export const shopTag = (label: string) => `${label}${randomBytes(3).toString('hex')}`;

type TSeller = { user: { id: string; email: string }; headers: Record<string, string> };

async function call(
  ctx: TTestContext,
  seller: TSeller,
  method: 'POST' | 'GET' | 'PUT',
  url: string,
  payload?: object,
): Promise<Record<string, unknown>> {
  const response = await ctx.app.inject({ method, url, headers: seller.headers, payload });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json().data as Record<string, unknown>;
}

/**
 * A small real shop, made through the API as the seller would: a product, a client, an expense, a PAID sale
 * and a PENDING sale of that client (so an OPEN account) with one instalment, then an open till with a movement,
 * and a unit of the PAID sale returned for cash. Every text holds `tag`.
 */
export async function openShop(
  ctx: TTestContext,
  seller: TSeller,
  tag: string,
  // Two shops with different figures, so a summary that mixed them up would show it.
  figures: { price: number; expense: number } = { price: 12.5, expense: 321.09 },
): Promise<TShop> {
  const { price } = figures;
  const product = await call(ctx, seller, 'POST', '/api/products', {
    name: `Harina ${tag}`,
    sku: `SKU-${tag}`,
    price,
    cost: 7.25,
    quantity: 40,
    description: `Descripción ${tag}`,
  });
  // A list that prices the product, and the client who buys at it.
  const priceList = await call(ctx, seller, 'POST', '/api/price-lists', {
    name: `Mayor ${tag}`,
    percentOff: 5,
  });
  await call(ctx, seller, 'PUT', `/api/price-lists/${String(priceList.id)}/prices`, {
    products: [{ productId: product.id, prices: [{ minQuantity: 12, price: figures.price - 1 }] }],
  });
  const client = await call(ctx, seller, 'POST', '/api/clients', {
    priceListId: priceList.id,
    name: `Cliente ${tag}`,
    email: `cliente-${tag.toLowerCase()}@example.com`,
    phone: `0414-${tag}`,
  });
  const expense = await call(ctx, seller, 'POST', '/api/expenses', {
    description: `Alquiler ${tag}`,
    amount: figures.expense,
    category: 'RENT',
    date: new Date().toISOString(),
  });
  const paidSale = await call(ctx, seller, 'POST', '/api/sales', {
    items: [{ productId: product.id, quantity: 2, price }],
    status: 'PAID',
    paymentMethod: 'CARD',
    referenceNumber: `REF-${tag}`,
    sellerName: `Vendedor ${tag}`,
  });
  const pendingSale = await call(ctx, seller, 'POST', '/api/sales', {
    items: [
      { productId: product.id, quantity: 3, price },
      { name: `Cargo ${tag}`, quantity: 1, price: 4.75 },
    ],
    status: 'PENDING',
    clientId: client.id,
    initialPaymentAmount: 10,
  });
  const payment = await call(ctx, seller, 'POST', '/api/payments', {
    saleId: pendingSale.id,
    amount: 5.5,
    method: 'TRANSFER',
    referenceNumber: `ABONO-${tag}`,
  });
  // One open till per seller: a seller given a second shop keeps the till it has open.
  const current = await ctx.app.inject({
    method: 'GET',
    url: '/api/cash-sessions/current',
    headers: seller.headers,
  });
  const cashSession =
    (current.json().data as Record<string, unknown> | null) ??
    (await call(ctx, seller, 'POST', '/api/cash-sessions', {
      openingFloat: { USD: figures.price, VES: 100 },
    }));
  await call(ctx, seller, 'POST', `/api/cash-sessions/${String(cashSession.id)}/movements`, {
    type: 'IN',
    currency: 'USD',
    amount: 1,
    reason: `Sencillo ${tag}`,
  });
  // A unit of the PAID sale comes back, refunded in cash through the till: the shop has a return too.
  await call(ctx, seller, 'POST', `/api/sales/${String(paidSale.id)}/returns`, {
    lines: [{ saleItemId: (paidSale.items as { id: string }[])[0]?.id, quantity: 1 }],
    refund: { method: 'CASH', currency: 'USD', amount: price },
  });
  const member = await call(ctx, seller, 'POST', '/api/shop/members', {
    name: `Cajera ${tag}`,
    role: 'CASHIER',
    pin: '1234',
  });
  const device = await call(ctx, seller, 'POST', '/api/shop/devices', { name: `Equipo ${tag}` });
  // The owner's own PIN, with which they approve on the spot.
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/shop/members/${seller.user.id}/pin`,
    headers: seller.headers,
    payload: { pin: '1234' },
  });
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT id FROM open_accounts WHERE shop_id = $1 AND client_id = $2`,
    [seller.user.id, client.id],
  );
  const openAccount = rows[0]?.id;
  if (!openAccount) throw new Error('the PENDING sale opened no account');
  return {
    ids: {
      product: String(product.id),
      client: String(client.id),
      expense: String(expense.id),
      sale: String(pendingSale.id),
      openAccount,
      user: seller.user.id,
      cashSession: String(cashSession.id),
      member: String(member.id),
      device: String(device.deviceId),
      priceList: String(priceList.id),
      paidSale: String(paidSale.id),
      payment: String(payment.id),
      // The PENDING sale's product line: a return names it (design §13).
      saleItem: String((pendingSale.items as { id: string }[])[0]?.id),
    },
    markers: [tag, seller.user.email],
    deviceToken: String(device.deviceToken),
  };
}
