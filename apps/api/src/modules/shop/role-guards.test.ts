import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedProduct } from '../../../test/seed-catalog';
import { seedMember } from '../../../test/seed-member';
import { sellViaApi } from '../../../test/sell';

// Design §18, decision record 029: a member acts in the owner's shop with what their role allows
// (packages/shared/src/team/permissions.ts): at once, with a manager's approval (403 APPROVAL_REQUIRED until
// approvals exist), or not at all (403 FORBIDDEN).

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type TCaller = { headers: Record<string, string> };
const call = (caller: TCaller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });

/** The owner's shop with a product, an open till and a $4 sale paid in dollars cash into it. */
async function shopWithASale(owner: TSeededUser) {
  const harina = await seedProduct(ctx, owner.user.id, { name: 'Harina PAN', price: 2, quantity: 10 });
  const opened = await call(owner, 'POST', '/cash-sessions', { openingFloat: { USD: 0, VES: 0 } });
  expect(opened.statusCode, opened.body).toBe(201);
  const sale = await sellViaApi(ctx, owner, {
    items: [{ productId: harina.id, quantity: 2, price: 2 }],
    status: 'PAID',
    payments: [{ method: 'CASH', currency: 'USD', amount: 4 }],
  });
  return { harina, sale };
}

const aReturnOfOne = (sale: { items: { id: string }[] }) => ({
  lines: [{ saleItemId: sale.items[0]!.id, quantity: 1 }],
  refund: { method: 'CASH', currency: 'USD', amount: 2 },
});

const approvalRequired = {
  statusCode: 403,
  code: 'APPROVAL_REQUIRED',
  message: SERVER_MESSAGES.APPROVAL_REQUIRED,
};
const roleForbidden = { statusCode: 403, code: 'FORBIDDEN', message: SERVER_MESSAGES.ROLE_FORBIDDEN };

describe('a cashier', () => {
  it('sells from the owner’s shop, and the owner sees the sale among the shop’s', async () => {
    const owner = await seedUser(ctx);
    const { harina } = await shopWithASale(owner);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const products = await call(cashier, 'GET', '/products');
    expect(products.json().data.map((p: { id: string }) => p.id)).toEqual([harina.id]);
    const sold = await call(cashier, 'POST', '/sales', {
      items: [{ productId: harina.id, quantity: 1, price: 2 }],
      status: 'PAID',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const ownersSales = await call(owner, 'GET', '/sales');
    expect(ownersSales.json().data.map((s: { id: string }) => s.id)).toContain(sold.json().data.id);
  });

  it('sees only her own sales in the history, and another member’s sale as a missing one', async () => {
    const owner = await seedUser(ctx);
    const { harina, sale: ownersSale } = await shopWithASale(owner);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const sold = await call(cashier, 'POST', '/sales', {
      items: [{ productId: harina.id, quantity: 1, price: 2 }],
      status: 'PAID',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const hers = await call(cashier, 'GET', '/sales');
    expect(hers.json().data.map((s: { id: string }) => s.id)).toEqual([sold.json().data.id]);
    expect(hers.json().total).toBe(1);
    expect((await call(cashier, 'GET', `/sales/${sold.json().data.id}/payments`)).statusCode).toBe(200);
    const others = await call(cashier, 'GET', `/sales/${ownersSale.id}/payments`);
    expect(others.statusCode).toBe(404);
    // A manager and the owner read the whole shop's history.
    const manager = await seedMember(ctx, owner, 'MANAGER');
    expect((await call(manager, 'GET', '/sales')).json().total).toBe(2);
    expect((await call(manager, 'GET', `/sales/${ownersSale.id}/payments`)).statusCode).toBe(200);
  });

  it('is asked for a manager’s approval to return, adjust stock or take cash out, and changes nothing', async () => {
    const owner = await seedUser(ctx);
    const { harina, sale } = await shopWithASale(owner);
    const till = (await call(owner, 'GET', '/cash-sessions/current')).json().data as { id: string };
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const returned = await call(cashier, 'POST', `/sales/${sale.id}/returns`, aReturnOfOne(sale));
    expect(returned.json()).toMatchObject(approvalRequired);
    const counted = await call(cashier, 'POST', '/stock/adjustments', {
      reason: 'COUNT',
      lines: [{ productId: harina.id, countedQuantity: 3 }],
    });
    expect(counted.json()).toMatchObject(approvalRequired);
    const cashOut = await call(cashier, 'POST', `/cash-sessions/${till.id}/movements`, {
      type: 'OUT',
      currency: 'USD',
      amount: 1,
      reason: 'Proveedor',
    });
    expect(cashOut.json()).toMatchObject(approvalRequired);
    const stock = await call(owner, 'GET', `/products/${harina.id}`);
    expect(stock.json().data.quantity).toBe(8);
  });

  it('may not read the figures, the expenses or the exports, nor change the shop', async () => {
    const owner = await seedUser(ctx);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    for (const url of [
      '/sales/stats/daily?startDate=2026-01-01&endDate=2026-01-31',
      '/expenses',
      '/exports/sales.csv',
    ]) {
      expect((await call(cashier, 'GET', url)).json(), url).toMatchObject(roleForbidden);
    }
    expect((await call(cashier, 'PUT', '/shop', { businessName: 'Mía' })).json()).toMatchObject(
      roleForbidden,
    );
    expect((await call(owner, 'GET', '/shop')).json().data.businessName).toBeNull();
  });
});

describe('an accountant', () => {
  it('reads the figures and exports, and may not sell', async () => {
    const owner = await seedUser(ctx);
    const { harina } = await shopWithASale(owner);
    const accountant = await seedMember(ctx, owner, 'ACCOUNTANT');
    const stats = await call(accountant, 'GET', '/sales/stats/daily?startDate=2026-01-01&endDate=2026-01-31');
    expect(stats.statusCode, stats.body).toBe(200);
    expect((await call(accountant, 'GET', '/exports/sales.csv')).statusCode).toBe(200);
    const sold = await call(accountant, 'POST', '/sales', {
      items: [{ productId: harina.id, quantity: 1, price: 2 }],
    });
    expect(sold.json()).toMatchObject(roleForbidden);
  });
});

describe('a manager', () => {
  it('returns at once, and may not change the shop’s data', async () => {
    const owner = await seedUser(ctx);
    const { sale } = await shopWithASale(owner);
    const manager = await seedMember(ctx, owner, 'MANAGER');
    const returned = await call(manager, 'POST', `/sales/${sale.id}/returns`, aReturnOfOne(sale));
    expect(returned.statusCode, returned.body).toBe(201);
    expect((await call(manager, 'PUT', '/shop', { businessName: 'Mía' })).json()).toMatchObject(
      roleForbidden,
    );
  });
});

describe('a member of one shop', () => {
  it('sees nothing of another shop, and its role there counts for nothing elsewhere', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const { harina: othersProduct } = await shopWithASale(other);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    expect((await call(cashier, 'GET', '/products')).json().data).toEqual([]);
    expect((await call(cashier, 'GET', `/products/${othersProduct.id}`)).statusCode).toBe(404);
  });
});
