import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClient } from '@cuadre/shared/clients/schemas';
import type { TImportMapping } from '@cuadre/shared/imports/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { uploadImport } from '../../../test/import-upload';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';

// Files that travel: another point of sale's export comes in as it is, in one step. Loyverse's items CSV (English
// headers, a store in brackets, decimal points, Y/N flags, variants on rows that share a Handle) and Odoo's
// product XLSX are recognised; the preview says which column feeds each field and which are ignored; a weighed
// item keeps its 3 decimals; an empty or negative stock comes in as 0 with a warning; each variant is a product;
// category and description are kept. The seller may choose another column, and the import follows.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const LOYVERSE = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/loyverse-items.csv'));

async function productsOf(seller: TSeededUser): Promise<TProduct[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/products?pageSize=100',
    headers: seller.headers,
  });
  return response.json<{ data: TProduct[] }>().data;
}

/** What a seller would check of each product, by SKU. */
async function catalogueOf(seller: TSeededUser) {
  return Object.fromEntries(
    (await productsOf(seller)).map((product) => [
      product.sku,
      {
        name: product.name,
        unit: product.unit,
        quantity: product.quantity,
        price: product.price,
        cost: product.cost,
        barcode: product.barcode,
        category: product.category,
        description: product.description,
        minStock: product.minStock,
      },
    ]),
  );
}

/** The mapping as field → the file's header it reads (null: none), and the headers nothing reads. */
function columnsOf(mapping: TImportMapping | null, headers: string[]) {
  if (!mapping) throw new Error('no mapping');
  return {
    fields: Object.fromEntries(
      mapping.fields.map((field) => [field.field, field.column === null ? null : headers[field.column]]),
    ),
    ignored: mapping.ignored.map((index) => headers[index]),
  };
}

const LOYVERSE_CATALOGUE = {
  '10001': {
    name: 'Queso blanco',
    unit: 'KG',
    quantity: 1.5,
    price: 8.5,
    cost: 5.25,
    barcode: '7591001000015',
    category: 'Lácteos',
    description: 'Queso llanero, se vende por kilo',
    minStock: 1,
  },
  '10002': {
    name: 'Harina PAN 1 kg',
    unit: 'UNIT',
    quantity: 24,
    price: 1.5,
    cost: 1.1,
    barcode: '7591001000022',
    category: 'Víveres',
    description: 'Harina de maíz precocida',
    minStock: 6,
  },
  '10003': {
    name: 'Bolsa plástica',
    unit: 'UNIT',
    quantity: 0,
    price: 0.05,
    cost: 0.02,
    barcode: null,
    category: 'Empaques',
    description: null,
    minStock: 5,
  },
  '10004': {
    name: 'Aceite Vatel 1 L',
    unit: 'UNIT',
    quantity: 0,
    price: 4.5,
    cost: 3.2,
    barcode: '7591001000046',
    category: 'Víveres',
    description: null,
    minStock: 2,
  },
  '10005': {
    name: 'Refresco — 355 ml',
    unit: 'UNIT',
    quantity: 24,
    price: 1,
    cost: 0.6,
    barcode: '7591001000053',
    category: 'Bebidas',
    description: 'Refresco de cola',
    minStock: 6,
  },
  '10006': {
    name: 'Refresco — 2 L',
    unit: 'UNIT',
    quantity: 12,
    price: 2.5,
    cost: 1.4,
    barcode: '7591001000060',
    category: 'Bebidas',
    description: 'Refresco de cola',
    minStock: 3,
  },
  '10007': {
    name: 'Jamón de pierna',
    unit: 'KG',
    quantity: 2.345,
    price: 11.9,
    cost: 7.8,
    barcode: null,
    category: 'Charcutería',
    description: null,
    minStock: 1,
  },
};

