import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { seedClient, seedProduct } from '../../../test/seed-catalog';

// Decision record 031: lists besides Detal, each with a percentage off or its own prices per quantity tier; a
// client buys at a list; a sale says which list priced it.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('price lists', () => {
  it('creates a list, prices products with tiers, and answers the cart’s products with them', async () => {
    const owner = await seedUser(ctx);
    const harina = await seedProduct(ctx, owner.user.id, { name: 'Harina PAN', price: 1.2, cost: 0.8 });
    const arroz = await seedProduct(ctx, owner.user.id, { name: 'Arroz Mary', price: 1.5, cost: 1 });

    const created = await call(owner.headers, 'POST', '/price-lists', { name: 'Mayor', percentOff: 10 });
    expect(created.statusCode, created.body).toBe(201);
    const mayor = created.json().data as { id: string };
    expect(created.json().data).toMatchObject({
      name: 'Mayor',
      percentOff: 10,
      productCount: 0,
      clientCount: 0,
    });
    // The same name again, whatever its case, and the reserved "Detal", are refused.
    const again = await call(owner.headers, 'POST', '/price-lists', { name: 'mayor' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRICE_MESSAGES.listNameTaken);
    expect((await call(owner.headers, 'POST', '/price-lists', { name: 'Detal' })).statusCode).toBe(400);

    const priced = await call(owner.headers, 'PUT', `/price-lists/${mayor.id}/prices`, {
      products: [
        {
          productId: harina.id,
          prices: [
            { minQuantity: 1, price: 1.1 },
            { minQuantity: 12, price: 0.95 },
          ],
        },
      ],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.productCount).toBe(1);

    const cart = await call(
      owner.headers,
      'GET',
      `/price-lists/${mayor.id}/prices?productIds=${harina.id},${arroz.id}`,
    );
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().data).toEqual([
      {
        productId: arroz.id,
        name: 'Arroz Mary',
        sku: expect.any(String),
        detal: 1.5,
        prices: [],
      },
      {
        productId: harina.id,
        name: 'Harina PAN',
        sku: expect.any(String),
        detal: 1.2,
        prices: [
          { minQuantity: 1, price: 1.1 },
          { minQuantity: 12, price: 0.95 },
        ],
      },
    ]);
    // The list's screen: its priced products, and a search through the whole catalogue.
    const page = await call(owner.headers, 'GET', `/price-lists/${mayor.id}/prices`);
    expect(page.json()).toMatchObject({ total: 1, data: [{ productId: harina.id }] });
    const search = await call(owner.headers, 'GET', `/price-lists/${mayor.id}/prices?search=ARROZ`);
    expect(search.json()).toMatchObject({ total: 1, data: [{ productId: arroz.id, prices: [] }] });

    // The same prices again, then a tier's price changed: each write replaces what the product had.
    for (const price of [0.95, 0.9]) {
      const again = await call(owner.headers, 'PUT', `/price-lists/${mayor.id}/prices`, {
        products: [
          {
            productId: harina.id,
            prices: [
              { minQuantity: 1, price: 1.1 },
              { minQuantity: 12, price },
            ],
          },
        ],
      });
      expect(again.statusCode, again.body).toBe(200);
    }
    const changed = await call(
      owner.headers,
      'GET',
      `/price-lists/${mayor.id}/prices?productIds=${harina.id}`,
    );
    expect(changed.json().data[0].prices).toEqual([
      { minQuantity: 1, price: 1.1 },
      { minQuantity: 12, price: 0.9 },
    ]);

    // Sending a product with no prices takes it out of the list.
    await call(owner.headers, 'PUT', `/price-lists/${mayor.id}/prices`, {
      products: [{ productId: harina.id, prices: [] }],
    });
    expect((await call(owner.headers, 'GET', '/price-lists')).json().data).toMatchObject([
      { id: mayor.id, name: 'Mayor', productCount: 0 },
    ]);

    const renamed = await call(owner.headers, 'PUT', `/price-lists/${mayor.id}`, {
      name: 'Al mayor',
      percentOff: null,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Al mayor', percentOff: null });
  });

  it('keeps every list to its shop, and a cashier prices with approval only', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const product = await seedProduct(ctx, owner.user.id);
    const foreignProduct = await seedProduct(ctx, other.user.id);
    const list = (await call(owner.headers, 'POST', '/price-lists', { name: 'Distribuidor' })).json()
      .data as {
      id: string;
    };

    expect((await call(other.headers, 'GET', `/price-lists/${list.id}/prices`)).statusCode).toBe(404);
    expect((await call(other.headers, 'PUT', `/price-lists/${list.id}`, { name: 'Mío' })).statusCode).toBe(
      404,
    );
    expect((await call(other.headers, 'GET', '/price-lists')).json().data).toEqual([]);
    // Another shop's product is not priced, and nothing of the write lands.
    const foreign = await call(owner.headers, 'PUT', `/price-lists/${list.id}/prices`, {
      products: [
        { productId: product.id, prices: [{ minQuantity: 1, price: 2 }] },
        { productId: foreignProduct.id, prices: [{ minQuantity: 1, price: 2 }] },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(owner.headers, 'GET', '/price-lists')).json().data[0].productCount).toBe(0);

    // A client buys at the shop's list, never another's.
    const client = await seedClient(ctx, owner.user.id, { name: 'Bodega La Esquina' });
    const otherList = (await call(other.headers, 'POST', '/price-lists', { name: 'Mayor' })).json().data as {
      id: string;
    };
    const edit = (priceListId: string | null) =>
      call(owner.headers, 'PUT', `/clients/${client.id}`, {
        name: 'Bodega La Esquina',
        email: 'esquina@example.com',
        priceListId,
      });
    expect((await edit(otherList.id)).statusCode).toBe(404);
    const set = await edit(list.id);
    expect(set.json().data.priceListId).toBe(list.id);
    expect((await call(owner.headers, 'GET', '/price-lists')).json().data[0].clientCount).toBe(1);

    const cashier = await seedMember(ctx, owner, 'CASHIER');
    expect((await call(cashier.headers, 'GET', '/price-lists')).statusCode).toBe(200);
    const write = await call(cashier.headers, 'POST', '/price-lists', { name: 'Especial' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('APPROVAL_REQUIRED');
  });

  it('records the list a sale was priced with, by name on its answer and in the history', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const product = await seedProduct(ctx, owner.user.id, { price: 1.2, quantity: 100 });
    const list = (await call(owner.headers, 'POST', '/price-lists', { name: 'Mayor' })).json().data as {
      id: string;
    };
    const otherList = (await call(other.headers, 'POST', '/price-lists', { name: 'Mayor' })).json().data as {
      id: string;
    };
    const sale = (priceListId: string) => ({
      items: [{ productId: product.id, quantity: 12, price: 0.95 }],
      priceListId,
    });
    expect((await call(owner.headers, 'POST', '/sales', sale(otherList.id))).statusCode).toBe(404);
    const sold = await call(owner.headers, 'POST', '/sales', sale(list.id));
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().data).toMatchObject({ priceListId: list.id, priceListName: 'Mayor', total: 11.4 });
    const listed = await call(owner.headers, 'GET', '/sales');
    expect(listed.json().data[0]).toMatchObject({ priceListId: list.id, priceListName: 'Mayor' });
  });
});
