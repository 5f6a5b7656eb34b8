import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TClient } from '@cuadre/shared/clients/schemas';
import type { TImportResult } from '@cuadre/shared/imports/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TStockMovement } from '@cuadre/shared/stock/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';

// Design §15: a catalogue and a client list come in from CSV or XLSX with Spanish headers and decimal
// commas; a dry run previews; any bad row names its line and nothing is written; products match by SKU, so the
// same file twice changes nothing; imported stock is an IMPORT movement.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
});

const BOM = '\ufeff';
const HEADER = 'Nombre;SKU;Precio;Costo;Cantidad;Código de barras;Unidad;Mínimo';
const CATALOGUE = [
  HEADER,
  'Harina PAN 1 kg;HAR-1;1,50;1,10;24;7591234567894;Unidad;6',
  'Queso blanco;QUE-1;8;5,25;4,5;;Kg;',
  'Café Fama de América;CAF-1;3,75;2,80;10;;;',
].join('\n');

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string) {
  const boundary = `----cuadre${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  seller: TSeededUser,
  what: 'products' | 'clients',
  file: Buffer | string,
  dryRun: boolean,
  filename = 'archivo.csv',
) {
  const body = multipart(typeof file === 'string' ? Buffer.from(file) : file, filename);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/${what}/import?dryRun=${dryRun}`,
    headers: { ...seller.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (process.env.DEBUG_LOG) console.log(response.statusCode, response.body);
  return {
    status: response.statusCode,
    body: response.json<{ data: TImportResult; message: string; errors: string[] }>(),
  };
}

async function productsOf(seller: TSeededUser): Promise<TProduct[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/products?pageSize=100',
    headers: seller.headers,
  });
  return response.json<{ data: TProduct[] }>().data;
}

