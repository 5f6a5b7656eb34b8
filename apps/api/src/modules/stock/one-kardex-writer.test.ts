import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TStockMovement } from '@cuadre/shared/stock/schemas';
import { uploadImport } from '../../../test/import-upload';
import { plannedSale } from '../../../test/planned-sale';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { sellerCalls } from '../../../test/seller-calls';
import { sellViaApi } from '../../../test/sell';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { writeSales } from '../sales/write-sales.statement';

// Design §13: every kind of stock change writes its movement through one writer (stock-movements.writer.ts), so a
// product's kardex reads as one chain whatever wrote it: each stock after is the one before plus the movement, and
// the last is the product's stock.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const { call, newProduct } = sellerCalls(() => ctx, 'KDX');

async function kardexOf(seller: TSeededUser, productId: string) {
  const page = await call<{ data: TStockMovement[] }>(
    seller,
    'GET',
    `/products/${productId}/movements?pageSize=100`,
  );
  expect(page.status).toBe(200);
  return [...page.body.data]
    .reverse()
    .map(({ kind, quantity, stockAfter }) => ({ kind, quantity, stockAfter }));
}

async function stockOf(seller: TSeededUser, productId: string): Promise<number> {
  const product = await call<{ data: TProduct }>(seller, 'GET', `/products/${productId}`);
  expect(product.status).toBe(200);
  return product.body.data.quantity;
}

/** Oldest first, from nothing: each stock after is the one before plus its quantity; the last is the stock. */
function expectOneChain(kardex: { quantity: number; stockAfter: number }[], stock: number) {
  let before = 0;
  for (const movement of kardex) {
    expect(movement.stockAfter).toBe(before + movement.quantity);
    before = movement.stockAfter;
  }
  expect(kardex.at(-1)?.stockAfter).toBe(stock);
}

describe('one kardex writer', () => {
  it('chains every kind of change of a product: create, edit, restock, sales alone and batched, return, count, import', async () => {
    const seller = await seedUser(ctx);
    const harina = await newProduct(seller, { name: 'Harina', quantity: 20, price: 10, cost: 6 });

    const edited = await call(seller, 'PUT', `/products/${harina.id}`, {
      name: 'Harina',
      sku: harina.sku,
      price: 10,
      cost: 6,
      quantity: 25,
    });
    expect(edited.status).toBe(200);

    const restock = await call(seller, 'POST', '/stock/restocks', {
      lines: [{ productId: harina.id, quantity: 10, unitCost: 6 }],
    });
    expect(restock.status).toBe(201);

    // Two units in one sale, in two lines: one movement of the two.
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { productId: harina.id, quantity: 1, price: 10 },
        { productId: harina.id, quantity: 1, price: 10 },
      ],
      status: 'PAID',
    });

    // Two sales of the product in one statement, as the sale writer batches the tills' sales.
    const batch = [
      await plannedSale(ctx.db, seller.user.id, [{ productId: harina.id, quantity: 1, price: 10 }], 'kdx-1'),
      await plannedSale(ctx.db, seller.user.id, [{ productId: harina.id, quantity: 3, price: 10 }], 'kdx-2'),
    ];
    const outcomes = await writeSales(
      ctx.db,
      batch.map((planned) => planned.entry),
    );
    expect(outcomes.map((outcome) => outcome.claimed)).toEqual([true, true]);

    const returned = await call(seller, 'POST', `/sales/${sale.id}/returns`, {
      lines: [{ saleItemId: sale.items[0]?.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 10 },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);

    const count = await call(seller, 'POST', '/stock/adjustments', {
      reason: 'COUNT',
      lines: [{ productId: harina.id, countedQuantity: 27 }],
    });
    expect(count.status).toBe(201);

    // The file changes Harina's stock and brings a new product with its own.
    const imported = await uploadImport(
      ctx,
      seller,
      'products',
      `Nombre;SKU;Precio;Costo;Cantidad\nHarina;${harina.sku};10;6;40\nArroz;KDX-ARROZ;5;3;12`,
      { dryRun: false },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ created: 1, updated: 1 });

    const kardex = await kardexOf(seller, harina.id);
    expect(kardex).toEqual([
      { kind: 'OPENING', quantity: 20, stockAfter: 20 },
      { kind: 'EDIT', quantity: 5, stockAfter: 25 },
      { kind: 'RESTOCK', quantity: 10, stockAfter: 35 },
      { kind: 'SALE', quantity: -2, stockAfter: 33 },
      { kind: 'SALE', quantity: -1, stockAfter: 32 },
      { kind: 'SALE', quantity: -3, stockAfter: 29 },
      { kind: 'RETURN', quantity: 1, stockAfter: 30 },
      { kind: 'ADJUSTMENT', quantity: -3, stockAfter: 27 },
      { kind: 'IMPORT', quantity: 13, stockAfter: 40 },
    ]);
    expectOneChain(kardex, await stockOf(seller, harina.id));

    const products = await call<{ data: TProduct[] }>(seller, 'GET', '/products?search=KDX-ARROZ');
    const arroz = products.body.data.find((product) => product.sku === 'KDX-ARROZ');
    expect(arroz).toBeDefined();
    const arrozKardex = await kardexOf(seller, arroz?.id ?? '');
    expect(arrozKardex).toEqual([{ kind: 'IMPORT', quantity: 12, stockAfter: 12 }]);
    expectOneChain(arrozKardex, await stockOf(seller, arroz?.id ?? ''));
  });
});
