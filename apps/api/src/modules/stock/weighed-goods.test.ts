import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import type { TSale, TSaleDetails } from '@cuadre/shared/sales/schemas';
import type { TAdjustment, TRestock, TStockMovement } from '@cuadre/shared/stock/schemas';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { sellerCalls } from '../../../test/seller-calls';
import { sellViaApi } from '../../../test/sell';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';

// Design §13 "Units": kg, g and L sell, stock, restock, count and come back to the gram (3 decimals);
// a product sold by the unit stays whole, with the spec's messages, whatever path writes its stock.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const { call, newProduct: product } = sellerCalls(() => ctx, 'W');
const newProduct = (seller: TSeededUser, fields: Partial<TProduct> & { name: string }) =>
  product(seller, fields, { price: 8, cost: 5, quantity: 5 });

const productOf = async (seller: TSeededUser, id: string) =>
  (await call<{ data: TProduct }>(seller, 'GET', `/products/${id}`)).body.data;

const movementsOf = async (seller: TSeededUser, id: string) =>
  (await call<{ data: TStockMovement[] }>(seller, 'GET', `/products/${id}/movements`)).body.data.map(
    ({ kind, quantity, stockAfter }) => ({ kind, quantity, stockAfter }),
  );

const salesCountOf = async (seller: TSeededUser) =>
  (await call<{ total: number }>(seller, 'GET', '/sales?page=1&pageSize=1')).body.total;

