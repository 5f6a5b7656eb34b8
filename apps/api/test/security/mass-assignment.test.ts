import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../seed';
import { createTestContext, type TTestContext } from '../test-app';
import { VALID_BODIES, type TCaller } from './route-tables';
import { openShop, shopTag, type TShop } from './shop-fixture';

/**
 * OWASP API Top 10 2023 API3 (broken object property level authorization), ASVS 5.0 V2.3.4 / V8: fields a
 * client must never set — owner, role, status, ids, totals, timestamps — are dropped from every body (the shared
 * zod schemas strip unknown keys) and the stored row keeps the server's values.
 */

type TSeller = Awaited<ReturnType<typeof seedUser>>;
type TRow = Record<string, unknown>;

let ctx: TTestContext;
let seller: TSeller;
let victim: TSeller;
let admin: TSeller;
let shop: TShop;
let victimShop: TShop;
let caller: TCaller;

/** What an attacker adds to every body: someone else's ids, a higher role, a chosen state. */
let smuggled: TRow;
const forgedId = randomUUID();
const longAgo = '2000-01-01T00:00:00.000Z';

beforeAll(async () => {
  ctx = await createTestContext();
  [seller, victim, admin] = await Promise.all([
    seedUser(ctx),
    seedUser(ctx),
    seedUser(ctx, { role: 'ADMIN' }),
  ]);
  shop = await openShop(ctx, seller, shopTag('Propia'));
  victimShop = await openShop(ctx, victim, shopTag('Ajena'));
  caller = { shop, email: seller.user.email, password: seller.password };
  smuggled = {
    id: forgedId,
    userId: victim.user.id,
    shop_id: victim.user.id,
    ownerId: victim.user.id,
    owner: { id: victim.user.id },
    role: 'SUPER_ADMIN',
    status: 'APPROVED',
    createdAt: longAgo,
    created_at: longAgo,
    deletedAt: longAgo,
    deleted_at: longAgo,
  };
});
afterAll(() => ctx.close());

async function row(table: string, where: string, value: unknown): Promise<TRow> {
  const { rows } = await ctx.pool.query(`SELECT * FROM ${table} WHERE ${where} = $1`, [value]);
  expect(rows, `${table} where ${where} = ${String(value)}`).toHaveLength(1);
  return rows[0] as TRow;
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = seller.headers,
) {
  return ctx.app.inject({ method, url, headers, payload });
}

const isRecent = (value: unknown) => Date.now() - new Date(value as string).getTime() < 10 * 60_000;

