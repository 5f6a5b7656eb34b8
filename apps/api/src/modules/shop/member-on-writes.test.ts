import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: every sale, payment, return, till movement, stock movement and expense records the member
// who made it; rows written before members existed (member_id NULL) were the owner's.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
async function write(headers: THeaders, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await ctx.app.inject({ method, url: `/api${url}`, headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data as Record<string, unknown>;
}

async function membersOf(table: string, shopId: string): Promise<(string | null)[]> {
  const { rows } = await ctx.pool.query<{ member_id: string | null }>(
    `SELECT member_id FROM ${table} WHERE shop_id = $1 ORDER BY created_at, id`,
    [shopId],
  );
  return rows.map((row) => row.member_id);
}

describe('who did it', () => {
  it('records the member on every write of the shop’s money and stock', async () => {
    const owner = await seedUser(ctx);
    const shopId = owner.user.id;
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const manager = await seedMember(ctx, owner, 'MANAGER');
    const cashierId = await memberIdOf(cashier.user.id, shopId);
    const managerId = await memberIdOf(manager.user.id, shopId);

    const product = await write(owner.headers, 'POST', '/products', {
      name: 'Harina PAN',
      sku: 'HARINA-1',
      price: 2,
      cost: 1,
      quantity: 20,
    });
    const client = await write(cashier.headers, 'POST', '/clients', { name: 'Luisa Mora' });
    await write(cashier.headers, 'POST', '/cash-sessions', { openingFloat: { USD: 20, VES: 0 } });
    const paid = await write(cashier.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 2, price: 2 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    const credit = await write(cashier.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 1, price: 2 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const payment = await write(cashier.headers, 'POST', '/payments', {
      saleId: credit.id,
      amount: 1,
      method: 'CASH',
    });
    const session = (
      await ctx.pool.query<{ id: string }>('SELECT id FROM cash_sessions WHERE shop_id = $1', [shopId])
    ).rows[0]!;
    const movement = await write(manager.headers, 'POST', `/cash-sessions/${session.id}/movements`, {
      type: 'IN',
      currency: 'USD',
      amount: 5,
      reason: 'Sencillo',
    });
    const items = paid.items as { id: string }[];
    const saleReturn = await write(manager.headers, 'POST', `/sales/${String(paid.id)}/returns`, {
      lines: [{ saleItemId: items[0]!.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 2 },
    });
    await write(manager.headers, 'POST', '/stock/restocks', {
      lines: [{ productId: product.id, quantity: 5, unitCost: 1 }],
    });
    await write(manager.headers, 'POST', '/stock/adjustments', {
      reason: 'COUNT',
      lines: [{ productId: product.id, countedQuantity: 20 }],
    });
    const expense = await write(manager.headers, 'POST', '/expenses', {
      description: 'Luz',
      amount: 3,
      category: 'UTILITIES',
      date: '2026-11-28',
      paidFromTill: true,
    });

    expect(await membersOf('sales', shopId)).toEqual([cashierId, cashierId]);
    // Each answer says who: as written, and as read back.
    const cashier_ = { memberId: cashierId, memberName: await nameOf(cashier.user.id) };
    const manager_ = { memberId: managerId, memberName: await nameOf(manager.user.id) };
    expect(payment).toMatchObject(cashier_);
    expect(movement).toMatchObject(manager_);
    expect(saleReturn).toMatchObject(manager_);
    expect(expense).toMatchObject(manager_);
    const read = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: owner.headers })).json().data;
    const creditDetails = await read(`/sales/${String(credit.id)}/payments`);
    expect(creditDetails).toMatchObject(cashier_);
    expect(creditDetails.payments[0]).toMatchObject(cashier_);
    const paidDetails = await read(`/sales/${String(paid.id)}/payments`);
    expect(paidDetails.returns[0]).toMatchObject(manager_);
    expect((await read(`/cash-sessions/${session.id}`)).movements.map((row: object) => row)).toEqual([
      expect.objectContaining(manager_),
      expect.objectContaining(manager_),
    ]);
    expect((await read('/expenses'))[0]).toMatchObject(manager_);
    expect(await membersOf('payments', shopId)).toEqual([cashierId, cashierId]);
    expect(await membersOf('cash_movements', shopId)).toEqual([managerId, managerId]);
    expect(await membersOf('sale_returns', shopId)).toEqual([managerId]);
    expect(await membersOf('expenses', shopId)).toEqual([managerId]);
    // Opening, two sales, the return, the restock and the count: each by whoever made it.
    expect(await membersOf('stock_movements', shopId)).toEqual([
      shopId,
      cashierId,
      cashierId,
      managerId,
      managerId,
      managerId,
    ]);
    // The Z report breaks the till down by member: the cashier's two sales and what she took in, the manager's
    // refund.
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/cash-sessions/${session.id}`,
      headers: owner.headers,
    });
    expect(report.json().data.byMember).toEqual(
      [
        {
          memberId: cashierId,
          memberName: await nameOf(cashier.user.id),
          isOwner: false,
          salesCount: 2,
          sold: 6,
          collected: 5,
          refunds: 0,
        },
        {
          memberId: managerId,
          memberName: await nameOf(manager.user.id),
          isOwner: false,
          salesCount: 0,
          sold: 0,
          collected: 0,
          refunds: 2,
        },
      ].sort((a, b) => a.memberName.localeCompare(b.memberName)),
    );
    // The sale answers who sold it, as written and as listed; the owner's own sales name the owner.
    const cashierName = await nameOf(cashier.user.id);
    expect(paid).toMatchObject({ memberId: cashierId, memberName: cashierName });
    const ownSale = await write(owner.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 1, price: 2 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    expect(ownSale).toMatchObject({ memberId: shopId, memberName: await nameOf(shopId) });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/sales',
      headers: owner.headers,
    });
    expect(
      (listed.json().data as { id: string; memberId: string; memberName: string }[]).map((sale) => [
        sale.id,
        sale.memberId,
        sale.memberName,
      ]),
    ).toEqual([
      [ownSale.id, shopId, await nameOf(shopId)],
      [credit.id, cashierId, cashierName],
      [paid.id, cashierId, cashierName],
    ]);
    // A member removed: what they sold stays theirs, without a name.
    await ctx.app.inject({ method: 'DELETE', url: `/api/shop/members/${cashierId}`, headers: owner.headers });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: owner.headers });
    const stillListed = (after.json().data as { id: string }[]).find((sale) => sale.id === paid.id);
    expect(stillListed).toMatchObject({ memberId: cashierId, memberName: null });
    // The seller filter finds what a member of that name sold; the owner's name alone finds no sale the owner
    // made without typing a seller, as before members existed.
    const filtered = async (name: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/sales?sellerName=${encodeURIComponent(name.toUpperCase())}`,
          headers: owner.headers,
        })
      ).json();
    const byManagerName = await filtered(manager_.memberName);
    expect(byManagerName).toMatchObject({ data: [], total: 0 });
    const soldByManager = await write(manager.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 1, price: 2 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    const typedForManager = await write(owner.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 1, price: 2 }],
      status: 'PAID',
      paymentMethod: 'CASH',
      sellerName: manager_.memberName,
    });
    const found = await filtered(manager_.memberName);
    expect(found.total).toBe(2);
    expect((found.data as { id: string }[]).map((sale) => sale.id)).toEqual([
      typedForManager.id,
      soldByManager.id,
    ]);
    expect((await filtered(await nameOf(shopId))).total).toBe(0);
  });
});

async function nameOf(accountId: string): Promise<string> {
  const { rows } = await ctx.pool.query<{ name: string }>(
    `SELECT trim(name || ' ' || coalesce(lastname, '')) AS name FROM users WHERE id = $1`,
    [accountId],
  );
  return rows[0]!.name;
}

async function memberIdOf(accountId: string, shopId: string): Promise<string> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    'SELECT id FROM shop_members WHERE user_id = $1 AND shop_id = $2',
    [accountId, shopId],
  );
  return rows[0]!.id;
}
