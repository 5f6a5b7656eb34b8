import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function list(seller: TSeededUser, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/clients${query}`, headers: seller.headers });
}

async function create(seller: TSeededUser, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: seller.headers,
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; name: string };
}

async function sellPending(
  seller: TSeededUser,
  clientId: string,
  total: number,
  initialPaymentAmount?: number,
) {
  const product = await seedProduct(ctx, seller.user.id, { price: total });
  return sellViaApi(ctx, seller, {
    items: [{ productId: product.id, quantity: 1, price: total }],
    status: 'PENDING',
    clientId,
    initialPaymentAmount,
  });
}

const names = (response: { json: () => { data: { name: string }[] } }) =>
  response.json().data.map((client) => client.name);

describe('GET /api/clients', () => {
  it('lists the seller’s live clients newest first, with paging totals and the spec’s shape', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    await create(other, { name: 'Ajeno' });
    for (let index = 1; index <= 11; index += 1) await create(seller, { name: `Cliente ${index}` });
    const first = await list(seller);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 10, total: 11, totalPages: 2 });
    expect(names(first).slice(0, 2)).toEqual(['Cliente 11', 'Cliente 10']);
    expect(names(await list(seller, '?page=2'))).toEqual(['Cliente 1']);
    expect(first.json().data[0]).toEqual({
      id: expect.any(String),
      name: 'Cliente 11',
      email: null,
      phone: null,
      taxId: null,
      hasDebt: false,
      creditLimit: null,
      priceListId: null,
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('searches the name, the e-mail, the phone and the RIF or cédula', async () => {
    const seller = await seedUser(ctx);
    await create(seller, {
      name: 'María Pérez',
      email: 'maria@correo.ve',
      phone: '0414-5551234',
      taxId: 'V-18765432',
    });
    await create(seller, { name: 'José Rodríguez', email: 'jrod@negocio.com', phone: '0212 9998877' });
    await create(seller, { name: 'Ana 100%' });
    const found = async (search: string) =>
      names(await list(seller, `?search=${encodeURIComponent(search)}`));
    expect(await found('maría')).toEqual(['María Pérez']);
    expect(await found('NEGOCIO.COM')).toEqual(['José Rodríguez']);
    expect(await found('555123')).toEqual(['María Pérez']);
    expect(await found('v-18765')).toEqual(['María Pérez']);
    expect(await found('100%')).toEqual(['Ana 100%']);
    expect(await found('%')).toEqual(['Ana 100%']);
    expect(await found('zzz')).toEqual([]);
    expect((await list(seller, '?search=o&pageSize=1')).json()).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('computes hasDebt from real balances and filters by debtStatus', async () => {
    const seller = await seedUser(ctx);
    const debtor = await create(seller, { name: 'Debe' });
    const settled = await create(seller, { name: 'Pagó' });
    await create(seller, { name: 'Nuevo' });
    const sale = await sellPending(seller, debtor.id, 30, 10);
    await sellPending(seller, settled.id, 5);
    // The payments module settles sales; here the settlement is written the way it will store it.
    await ctx.db.execute(
      sql`UPDATE sales SET total_paid = total, status = 'PAID' WHERE client_id = ${settled.id}`,
    );
    const flags = async (query = '') =>
      Object.fromEntries(
        (await list(seller, query))
          .json()
          .data.map((client: { name: string; hasDebt: boolean }) => [client.name, client.hasDebt]),
      );
    expect(await flags()).toEqual({ Debe: true, Pagó: false, Nuevo: false });
    expect((await list(seller, '?debtStatus=with_debt')).json()).toMatchObject({ total: 1 });
    expect(await flags('?debtStatus=with_debt')).toEqual({ Debe: true });
    expect(await flags('?debtStatus=without_debt')).toEqual({ Pagó: false, Nuevo: false });
    expect((await list(seller, '?debtStatus=without_debt&search=e')).json()).toMatchObject({ total: 1 });
    expect(await flags('?debtStatus=all')).toEqual({ Debe: true, Pagó: false, Nuevo: false });

    // Paid in full (still PENDING until the payments module flips it): no debt left.
    await ctx.db.execute(sql`UPDATE sales SET total_paid = total WHERE id = ${sale.id}`);
    expect(await flags()).toEqual({ Debe: false, Pagó: false, Nuevo: false });
    await ctx.db.execute(sql`UPDATE sales SET total_paid = 29.99 WHERE id = ${sale.id}`);
    expect(await flags('?debtStatus=with_debt')).toEqual({ Debe: true });
    await ctx.db.execute(sql`UPDATE sales SET total_paid = total, status = 'PAID' WHERE id = ${sale.id}`);
    expect((await list(seller, '?debtStatus=with_debt')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('answers 401 without a token, 403 to an admin and 400 to an unknown debtStatus', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const seller = await seedUser(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/clients' })).statusCode).toBe(401);
    expect((await list(admin)).statusCode).toBe(403);
    expect((await list(seller, '?debtStatus=maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/clients', () => {
  it('creates with an optional e-mail and phone; blank ones are stored as absent', async () => {
    const seller = await seedUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: seller.headers,
      payload: { name: ' Luis ', email: '', phone: '  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Luis', email: null, phone: null, hasDebt: false });
  });

  it('refuses a missing name and a malformed e-mail with the spec’s messages', async () => {
    const seller = await seedUser(ctx);
    const noName = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: seller.headers,
      payload: { name: ' ', email: 'a@b.co' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('El nombre es obligatorio');
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: seller.headers,
      payload: { name: 'Rosa', email: 'rosa@' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Dirección de email inválida');
    expect((await list(seller)).json().total).toBe(0);
  });
});

describe('PUT /api/clients/:id', () => {
  it('updates name, e-mail and phone (the e-mail is required here; a blank phone clears it)', async () => {
    const seller = await seedUser(ctx);
    const client = await create(seller, { name: 'Carmen', phone: '0414' });
    const url = `/api/clients/${client.id}`;
    const updated = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: seller.headers,
      payload: { id: client.id, name: 'Carmen Díaz', email: 'Carmen@Correo.VE', phone: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: client.id,
      name: 'Carmen Díaz',
      email: 'carmen@correo.ve',
      phone: null,
      hasDebt: false,
    });
    const noEmail = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: seller.headers,
      payload: { name: 'Carmen' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('El email es obligatorio');
  });

  it('keeps a client’s RIF or cédula written, refuses one that is neither, and keeps it when an edit leaves it out', async () => {
    const seller = await seedUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: seller.headers,
      payload: { name: 'Inversiones Luis', taxId: 'j 12.345.678-9' },
    });
    expect(created.json().data).toMatchObject({ taxId: 'J-12345678-9' });
    const id = created.json().data.id as string;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: seller.headers,
      payload: { name: 'Otro', taxId: '123' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain(
      'RIF o cédula inválido: escribe, por ejemplo, V-12345678 o J-12345678-9.',
    );
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/clients/${id}`, headers: seller.headers, payload });
    // The spec's edit form sends no RIF: it stays.
    expect((await put({ name: 'Inversiones Luis', email: 'luis@correo.ve' })).json().data.taxId).toBe(
      'J-12345678-9',
    );
    expect(
      (await put({ name: 'Inversiones Luis', email: 'luis@correo.ve', taxId: null })).json().data.taxId,
    ).toBe(null);
  });

  it('answers the client’s debt flag after an edit', async () => {
    const seller = await seedUser(ctx);
    const client = await create(seller, { name: 'Pedro' });
    await sellPending(seller, client.id, 12);
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      headers: seller.headers,
      payload: { name: 'Pedro P.', email: 'pedro@correo.ve' },
    });
    expect(updated.json().data).toMatchObject({ name: 'Pedro P.', hasDebt: true });
  });
});

