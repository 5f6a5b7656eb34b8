import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TAdjustment, TRestock, TStockMovement } from '@cuadre/shared/stock/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { sellerCalls } from '../../../test/seller-calls';
import { sellViaApi } from '../../../test/sell';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';

// Design §13 and §17: every stock change is a movement with the stock after it; restocks average the
// cost; counts post the exact differences; the low-stock list and the barcode lookup.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const { call, newProduct } = sellerCalls(() => ctx, 'SKU');

async function movementsOf(seller: TSeededUser, productId: string, query = ''): Promise<TStockMovement[]> {
  const page = await call<{ data: TStockMovement[] }>(
    seller,
    'GET',
    `/products/${productId}/movements${query}`,
  );
  expect(page.status).toBe(200);
  return page.body.data;
}

describe('the kardex', () => {
  it('opens with the product’s stock, then records an edit and a sale with the stock after each, newest first', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, { name: 'Harina', quantity: 24, cost: 1.1 });
    const edit = (quantity: number) =>
      call(seller, 'PUT', `/products/${product.id}`, {
        name: 'Harina',
        sku: product.sku,
        price: 10,
        cost: 1.1,
        quantity,
      });
    expect((await edit(30)).status).toBe(200);
    // Saving the form without touching the stock records nothing.
    expect((await edit(30)).status).toBe(200);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: product.id, quantity: 2, price: 10 }],
      status: 'PAID',
    });

    const movements = await movementsOf(seller, product.id);
    expect(movements.map(({ kind, quantity, stockAfter }) => ({ kind, quantity, stockAfter }))).toEqual([
      { kind: 'SALE', quantity: -2, stockAfter: 28 },
      { kind: 'EDIT', quantity: 6, stockAfter: 30 },
      { kind: 'OPENING', quantity: 24, stockAfter: 24 },
    ]);
    expect(movements[0]?.documentId).toBe(sale.id);
    expect(movements[2]?.unitCost).toBe(1.1);

    // A page at a time.
    const second = await call<{ data: TStockMovement[]; total: number; totalPages: number }>(
      seller,
      'GET',
      `/products/${product.id}/movements?page=2&pageSize=2`,
    );
    expect(second.body.total).toBe(3);
    expect(second.body.totalPages).toBe(2);
    expect(second.body.data.map((movement) => movement.kind)).toEqual(['OPENING']);
  });

  it('is a 404 for another seller’s product, as for a deleted one', async () => {
    const owner = await seedUser(ctx);
    const stranger = await seedUser(ctx);
    const product = await newProduct(owner, { name: 'Ajeno' });
    expect((await call(stranger, 'GET', `/products/${product.id}/movements`)).status).toBe(404);
    expect((await call(stranger, 'GET', `/products/${product.id}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/products/${product.id}`)).body).toEqual({ data: product });
    expect((await call(owner, 'PUT', `/products/delete/${product.id}`)).status).toBe(200);
    expect((await call(owner, 'GET', `/products/${product.id}/movements`)).status).toBe(404);
  });

  it('writes each sale’s movement with the stock it left, also when one statement writes several sales', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, { name: 'Queso', quantity: 100 });
    await Promise.all(
      Array.from({ length: 30 }, () =>
        sellViaApi(ctx, seller, {
          items: [{ productId: product.id, quantity: 1, price: 10 }],
          status: 'PAID',
        }),
      ),
    );
    const movements = await movementsOf(seller, product.id, '?pageSize=100');
    const sales = movements.filter((movement) => movement.kind === 'SALE');
    expect(sales).toHaveLength(30);
    // Newest first, the stock after each sale runs 70, 71, … 99: none repeated, none skipped.
    expect(sales.map((movement) => movement.stockAfter)).toEqual(
      Array.from({ length: 30 }, (_, i) => 70 + i),
    );
  });
});

