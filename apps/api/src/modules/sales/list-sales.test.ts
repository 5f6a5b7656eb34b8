import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface TListedSale {
  id: string;
  status: string;
  total: number;
  totalPaid: number;
  sellerName: string | null;
  client: { id: string; name: string } | null;
  items: { name: string }[];
  payments: { amount: number }[];
}

function list(seller: TSeededUser, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/sales${query}`, headers: seller.headers });
}

const sell = (seller: TSeededUser, payload: object): Promise<TListedSale> => sellViaApi(ctx, seller, payload);

const ids = (response: { json: () => { data: { id: string }[] } }) =>
  response.json().data.map((sale) => sale.id);

describe('GET /api/sales', () => {
  it('lists the seller’s sales newest first, whole (items, payments, client), with paging totals', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    await sell(other, { items: [{ name: 'Ajena', quantity: 1, price: 1 }] });
    const product = await seedProduct(ctx, seller.user.id, { name: 'Arroz', price: 2 });
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa' });
    const created: TListedSale[] = [];
    for (let index = 0; index < 11; index += 1) {
      created.push(await sell(seller, { items: [{ productId: product.id, quantity: 1, price: 2 }] }));
    }
    const pending = await sell(seller, {
      items: [
        { productId: product.id, quantity: 2, price: 2 },
        { name: 'Envío', quantity: 1, price: 1.5 },
      ],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 1,
      sellerName: 'Ana',
    });
    const first = await list(seller);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(ids(first)).toEqual([
      pending.id,
      ...created
        .slice(2)
        .reverse()
        .map((sale) => sale.id),
    ]);
    expect(first.json().data[0]).toEqual(pending);
    expect(first.json().data[0]).toMatchObject({
      status: 'PENDING',
      total: 5.5,
      totalPaid: 1,
      sellerName: 'Ana',
      client: { id: client.id, name: 'Luisa' },
      items: [{ name: 'Arroz' }, { name: 'Envío' }],
      payments: [{ amount: 1 }],
    });
    expect(ids(await list(seller, '?page=2'))).toEqual([created[1]!.id, created[0]!.id]);
    expect((await list(seller, '?page=3')).json()).toMatchObject({ data: [], total: 12 });
  });

  it('keeps the totals exact under concurrent sales (the counters are written in each sale’s transaction)', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 20 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sales',
          headers: seller.headers,
          payload:
            index % 2 === 0
              ? { items: [{ productId: product.id, quantity: 1, price: 1 }] }
              : { items: [{ name: 'x', quantity: 1, price: 1 }], status: 'PENDING', clientId: client.id },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(40);
    expect((await list(seller)).json()).toMatchObject({ total: 40, totalPages: 4 });
    expect((await list(seller, '?status=PENDING')).json().total).toBe(20);
    expect((await list(seller, '?status=PAID')).json().total).toBe(20);
  });

  it('filters by status with its own total', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const paid = await sell(seller, { items: [{ name: 'a', quantity: 1, price: 3 }] });
    const owed = await sell(seller, {
      items: [{ name: 'b', quantity: 1, price: 3 }],
      status: 'PENDING',
      clientId: client.id,
    });
    expect((await list(seller, '?status=PENDING')).json()).toMatchObject({
      total: 1,
      data: [{ id: owed.id }],
    });
    expect((await list(seller, '?status=PAID')).json()).toMatchObject({ total: 1, data: [{ id: paid.id }] });
    expect((await list(seller, '?status=all')).json().total).toBe(2);
    expect((await list(seller, '?status=OTHER')).statusCode).toBe(400);
    // A settled instalment sale moves from one status total to the other.
    await ctx.db.execute(sql`UPDATE sales SET total_paid = total, status = 'PAID' WHERE id = ${owed.id}`);
    expect((await list(seller, '?status=PENDING')).json()).toMatchObject({ total: 0, data: [] });
    expect((await list(seller, '?status=PAID')).json().total).toBe(2);
  });

  it('searches by the start of the id (the 8 characters shown) or by the client’s name', async () => {
    const seller = await seedUser(ctx);
    const luisa = await seedClient(ctx, seller.user.id, { name: 'Luisa Fernández', email: 'cafe@correo.ve' });
    const pedro = await seedClient(ctx, seller.user.id, { name: 'Pedro Cafe' });
    const walkIn = await sell(seller, { items: [{ name: 'x', quantity: 1, price: 1 }] });
    const toLuisa = await sell(seller, {
      items: [{ name: 'x', quantity: 1, price: 1 }],
      status: 'PENDING',
      clientId: luisa.id,
    });
    const toPedro = await sell(seller, {
      items: [{ name: 'x', quantity: 1, price: 1 }],
      status: 'PENDING',
      clientId: pedro.id,
    });
    const search = async (text: string) => ids(await list(seller, `?search=${encodeURIComponent(text)}`));
    expect(await search(walkIn.id)).toEqual([walkIn.id]);
    expect(await search(walkIn.id.toUpperCase())).toEqual([walkIn.id]);
    // The 8 characters the UI shows.
    expect(await search(walkIn.id.slice(0, 8))).toEqual([walkIn.id]);
    expect(await search('luisa')).toEqual([toLuisa.id]);
    expect(await search('FERNÁN')).toEqual([toLuisa.id]);
    // "cafe" looks like hex and is in Luisa's e-mail: only the client's name counts, and no id starts so.
    expect(await search('cafe')).toEqual([toPedro.id]);
    expect(await search('nadie')).toEqual([]);
    expect((await list(seller, '?search=nadie')).json()).toMatchObject({ total: 0, totalPages: 1 });
    expect((await list(seller, '?search=e&status=PENDING&pageSize=1')).json()).toMatchObject({
      total: 2,
      totalPages: 2,
    });
  });

  it('filters by the seller name typed at the till, in any case', async () => {
    const seller = await seedUser(ctx);
    const byAna = await sell(seller, { items: [{ name: 'x', quantity: 1, price: 1 }], sellerName: 'Ana' });
    await sell(seller, { items: [{ name: 'x', quantity: 1, price: 1 }], sellerName: 'Anabel' });
    await sell(seller, { items: [{ name: 'x', quantity: 1, price: 1 }] });
    expect((await list(seller, '?sellerName=ana')).json()).toMatchObject({
      total: 1,
      data: [{ id: byAna.id }],
    });
    expect((await list(seller, '?sellerName=%20ANA%20')).json().total).toBe(1);
    expect((await list(seller, '?sellerName=')).json().total).toBe(3);
    expect((await list(seller, '?sellerName=Luis')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('never shows another seller’s sales, answers 401 without a token and 403 to an admin', async () => {
    const owner = await seedUser(ctx);
    const intruder = await seedUser(ctx);
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const sale = await sell(owner, { items: [{ name: 'x', quantity: 1, price: 1 }], sellerName: 'Ana' });
    expect((await list(intruder)).json()).toMatchObject({ data: [], total: 0 });
    expect((await list(intruder, `?search=${sale.id}`)).json()).toMatchObject({ data: [], total: 0 });
    expect((await list(intruder, '?sellerName=Ana')).json().total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sales' })).statusCode).toBe(401);
    expect((await list(admin)).statusCode).toBe(403);
    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${sale.id}/payments`,
      headers: intruder.headers,
    });
    expect(details.statusCode).toBe(404);
  });
});
