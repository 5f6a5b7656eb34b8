import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, products } from '../../db/schema/catalog';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
let admin: TSeededUser;
let superAdmin: TSeededUser;
let ana: TSeededUser;
let beto: TSeededUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, superAdmin, ana, beto] = await Promise.all([
    seedUser(ctx, { role: 'ADMIN', name: 'Admin', country: null }),
    seedUser(ctx, { role: 'SUPER_ADMIN', name: 'Root', country: null }),
    seedUser(ctx, { name: 'Ana' }),
    seedUser(ctx, { name: 'Beto', country: 'CO' }),
  ]);
});
afterAll(() => ctx.close());

function get(url: string, headers?: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

const sell = (seller: TSeededUser, payload: object) => sellViaApi(ctx, seller, payload);

describe('role matrix', () => {
  const anyId = '01990000-0000-7000-8000-000000000000';
  const adminRoutes = [
    '/api/admin/dashboard',
    '/api/admin/products',
    '/api/admin/clients',
    '/api/admin/sales',
    `/api/admin/sales/${anyId}`,
    `/api/admin/users/${anyId}/products`,
    `/api/admin/users/${anyId}/clients`,
    `/api/admin/users/${anyId}/sales`,
    `/api/admin/users/${anyId}/open-accounts`,
  ];

  it.each(adminRoutes)('GET %s: 401 without a token, 403 to a seller', async (url) => {
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const seller = await get(url, ana.headers);
    expect(seller.statusCode).toBe(403);
    expect(seller.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('admits ADMIN and SUPER_ADMIN', async () => {
    for (const who of [admin, superAdmin]) {
      expect((await get('/api/admin/dashboard', who.headers)).statusCode).toBe(200);
      expect((await get('/api/admin/products', who.headers)).statusCode).toBe(200);
    }
  });

  it('answers 403 to an admin on the seller routes (an admin has no shop)', async () => {
    const sellerRoutes = [
      { method: 'POST' as const, url: '/api/sales' },
      { method: 'GET' as const, url: '/api/products' },
      { method: 'GET' as const, url: '/api/clients' },
      { method: 'GET' as const, url: '/api/sales' },
      { method: 'GET' as const, url: '/api/expenses' },
      { method: 'GET' as const, url: '/api/open-accounts' },
    ].filter((route) => ctx.app.hasRoute(route));
    // POST /sales is part of the foundation; the others join as their modules land.
    expect(sellerRoutes.length).toBeGreaterThan(0);
    for (const route of sellerRoutes) {
      const response = await ctx.app.inject({
        ...route,
        headers: admin.headers,
        payload: route.method === 'POST' ? { items: [{ name: 'x', quantity: 1, price: 1 }] } : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts users, live clients and sales, and sums the sale totals; a new sale moves them', async () => {
    const local = await createTestContext();
    try {
      const [root, pending, seller] = await Promise.all([
        seedUser(local, { role: 'ADMIN' }),
        seedUser(local, { status: 'PENDING', verified: false }),
        seedUser(local),
      ]);
      await seedUser(local, { status: 'REJECTED' });
      void pending;
      const kept = await seedClient(local, seller.user.id);
      const gone = await seedClient(local, seller.user.id);
      await local.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, gone.id));
      const product = await seedProduct(local, seller.user.id, { price: 10.1, quantity: 50 });

      const read = async () => {
        const response = await local.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: root.headers,
        });
        expect(response.statusCode).toBe(200);
        return response.json().data;
      };
      expect(await read()).toEqual({
        pendingUsers: 1,
        totalUsers: 4,
        totalClients: 1,
        totalSales: 0,
        totalRevenue: 0,
      });

      const post = (payload: object) =>
        local.app.inject({ method: 'POST', url: '/api/sales', headers: seller.headers, payload });
      // 3 × 10.10 + 0.20: sums to the cent, never 30.499999…
      expect(
        (
          await post({
            items: [
              { productId: product.id, quantity: 3, price: 10.1 },
              { name: 'Bolsa', quantity: 1, price: 0.2 },
            ],
          })
        ).statusCode,
      ).toBe(201);
      expect(await read()).toMatchObject({ totalSales: 1, totalRevenue: 30.5 });

      expect(
        (
          await post({
            items: [{ productId: product.id, quantity: 1, price: 10.1 }],
            status: 'PENDING',
            clientId: kept.id,
          })
        ).statusCode,
      ).toBe(201);
      // A PENDING sale counts at its whole total (revenue is accrual, design §6).
      expect(await read()).toMatchObject({ totalSales: 2, totalRevenue: 40.6, totalClients: 1 });
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/admin/products', () => {
  it("lists every seller's live products, newest first, with the owner", async () => {
    const first = await seedProduct(ctx, ana.user.id, { name: 'Harina PAN', sku: 'HAR-1', price: 1.75 });
    const second = await seedProduct(ctx, beto.user.id, { name: 'Café Sello Rojo', sku: 'CAF-9' });
    const deleted = await seedProduct(ctx, beto.user.id, { name: 'Borrado' });
    await ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));

    const response = await get('/api/admin/products?pageSize=100', admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.data.map((row: { id: string }) => row.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(body.data.find((row: { id: string }) => row.id === first.id)).toEqual({
      id: first.id,
      name: 'Harina PAN',
      sku: 'HAR-1',
      price: 1.75,
      cost: 6,
      quantity: 100,
      image_url: null,
      description: null,
      createdAt: first.createdAt.toISOString(),
      minStock: 5,
      barcode: null,
      unit: 'UNIT',
      category: null,
      taxClass: 'GENERAL',
      owner: { id: ana.user.id, name: 'Ana' },
    });
    expect(body).toMatchObject({ page: 1, pageSize: 100, isTotalCapped: false });
    expect(body.total).toBe(body.data.length);
  });

  it('searches by name or SKU, case-insensitively, with LIKE wildcards taken literally', async () => {
    await seedProduct(ctx, ana.user.id, { name: 'Queso 100% llanero', sku: 'QSO-77' });
    const byName = (await get('/api/admin/products?search=LLANERO', admin.headers)).json();
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual(['Queso 100% llanero']);
    const bySku = (await get('/api/admin/products?search=qso-7', admin.headers)).json();
    expect(bySku.total).toBe(1);
    const wildcard = (await get('/api/admin/products?search=0%25%20ll', admin.headers)).json();
    expect(wildcard.total).toBe(1);
    const none = (await get('/api/admin/products?search=_', admin.headers)).json();
    expect(none).toMatchObject({ data: [], total: 0, totalPages: 1 });
  });

  it('pages on the server and refuses a page size above 100', async () => {
    const all = (await get('/api/admin/products?pageSize=100', admin.headers)).json();
    const page2 = (await get('/api/admin/products?page=2&pageSize=1', admin.headers)).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: all.total, totalPages: all.total });
    expect(page2.data).toEqual([all.data[1]]);
    expect((await get('/api/admin/products?pageSize=101', admin.headers)).statusCode).toBe(400);
    expect((await get('/api/admin/products?page=0', admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/clients', () => {
  it('lists live clients with owner and debt; search matches name, e-mail or phone', async () => {
    const debtor = await seedClient(ctx, beto.user.id, { name: 'Carla Debe', email: 'carla@correo.com' });
    const clean = await seedClient(ctx, ana.user.id, { name: 'Diego Paga', phone: '0414-555' });
    const product = await seedProduct(ctx, beto.user.id, { price: 5 });
    await sell(beto, {
      items: [{ productId: product.id, quantity: 2, price: 5 }],
      status: 'PENDING',
      clientId: debtor.id,
      initialPaymentAmount: 3,
    });

    const byEmail = (await get('/api/admin/clients?search=CARLA%40correo', admin.headers)).json();
    expect(byEmail.data).toEqual([
      {
        id: debtor.id,
        name: 'Carla Debe',
        email: 'carla@correo.com',
        phone: null,
        taxId: null,
        creditLimit: null,
        priceListId: null,
        hasDebt: true,
        createdAt: debtor.createdAt.toISOString(),
        owner: { id: beto.user.id, name: 'Beto' },
      },
    ]);
    const byPhone = (await get('/api/admin/clients?search=0414', admin.headers)).json();
    expect(byPhone.data).toEqual([
      expect.objectContaining({ id: clean.id, hasDebt: false, owner: { id: ana.user.id, name: 'Ana' } }),
    ]);
  });

  it("counts one seller's unfiltered list exactly, any other up to 10,000 rows", async () => {
    const big = await seedUser(ctx, { name: 'Mayorista' });
    // 10,005 clients in one statement: enough to pass ADMIN_COUNT_CAP (10,000).
    await ctx.db.execute(sql`
      INSERT INTO clients (id, shop_id, name)
      SELECT gen_random_uuid(), ${big.user.id}, 'Masivo ' || n FROM generate_series(1, 10005) AS n`);
    const one = (await get(`/api/admin/users/${big.user.id}/clients`, admin.headers)).json();
    expect(one).toMatchObject({ total: 10_005, totalPages: 1_001, isTotalCapped: false });
    expect(one.data).toHaveLength(10);
    expect(one.data.every((row: { owner: { id: string } }) => row.owner.id === big.user.id)).toBe(true);
    // Every seller's list counts up to the cap, searched or not.
    const all = (await get('/api/admin/clients', admin.headers)).json();
    expect(all).toMatchObject({ total: 10_000, totalPages: 1_000, isTotalCapped: true });

    const searched = (await get('/api/admin/clients?search=masivo', admin.headers)).json();
    expect(searched).toMatchObject({ total: 10_000, totalPages: 1_000, isTotalCapped: true });
    // 'Masivo 1000' and 'Masivo 10000' … 'Masivo 10005'.
    const narrowed = (
      await get(`/api/admin/users/${big.user.id}/clients?search=masivo%201000`, admin.headers)
    ).json();
    expect(narrowed).toMatchObject({ total: 7, totalPages: 1, isTotalCapped: false });
    const deep = (await get('/api/admin/clients?search=masivo&page=1000', admin.headers)).json();
    expect(deep).toMatchObject({ page: 1000, total: 10_000 });
    expect(deep.data).toHaveLength(10);
  });
});

describe('GET /api/admin/sales and /api/admin/sales/{id}', () => {
  it('lists sales of every seller with client, owner and total; the detail has lines with subtotals', async () => {
    const client = await seedClient(ctx, ana.user.id, { name: 'Elena Compra' });
    const product = await seedProduct(ctx, ana.user.id, { name: 'Aceite', price: 3.35 });
    const sale = await sell(ana, {
      items: [
        { productId: product.id, quantity: 3, price: 3.35 },
        { name: 'Envío', quantity: 1, price: 1.5 },
      ],
      clientId: client.id,
    });
    const other = await sell(beto, { items: [{ name: 'Servicio', quantity: 2, price: 4 }] });

    const list = (await get('/api/admin/sales', admin.headers)).json();
    expect(list.data[0]).toMatchObject({ id: other.id, total: 8, client: null, user: { name: 'Beto' } });
    expect(list.data[1]).toMatchObject({
      id: sale.id,
      total: 11.55,
      status: 'PAID',
      client: { id: client.id, name: 'Elena Compra' },
      user: { id: ana.user.id, name: 'Ana' },
    });

    const detail = await get(`/api/admin/sales/${sale.id}`, admin.headers);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data).toMatchObject({ id: sale.id, total: 11.55, user: { name: 'Ana' } });
    expect(data.items).toEqual([
      expect.objectContaining({
        name: 'Aceite',
        quantity: 3,
        price: 3.35,
        subtotal: 10.05,
        product: { id: product.id, name: 'Aceite' },
      }),
      expect.objectContaining({ name: 'Envío', quantity: 1, price: 1.5, subtotal: 1.5, product: null }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 11.55, method: 'CASH' })]);
  });

  it('searches by the 8 characters the list shows (or more of the id), or by the client name', async () => {
    const client = await seedClient(ctx, beto.user.id, { name: 'Fabiola Única' });
    const sale = await sell(beto, { items: [{ name: 'Algo', quantity: 1, price: 2 }], clientId: client.id });
    const byId = (await get(`/api/admin/sales?search=${sale.id.slice(0, 8)}`, admin.headers)).json();
    expect(byId.data.map((row: { id: string }) => row.id)).toContain(sale.id);
    expect(byId.data.every((row: { id: string }) => row.id.startsWith(sale.id.slice(0, 8)))).toBe(true);
    const byWholeId = (await get(`/api/admin/sales?search=${sale.id.toUpperCase()}`, admin.headers)).json();
    expect(byWholeId.data.map((row: { id: string }) => row.id)).toEqual([sale.id]);
    // Shorter text is a client name, even when it could be hexadecimal ('Ada', 'Bea', 'cafe').
    const short = (await get(`/api/admin/sales?search=${sale.id.slice(0, 7)}`, admin.headers)).json();
    expect(short.total).toBe(0);
    const byClient = (await get('/api/admin/sales?search=fabiola', admin.headers)).json();
    expect(byClient).toMatchObject({ total: 1, data: [expect.objectContaining({ id: sale.id })] });
  });

  it('answers 404 for an unknown sale and 400 for a malformed id', async () => {
    const missing = await get('/api/admin/sales/01990000-0000-7000-8000-000000000000', admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Venta no encontrada.' });
    expect((await get('/api/admin/sales/not-an-id', admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/{id}/products|clients|sales|open-accounts', () => {
  it("returns only that seller's rows, counted exactly, newest first", async () => {
    const seller = await seedUser(ctx, { name: 'Gabriela' });
    const p1 = await seedProduct(ctx, seller.user.id, { name: 'Primero' });
    const p2 = await seedProduct(ctx, seller.user.id, { name: 'Segundo' });
    const client = await seedClient(ctx, seller.user.id, { name: 'Hugo' });
    const s1 = await sell(seller, { items: [{ productId: p1.id, quantity: 1, price: 10 }] });
    const s2 = await sell(seller, {
      items: [{ productId: p2.id, quantity: 2, price: 10 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 5,
    });

    const productsPage = (await get(`/api/admin/users/${seller.user.id}/products`, admin.headers)).json();
    expect(productsPage).toMatchObject({ total: 2, totalPages: 1, isTotalCapped: false });
    expect(productsPage.data.map((row: { id: string }) => row.id)).toEqual([p2.id, p1.id]);
    expect(productsPage.data[0].owner).toEqual({ id: seller.user.id, name: 'Gabriela' });

    const clientsPage = (await get(`/api/admin/users/${seller.user.id}/clients`, admin.headers)).json();
    expect(clientsPage).toMatchObject({
      total: 1,
      data: [expect.objectContaining({ id: client.id, hasDebt: true })],
    });

    const salesPage = (
      await get(`/api/admin/users/${seller.user.id}/sales?pageSize=1`, admin.headers)
    ).json();
    expect(salesPage).toMatchObject({
      total: 2,
      totalPages: 2,
      data: [expect.objectContaining({ id: s2.id })],
    });
    const salesPage2 = (
      await get(`/api/admin/users/${seller.user.id}/sales?pageSize=1&page=2`, admin.headers)
    ).json();
    expect(salesPage2.data.map((row: { id: string }) => row.id)).toEqual([s1.id]);
    const searched = (
      await get(`/api/admin/users/${seller.user.id}/sales?search=hugo`, admin.headers)
    ).json();
    expect(searched.data.map((row: { id: string }) => row.id)).toEqual([s2.id]);

    const accounts = (await get(`/api/admin/users/${seller.user.id}/open-accounts`, admin.headers)).json();
    expect(accounts).toMatchObject({ total: 1, totalPages: 1 });
    expect(accounts.data[0]).toMatchObject({
      status: 'OPEN',
      client: { id: client.id, name: 'Hugo' },
      totalAmount: 20,
      totalPaidOnThisAccount: 5,
      totalOwed: 15,
      sales: [
        expect.objectContaining({
          id: s2.id,
          receiptNumber: 2,
          total: 20,
          totalPaid: 5,
          items: [expect.objectContaining({ name: 'Segundo', quantity: 2, price: 10 })],
          payments: [expect.objectContaining({ amount: 5 })],
        }),
      ],
    });
    // The admin sees the account as its seller does, sale by sale and figure by figure.
    const sellersOwn = (await get('/api/open-accounts', seller.headers)).json();
    expect(accounts.data).toEqual(sellersOwn.data);
    const noMatch = (
      await get(`/api/admin/users/${seller.user.id}/open-accounts?search=nadie`, admin.headers)
    ).json();
    expect(noMatch).toMatchObject({ data: [], total: 0 });

    // Another seller's lists never show these rows.
    const other = (await get(`/api/admin/users/${beto.user.id}/sales?pageSize=100`, admin.headers)).json();
    expect(other.data.map((row: { id: string }) => row.id)).not.toContain(s1.id);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    for (const tab of ['products', 'clients', 'sales', 'open-accounts']) {
      const missing = await get(
        `/api/admin/users/01990000-0000-7000-8000-000000000000/${tab}`,
        admin.headers,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Usuario no encontrado.' });
      expect((await get(`/api/admin/users/nope/${tab}`, admin.headers)).statusCode).toBe(400);
    }
  });
});