describe("another seller's client", () => {
  it('answers 404 on update, delete and in a PENDING sale, exactly like a missing one', async () => {
    const owner = await seedUser(ctx);
    const intruder = await seedUser(ctx);
    const client = await create(owner, { name: 'Rosa', email: 'rosa@correo.ve' });
    const missing = '0190f3a0-0000-7000-8000-000000000001';
    for (const id of [client.id, missing]) {
      const update = await ctx.app.inject({
        method: 'PUT',
        url: `/api/clients/${id}`,
        headers: intruder.headers,
        payload: { name: 'Robada', email: 'x@y.co' },
      });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cliente no encontrado.' });
      const remove = await ctx.app.inject({
        method: 'PUT',
        url: `/api/clients/delete/${id}`,
        headers: intruder.headers,
      });
      expect(remove.statusCode).toBe(404);
      const sale = await ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: intruder.headers,
        payload: { items: [{ name: 'Envío', quantity: 1, price: 2 }], status: 'PENDING', clientId: id },
      });
      expect(sale.statusCode).toBe(404);
    }
    expect((await list(intruder)).json().total).toBe(0);
    expect(names(await list(owner))).toEqual(['Rosa']);
  });
});

describe('PUT /api/clients/delete/:id', () => {
  it('soft-deletes: gone from the list and from new sales; past sales keep the name', async () => {
    const seller = await seedUser(ctx);
    const client = await create(seller, { name: 'Elena' });
    await sellPending(seller, client.id, 8, 2);
    const removed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clients/delete/${client.id}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { message: 'Cliente eliminado correctamente.' } });
    expect((await list(seller)).json()).toMatchObject({ total: 0, data: [] });
    expect((await list(seller, '?debtStatus=with_debt')).json()).toMatchObject({ total: 0 });
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clients/delete/${client.id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(404);
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: seller.headers,
      payload: { items: [{ name: 'x', quantity: 1, price: 1 }], status: 'PENDING', clientId: client.id },
    });
    expect(sale.statusCode).toBe(404);
    const sales = (
      await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: seller.headers })
    ).json();
    expect(sales.data[0].client).toEqual({ id: client.id, name: 'Elena' });
  });
});