describe('weighed goods', () => {
  it('sells 0,755 kg of cheese: the line, its total and cost to the cent, the stock and its movement', async () => {
    const seller = await seedUser(ctx);
    const cheese = await newProduct(seller, { name: 'Queso blanco', unit: 'KG', quantity: 5.5, cost: 5 });
    expect(cheese).toMatchObject({ unit: 'KG', quantity: 5.5 });

    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: cheese.id, quantity: 0.755, price: 8 }],
      status: 'PAID',
    });
    // 8 × 0.755 = 6.04; cost 5 × 0.755 = 3.775 → 3.78 (half a cent up, as PostgreSQL's round()).
    expect(sale).toMatchObject({ total: 6.04, totalProfit: 2.26 });
    expect(sale.items).toEqual([expect.objectContaining({ quantity: 0.755, unit: 'KG', price: 8 })]);

    const details = (await call<{ data: TSaleDetails }>(seller, 'GET', `/sales/${sale.id}/payments`)).body
      .data;
    expect(details.items[0]).toMatchObject({ quantity: 0.755, unit: 'KG', totalCost: 3.78, profit: 2.26 });
    expect((await productOf(seller, cheese.id)).quantity).toBe(4.745);
    expect(await movementsOf(seller, cheese.id)).toEqual([
      { kind: 'SALE', quantity: -0.755, stockAfter: 4.745 },
      { kind: 'OPENING', quantity: 5.5, stockAfter: 5.5 },
    ]);

    const receipt = await call<{ data: { blocks: TDocumentBlock[] } }>(
      seller,
      'GET',
      `/sales/${sale.id}/receipt`,
    );
    expect(receipt.body.data.blocks).toContainEqual(
      expect.objectContaining({ label: '0,755 kg × Queso blanco ($8.00 /kg)', value: '$6.04' }),
    );
  });

  it('adds lines of one weighed product exactly: 0,1 kg + 0,2 kg takes the last 0,3 kg', async () => {
    const seller = await seedUser(ctx);
    const ham = await newProduct(seller, { name: 'Jamón', unit: 'KG', quantity: 0.3 });
    await sellViaApi(ctx, seller, {
      items: [
        { productId: ham.id, quantity: 0.1, price: 8 },
        { productId: ham.id, quantity: 0.2, price: 8 },
      ],
      status: 'PAID',
    });
    expect((await productOf(seller, ham.id)).quantity).toBe(0);
    const short = await call<{ code: string }>(seller, 'POST', '/sales', {
      items: [{ productId: ham.id, quantity: 0.001, price: 8 }],
      status: 'PAID',
    });
    expect(short.status).toBe(409);
  });

  it('keeps a product sold by the unit whole, with the spec’s messages, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const soap = await newProduct(seller, { name: 'Jabón', quantity: 10 });
    expect(soap.unit).toBe('UNIT');

    const halfSale = await call<{ message: string }>(seller, 'POST', '/sales', {
      items: [{ productId: soap.id, quantity: 1.5, price: 8 }],
      status: 'PAID',
    });
    expect(halfSale).toMatchObject({ status: 400, body: { message: 'La cantidad debe ser al menos 1.' } });
    expect(await salesCountOf(seller)).toBe(0);

    const halfEdit = await call<{ message: string }>(seller, 'PUT', `/products/${soap.id}`, {
      name: 'Jabón',
      sku: soap.sku,
      price: 8,
      cost: 5,
      quantity: 2.5,
    });
    expect(halfEdit).toMatchObject({
      status: 400,
      body: { message: 'La cantidad debe ser un número entero.' },
    });

    const halfRestock = await call<{ message: string }>(seller, 'POST', '/stock/restocks', {
      lines: [{ productId: soap.id, quantity: 0.5, unitCost: 5 }],
    });
    expect(halfRestock).toMatchObject({
      status: 400,
      body: { message: 'Este producto se vende por unidad: la cantidad debe ser un número entero.' },
    });
    const halfCount = await call<{ message: string }>(seller, 'POST', '/stock/adjustments', {
      reason: 'COUNT',
      lines: [{ productId: soap.id, countedQuantity: 9.5 }],
    });
    expect(halfCount.status).toBe(400);

    expect((await productOf(seller, soap.id)).quantity).toBe(10);
    expect(await movementsOf(seller, soap.id)).toEqual([{ kind: 'OPENING', quantity: 10, stockAfter: 10 }]);
  });

  it('restocks, counts and changes the unit of weighed goods to the gram', async () => {
    const seller = await seedUser(ctx);
    const rice = await newProduct(seller, { name: 'Arroz a granel', unit: 'KG', quantity: 2, cost: 1 });

    const restock = await call<{ data: TRestock }>(seller, 'POST', '/stock/restocks', {
      lines: [{ productId: rice.id, quantity: 1.25, unitCost: 1.4 }],
    });
    expect(restock.status).toBe(201);
    // (2 × 1 + 1.25 × 1.4) / 3.25 = 1.1538… → $1.15.
    expect(restock.body.data.lines[0]).toMatchObject({ quantity: 1.25, stockAfter: 3.25, costAfter: 1.15 });

    const count = await call<{ data: TAdjustment }>(seller, 'POST', '/stock/adjustments', {
      reason: 'SHRINKAGE',
      lines: [{ productId: rice.id, countedQuantity: 3.1 }],
    });
    expect(count.status).toBe(201);
    expect(count.body.data.lines[0]).toMatchObject({
      previousQuantity: 3.25,
      countedQuantity: 3.1,
      difference: -0.15,
    });

    // Sold by the unit from now on, with 3,1 kg on the shelf: refused; once the shelf holds whole units, allowed.
    const edit = (unit: string, quantity: number) =>
      call<{ data: TProduct; message: string }>(seller, 'PUT', `/products/${rice.id}`, {
        name: 'Arroz a granel',
        sku: rice.sku,
        price: 8,
        cost: 1.15,
        quantity,
        unit,
      });
    expect((await edit('UNIT', 3.1)).status).toBe(400);
    const whole = await edit('UNIT', 3);
    expect(whole.status).toBe(200);
    expect(whole.body.data).toMatchObject({ unit: 'UNIT', quantity: 3 });
    expect(await movementsOf(seller, rice.id)).toEqual([
      { kind: 'EDIT', quantity: -0.1, stockAfter: 3 },
      { kind: 'ADJUSTMENT', quantity: -0.15, stockAfter: 3.1 },
      { kind: 'RESTOCK', quantity: 1.25, stockAfter: 3.25 },
      { kind: 'OPENING', quantity: 2, stockAfter: 2 },
    ]);
  });

  it('takes back 0,25 kg of a weighed line, whole units of a unit line, never more than was sold', async () => {
    const seller = await seedUser(ctx);
    const cheese = await newProduct(seller, { name: 'Queso duro', unit: 'KG', quantity: 3 });
    const soap = await newProduct(seller, { name: 'Jabón azul', quantity: 3 });
    const sale: TSale = await sellViaApi(ctx, seller, {
      items: [
        { productId: cheese.id, quantity: 0.75, price: 8 },
        { productId: soap.id, quantity: 2, price: 1 },
      ],
      status: 'PAID',
    });
    const cheeseLine = sale.items.find((item) => item.productId === cheese.id)?.id ?? '';
    const soapLine = sale.items.find((item) => item.productId === soap.id)?.id ?? '';
    const giveBack = (saleItemId: string, quantity: number) =>
      call<{ data: TSaleReturn; message: string }>(seller, 'POST', `/sales/${sale.id}/returns`, {
        lines: [{ saleItemId, quantity }],
        refund: { method: 'CASH', currency: 'USD', amount: 0.01 },
      });

    const half = await giveBack(soapLine, 0.5);
    expect(half).toMatchObject({
      status: 400,
      body: { message: 'Este producto se vende por unidad: la cantidad debe ser un número entero.' },
    });
    const returned = await giveBack(cheeseLine, 0.25);
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.data).toMatchObject({ total: 2, lines: [{ quantity: 0.25, unit: 'KG' }] });
    expect((await productOf(seller, cheese.id)).quantity).toBe(2.5);
    const tooMuch = await giveBack(cheeseLine, 0.501);
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { message: 'No puedes devolver más de lo vendido: de Queso duro quedan 0,5 kg por devolver.' },
    });
  });

  it('sells by the unit a remembered product weighed since in another process, and the other way round', async () => {
    const seller = await seedUser(ctx);
    const flour = await newProduct(seller, { name: 'Harina suelta', quantity: 10 });
    await sellViaApi(ctx, seller, {
      items: [{ productId: flour.id, quantity: 1, price: 8 }],
      status: 'PAID',
    });
    // Another process weighs it: this one still remembers it as sold by the unit (sales/product-snapshots.ts).
    await ctx.db.execute(sql`UPDATE products SET unit = 'KG' WHERE id = ${flour.id}`);
    const weighed = await sellViaApi(ctx, seller, {
      items: [{ productId: flour.id, quantity: 0.5, price: 8 }],
      status: 'PAID',
    });
    expect(weighed.items[0]).toMatchObject({ quantity: 0.5, unit: 'KG' });

    // And back to units, with 8,5 kg made 8 units: the remembered KG must not let a fraction through.
    await ctx.db.execute(sql`UPDATE products SET unit = 'UNIT', quantity = 8 WHERE id = ${flour.id}`);
    await ctx.db.execute(sql`
      INSERT INTO stock_movements (id, shop_id, product_id, kind, quantity, stock_after, created_at)
      VALUES (gen_random_uuid(), ${seller.user.id}, ${flour.id}, 'EDIT', -0.5, 8, clock_timestamp())`);
    const refused = await call<{ message: string }>(seller, 'POST', '/sales', {
      items: [{ productId: flour.id, quantity: 0.5, price: 8 }],
      status: 'PAID',
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'La cantidad debe ser al menos 1.' } });
    const whole = await sellViaApi(ctx, seller, {
      items: [{ productId: flour.id, quantity: 2, price: 8 }],
      status: 'PAID',
    });
    expect(whole.items[0]).toMatchObject({ quantity: 2, unit: 'UNIT' });
    expect((await productOf(seller, flour.id)).quantity).toBe(6);
  });
});