describe('POST /api/stock/restocks', () => {
  it('adds the stock, averages the cost by weight, and records the supplier and each line', async () => {
    const seller = await seedUser(ctx);
    const harina = await newProduct(seller, { name: 'Harina', quantity: 10, cost: 6 });
    const arroz = await newProduct(seller, { name: 'Arroz', quantity: 1, cost: 2 });
    await call(seller, 'PUT', `/products/${arroz.id}`, {
      name: 'Arroz',
      sku: arroz.sku,
      price: 10,
      cost: 2,
      quantity: 0,
    });
    const aceite = await newProduct(seller, { name: 'Aceite', quantity: 3, cost: 1 });

    const restock = await call<{ data: TRestock }>(seller, 'POST', '/stock/restocks', {
      supplier: 'Distribuidora Polar',
      reference: 'Factura 0042',
      lines: [
        { productId: harina.id, quantity: 10, unitCost: 9 },
        // Nothing on the shelf: the new cost is what was paid.
        { productId: arroz.id, quantity: 5, unitCost: 3.2 },
        // (3 × 1.00 + 7 × 1.05) ÷ 10 = 1.035, to the cent 1.04.
        { productId: aceite.id, quantity: 7, unitCost: 1.05 },
      ],
    });
    expect(restock.status, JSON.stringify(restock.body)).toBe(201);
    expect(restock.body.data).toMatchObject({ supplier: 'Distribuidora Polar', reference: 'Factura 0042' });
    expect(restock.body.data.lines).toEqual([
      { productId: harina.id, name: 'Harina', quantity: 10, unitCost: 9, stockAfter: 20, costAfter: 7.5 },
      { productId: arroz.id, name: 'Arroz', quantity: 5, unitCost: 3.2, stockAfter: 5, costAfter: 3.2 },
      { productId: aceite.id, name: 'Aceite', quantity: 7, unitCost: 1.05, stockAfter: 10, costAfter: 1.04 },
    ]);
    const product = (await call<{ data: TProduct }>(seller, 'GET', `/products/${harina.id}`)).body.data;
    expect(product).toMatchObject({ quantity: 20, cost: 7.5 });
    const [latest] = await movementsOf(seller, harina.id);
    expect(latest).toMatchObject({
      kind: 'RESTOCK',
      quantity: 10,
      stockAfter: 20,
      unitCost: 9,
      documentId: restock.body.data.id,
    });

    // A sale after it records the averaged cost: the sales module forgot the old one.
    const sale = await sellViaApi(ctx, seller, {
      items: [{ productId: harina.id, quantity: 1, price: 10 }],
      status: 'PAID',
    });
    expect(sale.totalProfit).toBe(2.5);
  });

  it('writes nothing when one line names another seller’s product, and refuses a line twice or past the limit', async () => {
    const seller = await seedUser(ctx);
    const stranger = await seedUser(ctx);
    const mine = await newProduct(seller, { name: 'Mío', quantity: 4 });
    const theirs = await newProduct(stranger, { name: 'Suyo', quantity: 4 });
    const refused = await call<{ message: string }>(seller, 'POST', '/stock/restocks', {
      lines: [
        { productId: mine.id, quantity: 1, unitCost: 1 },
        { productId: theirs.id, quantity: 1, unitCost: 1 },
      ],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Uno o más productos no existen o fueron eliminados.');
    expect((await call<{ data: TProduct }>(seller, 'GET', `/products/${mine.id}`)).body.data.quantity).toBe(
      4,
    );
    expect(await movementsOf(seller, mine.id)).toHaveLength(1);

    const twice = await call<{ errors: string[] }>(seller, 'POST', '/stock/restocks', {
      lines: [
        { productId: mine.id, quantity: 1, unitCost: 1 },
        { productId: mine.id, quantity: 2, unitCost: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toContain('Un producto aparece más de una vez.');

    const tooMuch = await call<{ message: string }>(seller, 'POST', '/stock/restocks', {
      lines: [{ productId: mine.id, quantity: 2_147_483_647, unitCost: 1 }],
    });
    expect(tooMuch.status).toBe(400);
    expect((await call<{ data: TProduct }>(seller, 'GET', `/products/${mine.id}`)).body.data.quantity).toBe(
      4,
    );
  });
});

describe('POST /api/stock/adjustments', () => {
  it('posts the exact difference of each counted product with its reason, and nothing for a match', async () => {
    const seller = await seedUser(ctx);
    const harina = await newProduct(seller, { name: 'Harina', quantity: 20 });
    const arroz = await newProduct(seller, { name: 'Arroz', quantity: 5 });
    const cafe = await newProduct(seller, { name: 'Café', quantity: 2 });
    const count = await call<{ data: TAdjustment }>(seller, 'POST', '/stock/adjustments', {
      reason: 'COUNT',
      note: 'Conteo de fin de mes',
      lines: [
        { productId: harina.id, countedQuantity: 18 },
        { productId: arroz.id, countedQuantity: 5 },
        { productId: cafe.id, countedQuantity: 7 },
      ],
    });
    expect(count.status, JSON.stringify(count.body)).toBe(201);
    expect(
      count.body.data.lines.map(({ name, previousQuantity, countedQuantity, difference }) => ({
        name,
        previousQuantity,
        countedQuantity,
        difference,
      })),
    ).toEqual([
      { name: 'Harina', previousQuantity: 20, countedQuantity: 18, difference: -2 },
      { name: 'Arroz', previousQuantity: 5, countedQuantity: 5, difference: 0 },
      { name: 'Café', previousQuantity: 2, countedQuantity: 7, difference: 5 },
    ]);
    const [latest] = await movementsOf(seller, harina.id);
    expect(latest).toMatchObject({
      kind: 'ADJUSTMENT',
      quantity: -2,
      stockAfter: 18,
      reason: 'COUNT',
      note: 'Conteo de fin de mes',
      documentId: count.body.data.id,
    });
    expect((await movementsOf(seller, arroz.id)).map((movement) => movement.kind)).toEqual(['OPENING']);
    expect((await movementsOf(seller, cafe.id))[0]).toMatchObject({ kind: 'ADJUSTMENT', quantity: 5 });
  });

  it('measures a count against the stock at posting: sales made meanwhile are not lost from the kardex', async () => {
    const seller = await seedUser(ctx);
    const product = await newProduct(seller, { name: 'Pan', quantity: 60 });
    await Promise.all([
      ...Array.from({ length: 20 }, () =>
        sellViaApi(ctx, seller, {
          items: [{ productId: product.id, quantity: 1, price: 10 }],
          status: 'PAID',
        }),
      ),
      call(seller, 'POST', '/stock/adjustments', {
        reason: 'SHRINKAGE',
        lines: [{ productId: product.id, countedQuantity: 50 }],
      }),
      call(seller, 'POST', '/stock/restocks', {
        lines: [{ productId: product.id, quantity: 10, unitCost: 6 }],
      }),
    ]);
    const movements = await movementsOf(seller, product.id, '?pageSize=100');
    const current = (await call<{ data: TProduct }>(seller, 'GET', `/products/${product.id}`)).body.data
      .quantity;
    expect(movements[0]?.stockAfter).toBe(current);
    expect(movements.reduce((sum, movement) => sum + movement.quantity, 0)).toBe(current);
    // Oldest first, each movement's stock after is the one before plus its quantity.
    const oldestFirst = [...movements].reverse();
    oldestFirst.slice(1).forEach((movement, i) => {
      expect(movement.stockAfter).toBe((oldestFirst[i]?.stockAfter ?? 0) + movement.quantity);
    });
  });
});

describe('low stock and barcodes', () => {
  it('lists the products at or below their minimum, the emptiest first, and finds one by its barcode', async () => {
    const seller = await seedUser(ctx);
    await newProduct(seller, { name: 'Lleno', quantity: 50 });
    const justAt = await newProduct(seller, { name: 'Justo', quantity: 5 });
    const below = await newProduct(seller, {
      name: 'Poco',
      quantity: 8,
      minStock: 10,
      barcode: '7591234567890',
    });
    const last = await newProduct(seller, { name: 'Último', quantity: 1, minStock: 0 });
    expect(below).toMatchObject({ minStock: 10, barcode: '7591234567890' });

    const low = await call<{ data: TProduct[]; total: number }>(seller, 'GET', '/products?lowStock=true');
    expect(low.body.data.map((product) => product.name)).toEqual(['Poco', 'Justo']);
    expect(low.body.total).toBe(2);
    expect(last.quantity).toBeGreaterThan(last.minStock);
    const searched = await call<{ data: TProduct[] }>(seller, 'GET', '/products?lowStock=true&search=jus');
    expect(searched.body.data.map((product) => product.id)).toEqual([justAt.id]);

    const scanned = await call<{ data: TProduct[] }>(seller, 'GET', '/products?barcode=7591234567890');
    expect(scanned.body.data.map((product) => product.id)).toEqual([below.id]);
    const stranger = await seedUser(ctx);
    expect(
      (await call<{ data: TProduct[] }>(stranger, 'GET', '/products?barcode=7591234567890')).body.data,
    ).toEqual([]);
  });

  it('keeps a barcode to one live product of the seller, and frees it when the product is deleted', async () => {
    const seller = await seedUser(ctx);
    const first = await newProduct(seller, { name: 'Primero', barcode: 'ABC-123' });
    const clash = await call<{ code: string; message: string }>(seller, 'POST', '/products', {
      name: 'Segundo',
      sku: 'SEG-1',
      price: 1,
      cost: 1,
      quantity: 1,
      barcode: 'ABC-123',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: 'BARCODE_TAKEN',
      message: 'Ya existe un producto con este código de barras.',
    });
    const spaced = await call<{ errors: string[] }>(seller, 'POST', '/products', {
      name: 'Tercero',
      sku: 'TER-1',
      price: 1,
      cost: 1,
      quantity: 1,
      barcode: 'ABC 123',
    });
    expect(spaced.status).toBe(400);
    await call(seller, 'PUT', `/products/delete/${first.id}`);
    expect((await newProduct(seller, { name: 'Segundo', barcode: 'ABC-123' })).barcode).toBe('ABC-123');
    // Another seller may use the same code.
    expect((await newProduct(await seedUser(ctx), { name: 'Otro', barcode: 'ABC-123' })).barcode).toBe(
      'ABC-123',
    );
  });
});