async function movementsOf(seller: TSeededUser, productId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/movements`,
    headers: seller.headers,
  });
  return response
    .json<{ data: TStockMovement[] }>()
    .data.map(({ kind, quantity, stockAfter }) => ({ kind, quantity, stockAfter }));
}

async function xlsx(rows: (string | number | { formula: string })[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST /api/products/import', () => {
  it('previews, then imports a CSV with decimal commas; the same file again changes nothing', async () => {
    const seller = await seedUser(ctx);
    const preview = await upload(seller, 'products', BOM + CATALOGUE, true);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      dryRun: true,
      rows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    expect(preview.body.data.preview[1]).toEqual({
      line: 3,
      cells: ['Queso blanco', 'QUE-1', '8', '5,25', '4,5', '', 'Kg', ''],
    });
    expect(await productsOf(seller)).toEqual([]);

    const imported = await upload(seller, 'products', BOM + CATALOGUE, false);
    expect(imported.body.data).toMatchObject({ dryRun: false, created: 3, errors: [] });
    const products = await productsOf(seller);
    const bySku = new Map(products.map((product) => [product.sku, product]));
    expect(bySku.get('HAR-1')).toMatchObject({
      price: 1.5,
      cost: 1.1,
      quantity: 24,
      unit: 'UNIT',
      minStock: 6,
      barcode: '7591234567894',
    });
    expect(bySku.get('QUE-1')).toMatchObject({
      price: 8,
      cost: 5.25,
      quantity: 4.5,
      unit: 'KG',
      minStock: 5,
      barcode: null,
    });
    expect(await movementsOf(seller, bySku.get('QUE-1')?.id ?? '')).toEqual([
      { kind: 'IMPORT', quantity: 4.5, stockAfter: 4.5 },
    ]);

    const again = await upload(seller, 'products', BOM + CATALOGUE, false);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await productsOf(seller)).toEqual(products);
    expect(await movementsOf(seller, bySku.get('QUE-1')?.id ?? '')).toHaveLength(1);

    // A new price and count for one SKU (in another case): that product changes, its stock by an IMPORT movement.
    const changed = await upload(
      seller,
      'products',
      `${HEADER}\nHarina PAN 1 kg;har-1;1,60;1,10;30;7591234567894;Unidad;6`,
      false,
    );
    expect(changed.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const flour = (await productsOf(seller)).find((product) => product.id === bySku.get('HAR-1')?.id);
    expect(flour).toMatchObject({ sku: 'har-1', price: 1.6, quantity: 30 });
    expect(await movementsOf(seller, flour?.id ?? '')).toEqual([
      { kind: 'IMPORT', quantity: 6, stockAfter: 30 },
      { kind: 'IMPORT', quantity: 24, stockAfter: 24 },
    ]);
  });

  it('reads an Excel file as it reads a CSV: numbers as Excel keeps them, a formula refused on its line', async () => {
    const seller = await seedUser(ctx);
    const rows: (string | number | { formula: string })[][] = [
      ['Nombre', 'SKU', 'Precio', 'Costo', 'Cantidad'],
      ['Arroz Mary', 'ARR-1', 2.25, 1.8, 40],
      ['Aceite Vatel', 'ACE-1', 4.5, 3.2, 12],
    ];
    const imported = await upload(seller, 'products', await xlsx(rows), false, 'catalogo.xlsx');
    expect(imported.body.data).toMatchObject({ created: 2, errors: [] });
    const withFormula = await upload(
      seller,
      'products',
      await xlsx([...rows, [{ formula: 'HYPERLINK("http://x","Pulsa")' }, 'MAL-1', 1, 1, 1]]),
      false,
      'catalogo.xlsx',
    );
    expect(withFormula).toMatchObject({
      status: 400,
      body: {
        message: 'El archivo tiene 1 error: no se importó nada.',
        errors: ['Línea 4: Nombre es una fórmula: escribe el valor, no una fórmula (=…).'],
      },
    });
    expect(await productsOf(seller)).toHaveLength(2);
  });

  it('answers every bad file in Spanish, naming the line, and writes nothing', async () => {
    const seller = await seedUser(ctx);
    const refused = async (file: Buffer | string, errors: string[], status = 400) => {
      const answer = await upload(seller, 'products', file, false);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.errors).toEqual(errors);
    };
    await refused('Nombre;SKU;Costo;Cantidad\nArroz;A-1;1;1', [
      'Falta la columna «Precio» en la primera fila.',
    ]);
    await refused('', ['El archivo está vacío: no tiene encabezados ni filas.']);
    await refused(HEADER, ['El archivo solo tiene encabezados: no hay filas que importar.']);
    await refused(Buffer.from(`${HEADER}\nAzúcar;AZU-1;1;1;1;;;`, 'latin1'), [
      'El archivo no está en UTF-8 (los acentos se verían mal). En Excel, guárdalo como «CSV UTF-8 (delimitado por comas)» o súbelo como Excel (.xlsx).',
    ]);
    await refused(`${HEADER}\nArroz;A-1;-2;1;1;;;`, [
      'Línea 2: Precio, Costo y Cantidad no pueden ser negativos.',
    ]);
    await refused(`${HEADER}\nArroz;A-1;2;1;1;;;\nArroz 2;a-1;2;1;1;;;`, [
      'Línea 3: el SKU ya aparece en la línea 2.',
    ]);
    await refused(`${HEADER}\n=HYPERLINK("http://x";"y");A-1;2;1;1;;;`, [
      'Línea 2: Nombre es una fórmula: escribe el valor, no una fórmula (=…).',
    ]);
    await refused(`${HEADER}\nArroz;A-1;2;1;1,5;;Unidad;`, [
      'Línea 2: La cantidad debe ser un número entero.',
    ]);
    await refused(`${HEADER}\nArroz;A-1;2;1;1;;Libra;`, ['Línea 2: Unidad debe ser Unidad, Kg, g o L.']);
    await refused(`${HEADER}\nArroz;A-1;;1;1;;;`, ['Línea 2: Precio está vacío.']);
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    await refused(big, ['El archivo es demasiado grande: el máximo es 5 MB.'], 413);
    expect(await productsOf(seller)).toEqual([]);
  });

  it('matches the seller’s own products only, and refuses another product’s barcode', async () => {
    const ana = await seedUser(ctx);
    const beto = await seedUser(ctx);
    await upload(ana, 'products', BOM + CATALOGUE, false);
    const betos = await upload(beto, 'products', BOM + CATALOGUE, false);
    expect(betos.body.data).toMatchObject({ created: 3, updated: 0 });
    const clash = await upload(ana, 'products', `${HEADER}\nOtra harina;HAR-2;1;1;1;7591234567894;;`, false);
    expect(clash.body.errors).toEqual(['Línea 2: el código de barras ya es de otro producto tuyo.']);
  });
});

describe('an export imported back', () => {
  it('gives back the same catalogue, and the same file again changes nothing', async () => {
    const shop = await seedUser(ctx);
    await upload(shop, 'products', BOM + CATALOGUE, false);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/exports/products.csv',
      headers: shop.headers,
    });
    expect(exported.statusCode).toBe(200);
    const xlsxExport = await ctx.app.inject({
      method: 'GET',
      url: '/api/exports/products.xlsx',
      headers: shop.headers,
    });

    const comparable = (products: TProduct[]) =>
      products
        .map(({ name, sku, price, cost, quantity, unit, minStock, barcode }) => ({
          name,
          sku,
          price,
          cost,
          quantity,
          unit,
          minStock,
          barcode,
        }))
        .sort((a, b) => a.sku.localeCompare(b.sku));
    const original = comparable(await productsOf(shop));
    for (const file of [exported.rawPayload, xlsxExport.rawPayload]) {
      const copy = await seedUser(ctx);
      const imported = await upload(copy, 'products', file, false, 'export');
      expect(imported.body.data).toMatchObject({ created: 3, errors: [] });
      expect(comparable(await productsOf(copy))).toEqual(original);
      expect((await upload(copy, 'products', file, false, 'export')).body.data).toMatchObject({
        unchanged: 3,
      });
    }
  });
});

describe('POST /api/clients/import', () => {
  it('imports clients, matched by e-mail (else name and phone), and refuses a bad e-mail on its line', async () => {
    const seller = await seedUser(ctx);
    const file =
      'Nombre,Email,Teléfono\nLuis Pérez,luis@example.com,0414-1234567\nMaría Gómez,,0424-7654321\n';
    expect((await upload(seller, 'clients', file, false)).body.data).toMatchObject({
      created: 2,
      errors: [],
    });
    expect((await upload(seller, 'clients', file, false)).body.data).toMatchObject({
      created: 0,
      unchanged: 2,
    });
    const renamed = await upload(seller, 'clients', 'Nombre,Email\nLuis A. Pérez,LUIS@example.com\n', false);
    expect(renamed.body.data).toMatchObject({ created: 0, updated: 1 });
    const clients = await ctx.app.inject({
      method: 'GET',
      url: '/api/clients?pageSize=50',
      headers: seller.headers,
    });
    expect(
      clients
        .json<{ data: TClient[] }>()
        .data.map((client) => client.name)
        .sort(),
    ).toEqual(['Luis A. Pérez', 'María Gómez']);
    const withRif = await upload(
      seller,
      'clients',
      'Nombre,Email,RIF\nLuis A. Pérez,luis@example.com,v12345678\n',
      false,
    );
    expect(withRif.body.data).toMatchObject({ updated: 1 });
    const luis = await ctx.app.inject({
      method: 'GET',
      url: '/api/clients?search=luis',
      headers: seller.headers,
    });
    expect(luis.json<{ data: TClient[] }>().data[0]?.taxId).toBe('V-12345678');
    const bad = await upload(seller, 'clients', 'Nombre,Email\nPedro,no-es-correo\n', false);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatch(/^Línea 2: /);
  });
});
