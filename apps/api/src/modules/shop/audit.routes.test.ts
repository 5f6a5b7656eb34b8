import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: the owner reads the shop's record — approvals, refunds, price changes, stock adjustments,
// till differences and changes to the team and its devices — newest first, each in words, by whom.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
async function call(
  headers: THeaders,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data as Record<string, unknown>;
}

describe('GET /api/shop/audit', () => {
  it('records each kind of change with who made it, and lists them newest first in words', async () => {
    const owner = await seedUser(ctx, { country: 'CO' });
    const manager = await seedMember(ctx, owner, 'MANAGER');
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const product = await call(owner.headers, 'POST', '/products', {
      name: 'Queso blanco',
      sku: 'QUESO-1',
      price: 4,
      cost: 2,
      quantity: 10,
    });
    await call(manager.headers, 'PUT', `/products/${String(product.id)}`, {
      name: 'Queso blanco',
      sku: 'QUESO-1',
      price: 4.5,
      cost: 2,
      quantity: 10,
    });
    await call(manager.headers, 'POST', '/stock/adjustments', {
      reason: 'DAMAGED',
      lines: [{ productId: product.id, countedQuantity: 9 }],
    });
    const till = await call(cashier.headers, 'POST', '/cash-sessions', { openingFloat: { USD: 10, VES: 0 } });
    const sale = await call(cashier.headers, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 2, price: 4.5 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    await call(manager.headers, 'POST', `/sales/${String(sale.id)}/returns`, {
      lines: [{ saleItemId: (sale.items as { id: string }[])[0]!.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 4.5 },
    });
    const pinMember = await call(owner.headers, 'POST', '/shop/members', {
      name: 'Luis Rangel',
      role: 'MANAGER',
      pin: '5555',
    });
    await call(cashier.headers, 'POST', '/approvals', {
      action: 'clients.delete',
      memberId: pinMember.id,
      pin: '5555',
    });
    await call(owner.headers, 'PATCH', `/shop/members/${String(pinMember.id)}`, { role: 'CASHIER' });
    await call(owner.headers, 'PUT', `/shop/members/${String(pinMember.id)}/pin`, { pin: '7777' });
    const device = await call(owner.headers, 'POST', '/shop/devices', { name: 'Tablet' });
    await call(owner.headers, 'DELETE', `/shop/devices/${String(device.deviceId)}`);
    await call(owner.headers, 'DELETE', `/shop/members/${String(pinMember.id)}`);
    await call(cashier.headers, 'POST', `/cash-sessions/${String(till.id)}/close`, {
      counted: [
        { method: 'CASH', currency: 'USD', amount: 13 },
        { method: 'CASH', currency: 'VES', amount: 0 },
      ],
    });

    const page = (
      await ctx.app.inject({ method: 'GET', url: '/api/shop/audit?pageSize=20', headers: owner.headers })
    ).json();
    expect(page.total).toBe(11);
    expect(
      (page.data as { kind: string; summary: string }[]).map((entry) => [entry.kind, entry.summary]),
    ).toEqual([
      ['TILL_DIFFERENCE', 'Cierre de caja con diferencia: Efectivo ($) faltante $1.50'],
      ['MEMBER_REMOVED', 'Luis Rangel salió del equipo'],
      ['DEVICE_REMOVED', 'Equipo quitado: Tablet'],
      ['DEVICE_ENROLLED', 'Equipo registrado: Tablet'],
      ['MEMBER_PIN', 'PIN nuevo para Luis Rangel'],
      ['MEMBER_CHANGED', 'Luis Rangel: ahora es Cajero'],
      ['APPROVAL', 'Luis Rangel aprobó: eliminar un cliente'],
      ['MEMBER_ADDED', 'Luis Rangel entró al equipo como Encargado'],
      ['REFUND', 'Reembolso de $4.50 por una devolución'],
      ['STOCK_ADJUSTMENT', 'Ajuste de inventario (Dañado): 1 producto'],
      ['PRICE_CHANGE', 'Precio de Queso blanco: de $4.00 a $4.50'],
    ]);
    const cashierId = (
      await ctx.pool.query<{ id: string }>(
        'SELECT id FROM shop_members WHERE user_id = $1 AND shop_id = $2',
        [cashier.user.id, owner.user.id],
      )
    ).rows[0]!.id;
    const byCashier = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/shop/audit?memberId=${cashierId}`,
        headers: owner.headers,
      })
    ).json();
    expect((byCashier.data as { kind: string }[]).map((entry) => entry.kind)).toEqual([
      'TILL_DIFFERENCE',
      'APPROVAL',
    ]);
    expect(byCashier.data[0]).toMatchObject({ memberId: cashierId, memberName: expect.any(String) });

    // The owner's only: a manager is refused; another shop sees none of it.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/shop/audit', headers: manager.headers })).statusCode,
    ).toBe(403);
    const other = await seedUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/shop/audit', headers: other.headers })).json().data,
    ).toEqual([]);
  });
});