describe('mass assignment is ignored', () => {
  it('POST /auth/register cannot choose role, status, verification, id or password hash', async () => {
    const body = VALID_BODIES['POST /api/auth/register']!(caller);
    const response = await send(
      'POST',
      '/api/auth/register',
      {
        ...body,
        ...smuggled,
        emailVerifiedAt: longAgo,
        email_verified_at: longAgo,
        passwordHash: 'plain',
        password_hash: 'plain',
        timeZone: 'Asia/Tokyo',
        time_zone: 'Asia/Tokyo',
      },
      {},
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = await row('users', 'email', body.email);
    expect(stored).toMatchObject({ role: 'USER', status: 'PENDING', email_verified_at: null });
    expect(stored.id).not.toBe(forgedId);
    expect(String(stored.password_hash)).toMatch(/^\$argon2id\$/);
    expect((await row('shops', 'id', stored.id as string)).time_zone).toBe('America/Caracas');
    expect(isRecent(stored.created_at)).toBe(true);
  });

  it('PUT /users cannot change role, status, verification, password or another account', async () => {
    const before = await row('users', 'id', seller.user.id);
    const victimBefore = await row('users', 'id', victim.user.id);
    const victimShopBefore = await row('shops', 'id', victim.user.id);
    for (const body of [
      {
        name: 'Nombre Nuevo',
        email: seller.user.email,
        country: 'Colombia',
        currency: 'COP',
        currencySymbol: '$',
      },
      VALID_BODIES['PUT /api/users']!(caller),
    ]) {
      const response = await send('PUT', '/api/users', {
        ...body,
        ...smuggled,
        id: victim.user.id,
        emailVerifiedAt: null,
        passwordHash: 'plain',
        passwordChangedAt: longAgo,
        timeZone: 'Asia/Tokyo',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.id).toBe(seller.user.id);
    }
    const after = await row('users', 'id', seller.user.id);
    expect(after).toMatchObject({
      role: 'USER',
      status: 'APPROVED',
      email_verified_at: before.email_verified_at,
      password_hash: before.password_hash,
      password_changed_at: before.password_changed_at,
      name: 'Nombre Nuevo',
    });
    expect((await row('shops', 'id', seller.user.id)).time_zone).toBe('America/Caracas');
    expect(await row('users', 'id', victim.user.id)).toEqual(victimBefore);
    expect(await row('shops', 'id', victim.user.id)).toEqual(victimShopBefore);
  });

  it('POST and PUT /products keep the owner, the id and the live state', async () => {
    const created = await send('POST', '/api/products', {
      ...VALID_BODIES['POST /api/products']!(caller),
      ...smuggled,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(id).not.toBe(forgedId);
    expect(await row('products', 'id', id)).toMatchObject({ shop_id: seller.user.id, deleted_at: null });
    expect(isRecent((await row('products', 'id', id)).created_at)).toBe(true);

    const updated = await send('PUT', `/api/products/${id}`, {
      ...VALID_BODIES['PUT /api/products/{id}']!(caller),
      ...smuggled,
      id: victimShop.ids.product,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await row('products', 'id', id)).toMatchObject({ shop_id: seller.user.id, deleted_at: null });
    expect(await row('products', 'id', victimShop.ids.product)).toMatchObject({ shop_id: victim.user.id });
  });

  it('POST and PUT /clients keep the owner, the id and the live state', async () => {
    const created = await send('POST', '/api/clients', {
      ...VALID_BODIES['POST /api/clients']!(caller),
      ...smuggled,
      hasDebt: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ hasDebt: false });
    const id = created.json().data.id as string;
    expect(id).not.toBe(forgedId);
    const updated = await send('PUT', `/api/clients/${id}`, {
      ...VALID_BODIES['PUT /api/clients/{id}']!(caller),
      ...smuggled,
      id: victimShop.ids.client,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await row('clients', 'id', id)).toMatchObject({ shop_id: seller.user.id, deleted_at: null });
  });

  it('POST and PUT /expenses keep the owner and the id', async () => {
    const created = await send('POST', '/api/expenses', {
      ...VALID_BODIES['POST /api/expenses']!(caller),
      ...smuggled,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(id).not.toBe(forgedId);
    const updated = await send('PUT', `/api/expenses/${id}`, {
      ...VALID_BODIES['PUT /api/expenses/{id}']!(caller),
      ...smuggled,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const stored = await row('expenses', 'id', id);
    expect(stored.shop_id).toBe(seller.user.id);
    expect(isRecent(stored.created_at)).toBe(true);
  });

  it('POST /sales computes owner, totals, costs and account itself', async () => {
    const response = await send('POST', '/api/sales', {
      items: [
        { productId: shop.ids.product, quantity: 2, price: 10, unitCost: 0, cost: 0, userId: victim.user.id },
      ],
      clientId: shop.ids.client,
      ...smuggled,
      status: 'PENDING',
      total: 1,
      totalPaid: 20,
      total_paid: 20,
      totalProfit: 99_999,
      totalCost: 0,
      itemCount: 99,
      openAccountId: victimShop.ids.openAccount,
      open_account_id: victimShop.ids.openAccount,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as string;
    expect(id).not.toBe(forgedId);
    const sale = await row('sales', 'id', id);
    expect(sale.shop_id).toBe(seller.user.id);
    expect(sale.status).toBe('PENDING');
    expect(Number(sale.total)).toBe(20);
    expect(Number(sale.total_paid)).toBe(0);
    expect(sale.item_count).toBe(1);
    expect(sale.open_account_id).toBe(shop.ids.openAccount);
    expect(isRecent(sale.created_at)).toBe(true);
    const item = await row('sale_items', 'sale_id', id);
    expect(item.shop_id).toBe(seller.user.id);
    expect(Number(item.unit_cost)).toBe(7.25);
  });

  it('POST /payments keeps the owner and adds exactly the amount', async () => {
    const saleBefore = await row('sales', 'id', shop.ids.sale);
    const response = await send('POST', '/api/payments', {
      saleId: shop.ids.sale,
      amount: 1,
      ...smuggled,
      totalPaid: 999,
      status: 'PAID',
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as string;
    expect(id).not.toBe(forgedId);
    expect(await row('payments', 'id', id)).toMatchObject({
      shop_id: seller.user.id,
      sale_id: shop.ids.sale,
    });
    const saleAfter = await row('sales', 'id', shop.ids.sale);
    expect(Number(saleAfter.total_paid)).toBe(Number(saleBefore.total_paid) + 1);
    expect(saleAfter.status).toBe('PENDING');
  });

  it('POST /admin/users makes an approved, verified account whatever the body says', async () => {
    const body = VALID_BODIES['POST /api/admin/users']!(caller);
    const response = await send(
      'POST',
      '/api/admin/users',
      { ...body, ...smuggled, role: 'USER', status: 'REJECTED', emailVerifiedAt: null },
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = await row('users', 'email', body.email);
    expect(stored).toMatchObject({ role: 'USER', status: 'APPROVED' });
    expect(stored.email_verified_at).not.toBeNull();
    expect(stored.id).not.toBe(forgedId);

    // An ADMIN may not mint a SUPER_ADMIN (design §4): refused, and no account appears.
    const elevated: Record<string, unknown> = {
      ...VALID_BODIES['POST /api/admin/users']!(caller),
      role: 'SUPER_ADMIN',
    };
    const refused = await send('POST', '/api/admin/users', elevated, admin.headers);
    expect(refused.statusCode).toBe(400);
    const { rows } = await ctx.pool.query('SELECT 1 FROM users WHERE email = $1', [elevated.email]);
    expect(rows).toHaveLength(0);
  });

  it('POST /admin/dollar-rate records a manual reading, whatever source or date the body claims', async () => {
    const response = await send(
      'POST',
      '/api/admin/dollar-rate',
      { rate: 41.25, source: 'bcv', fetchedAt: longAgo, createdBy: victim.user.id, id: forgedId },
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = await row('dollar_rates', 'rate', '41.25');
    expect(stored).toMatchObject({ source: 'manual', created_by: admin.user.id });
    expect(isRecent(stored.fetched_at)).toBe(true);
  });
});