describe('a Loyverse items export', () => {
  it('is previewed with the columns it chose and the warnings, then imported as it is', async () => {
    const seller = await seedUser(ctx);
    const preview = await uploadImport(ctx, seller, 'products', LOYVERSE, { dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const result = preview.body.data;
    expect(result).toMatchObject({ dryRun: true, rows: 7, created: 7, updated: 0, unchanged: 0, errors: [] });
    expect(result.warnings).toEqual([
      { line: 4, message: 'Línea 4: la cantidad está vacía (sin control de inventario): se importa 0.' },
      { line: 5, message: 'Línea 5: la cantidad es negativa (-3): se importa 0.' },
    ]);
    expect(result.mapping).toMatchObject({
      layout: 'Exportación de artículos de Loyverse',
      decimalMark: '.',
    });
    expect(columnsOf(result.mapping, result.columns)).toEqual({
      fields: {
        name: 'Name',
        sku: 'SKU',
        price: 'Price [Tienda Centro]',
        cost: 'Cost',
        quantity: 'In stock [Tienda Centro]',
        barcode: 'Barcode',
        unit: null,
        minStock: 'Low stock [Tienda Centro]',
        category: 'Category',
        description: 'Description',
        weighed: 'Sold by weight',
        variantGroup: 'Handle',
        option1: 'Option 1 value',
        option2: 'Option 2 value',
        option3: 'Option 3 value',
      },
      ignored: [
        'Option 1 name',
        'Option 2 name',
        'Option 3 name',
        'Included in composite',
        'Track stock',
        'Available for sale [Tienda Centro]',
      ],
    });
    expect(result.mapping?.fields.find((field) => field.field === 'price')).toEqual({
      field: 'price',
      label: 'Precio',
      required: true,
      column: 17,
    });
    expect(await productsOf(seller)).toEqual([]);

    const imported = await uploadImport(ctx, seller, 'products', LOYVERSE, { dryRun: false });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ dryRun: false, created: 7, errors: [] });
    expect(imported.body.data.warnings).toHaveLength(2);
    expect(await catalogueOf(seller)).toEqual(LOYVERSE_CATALOGUE);

    // The same export again (after the seller counted the bag and oil in Cuadre, Loyverse still says nothing of
    // them): nothing changes but what the file says.
    const again = await uploadImport(ctx, seller, 'products', LOYVERSE, { dryRun: false });
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 7 });
  });

  it('imports with the column the seller chose instead, and none where the seller chose none', async () => {
    const seller = await seedUser(ctx);
    const headers = LOYVERSE.toString('utf8').split('\n')[0]!.split(',');
    const preview = await uploadImport(ctx, seller, 'products', LOYVERSE, {
      dryRun: true,
      // The name from the Handle; no description.
      mapping: { name: headers.indexOf('Handle'), description: null },
    });
    expect(preview.body.data.errors).toEqual([]);
    const chosen = columnsOf(preview.body.data.mapping, preview.body.data.columns);
    expect(chosen.fields).toMatchObject({ name: 'Handle', description: null, variantGroup: null });
    expect(chosen.ignored).toContain('Name');
    expect(chosen.ignored).toContain('Description');

    await uploadImport(ctx, seller, 'products', LOYVERSE, {
      dryRun: false,
      mapping: { name: headers.indexOf('Handle'), description: null },
    });
    const catalogue = await catalogueOf(seller);
    expect(catalogue['10001']).toMatchObject({ name: 'queso-blanco', description: null, quantity: 1.5 });
    expect(catalogue['10006']).toMatchObject({ name: 'refresco — 2 L' });
  });

  it('refuses a mapping that is not JSON of known fields', async () => {
    const seller = await seedUser(ctx);
    for (const mapping of ['{', '{"color":1}', '{"name":-1}', '[1]']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/products/import?dryRun=true&mapping=${encodeURIComponent(mapping)}`,
        headers: seller.headers,
      });
      expect(response.statusCode, mapping).toBe(400);
    }
  });
});

async function odooWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Product Variant');
  sheet.addRow([
    'Name',
    'Internal Reference',
    'Barcode',
    'Sales Price',
    'Cost',
    'Quantity On Hand',
    'Product Category',
    'Unit of Measure',
  ]);
  sheet.addRow(['Queso de mano', 'QM-01', '7592000000011', 9.5, 6.1, 1.275, 'All / Lácteos', 'kg']);
  sheet.addRow(['Jabón Las Llaves', 'JL-01', '7592000000028', 1.2, 0.8, 30, 'All / Limpieza', 'Units']);
  sheet.addRow(['Café molido 250 g', 'CF-250', '', 3.75, 2.6, 8, 'All / Víveres', 'Units']);
  sheet.addRow(['Azúcar a granel', 'AZ-01', '', 1.1, 0.9, -2.5, 'All / Víveres', 'kg']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('an Odoo product export', () => {
  it('is previewed with its columns and warnings, then imported as it is', async () => {
    const seller = await seedUser(ctx);
    const file = await odooWorkbook();
    const preview = await uploadImport(ctx, seller, 'products', file, {
      dryRun: true,
      filename: 'product.product.xlsx',
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const result = preview.body.data;
    expect(result).toMatchObject({ rows: 4, created: 4, errors: [] });
    expect(result.warnings).toEqual([
      { line: 5, message: 'Línea 5: la cantidad es negativa (-2.5): se importa 0.' },
    ]);
    expect(result.mapping?.layout).toBe('Exportación de productos de Odoo');
    expect(columnsOf(result.mapping, result.columns)).toEqual({
      fields: {
        name: 'Name',
        sku: 'Internal Reference',
        price: 'Sales Price',
        cost: 'Cost',
        quantity: 'Quantity On Hand',
        barcode: 'Barcode',
        unit: 'Unit of Measure',
        minStock: null,
        category: 'Product Category',
        description: null,
        weighed: null,
        variantGroup: null,
        option1: null,
        option2: null,
        option3: null,
      },
      ignored: [],
    });

    const imported = await uploadImport(ctx, seller, 'products', file, {
      dryRun: false,
      filename: 'product.product.xlsx',
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await catalogueOf(seller)).toEqual({
      'QM-01': {
        name: 'Queso de mano',
        unit: 'KG',
        quantity: 1.275,
        price: 9.5,
        cost: 6.1,
        barcode: '7592000000011',
        category: 'All / Lácteos',
        description: null,
        minStock: 5,
      },
      'JL-01': {
        name: 'Jabón Las Llaves',
        unit: 'UNIT',
        quantity: 30,
        price: 1.2,
        cost: 0.8,
        barcode: '7592000000028',
        category: 'All / Limpieza',
        description: null,
        minStock: 5,
      },
      'CF-250': {
        name: 'Café molido 250 g',
        unit: 'UNIT',
        quantity: 8,
        price: 3.75,
        cost: 2.6,
        barcode: null,
        category: 'All / Víveres',
        description: null,
        minStock: 5,
      },
      'AZ-01': {
        name: 'Azúcar a granel',
        unit: 'KG',
        quantity: 0,
        price: 1.1,
        cost: 0.9,
        barcode: null,
        category: 'All / Víveres',
        description: null,
        minStock: 5,
      },
    });
  });
});

describe('a file’s decimal mark, when no layout says it', () => {
  it('is read from its number columns: a point in English headers, a comma in Spanish ones', async () => {
    const seller = await seedUser(ctx);
    const english =
      'Name,SKU,Price,Cost,Stock,Unit\nQueso,Q-1,8.50,5.25,1.500,kg\nPan,P-1,0.75,0.40,30,unit\n';
    const preview = await uploadImport(ctx, seller, 'products', english, { dryRun: true });
    expect(preview.body.data).toMatchObject({ errors: [], mapping: { layout: null, decimalMark: '.' } });
    const spanish = 'Nombre;SKU;Precio;Costo;Cantidad;Unidad\nQueso;Q-2;1.234,56;5,25;1.500;Kg\n';
    await uploadImport(ctx, seller, 'products', english, { dryRun: false });
    await uploadImport(ctx, seller, 'products', spanish, { dryRun: false });
    const catalogue = await catalogueOf(seller);
    expect(catalogue['Q-1']).toMatchObject({ quantity: 1.5, price: 8.5 });
    // With "1.234,56" in the file, "1.500" is Spanish thousands: fifteen hundred kilos.
    expect(catalogue['Q-2']).toMatchObject({ quantity: 1500, price: 1234.56 });
  });
});

describe('clients from other programs', () => {
  it('recognises Spanish, English and peers’ headers for name, phone, e-mail and RIF', async () => {
    const seller = await seedUser(ctx);
    const loyverse =
      'Customer name,Email,Phone,Address,Customer code,Total visits\nLuis Pérez,luis@example.com,0414-1234567,Caracas,C001,3\n';
    const odoo =
      'Name,Email,Phone,Mobile,Tax ID\nMaría Gómez,maria@example.com,0212-5551234,0424-7654321,V12345678\n';
    const spanish =
      'Cliente;Correo electrónico;Celular;Cédula\nAna Rojas;ana@example.com;0416-1112233;V-9876543\n';
    const first = await uploadImport(ctx, seller, 'clients', loyverse, { dryRun: true });
    expect(columnsOf(first.body.data.mapping, first.body.data.columns)).toEqual({
      fields: { name: 'Customer name', email: 'Email', phone: 'Phone', taxId: null },
      ignored: ['Address', 'Customer code', 'Total visits'],
    });
    const second = await uploadImport(ctx, seller, 'clients', odoo, { dryRun: true });
    expect(columnsOf(second.body.data.mapping, second.body.data.columns).fields).toEqual({
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      taxId: 'Tax ID',
    });
    for (const file of [loyverse, odoo, spanish]) {
      expect((await uploadImport(ctx, seller, 'clients', file, { dryRun: false })).status).toBe(200);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/clients?pageSize=50',
      headers: seller.headers,
    });
    const clients = response
      .json<{ data: TClient[] }>()
      .data.map(({ name, email, phone, taxId }) => ({ name, email, phone, taxId }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(clients).toEqual([
      { name: 'Ana Rojas', email: 'ana@example.com', phone: '0416-1112233', taxId: 'V-9876543' },
      { name: 'Luis Pérez', email: 'luis@example.com', phone: '0414-1234567', taxId: null },
      { name: 'María Gómez', email: 'maria@example.com', phone: '0212-5551234', taxId: 'V-12345678' },
    ]);
  });
});
