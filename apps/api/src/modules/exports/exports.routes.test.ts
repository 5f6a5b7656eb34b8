import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_KINDS, type TExportKind } from '@cuadre/shared/exports/constants';
import {
  CASH_SESSION_EXPORT_COLUMNS,
  CLIENT_EXPORT_COLUMNS,
  EXPENSE_EXPORT_COLUMNS,
  PAYMENT_EXPORT_COLUMNS,
  PRODUCT_EXPORT_COLUMNS,
  RETURN_EXPORT_COLUMNS,
  SALE_EXPORT_COLUMNS,
  STOCK_MOVEMENT_EXPORT_COLUMNS,
} from '@cuadre/shared/exports/export-columns';
import { allDataEntryName } from '@cuadre/shared/exports/export-files';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { download, parseCsv, parseXlsx, sameCell, unzipText } from '../../../test/export-files';
import { FORMULA_NAME, openExportShop } from '../../../test/export-shop';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';

const HEADERS: Record<TExportKind, Record<string, string>> = {
  products: PRODUCT_EXPORT_COLUMNS,
  clients: CLIENT_EXPORT_COLUMNS,
  sales: SALE_EXPORT_COLUMNS,
  payments: PAYMENT_EXPORT_COLUMNS,
  expenses: EXPENSE_EXPORT_COLUMNS,
  returns: RETURN_EXPORT_COLUMNS,
  'stock-movements': STOCK_MOVEMENT_EXPORT_COLUMNS,
  'cash-sessions': CASH_SESSION_EXPORT_COLUMNS,
};

/** How many rows each kind of the shop (test/export-shop.ts) gives. */
const ROWS_OF_SHOP: Record<TExportKind, number> = {
  products: 3,
  clients: 1,
  // Two sales of two lines each.
  sales: 4,
  // The PAID sale's, the initial payment and the instalment in bolívares.
  payments: 3,
  expenses: 1,
  returns: 1,
  // Three openings, three sold lines, a return and a count.
  'stock-movements': 8,
  // Cash in dollars and in bolívares, and Pago Móvil.
  'cash-sessions': 3,
};

let ctx: TTestContext;
let ana: TSeededUser;
let beatriz: TSeededUser;
const ANA = 'TiendaAna';
const BEATRIZ = 'TiendaBea';

beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 245.6678);
  [ana, beatriz] = await Promise.all([seedUser(ctx), seedUser(ctx)]);
  await openExportShop(ctx, ana, ANA);
  await openExportShop(ctx, beatriz, BEATRIZ);
});
afterAll(() => ctx.close());

const csvOf = (seller: TSeededUser, kind: string, query = '') =>
  download(ctx, seller.headers, `/api/exports/${kind}.csv${query}`);

describe('GET /exports/{kind}.csv', () => {
  it.each(EXPORT_KINDS)("%s: the seller's own rows, under the Spanish headers", async (kind) => {
    const [asAna, asBeatriz] = await Promise.all([csvOf(ana, kind), csvOf(beatriz, kind)]);
    expect(asAna.status, asAna.body).toBe(200);
    const { headers, rows } = parseCsv(asAna.body);
    expect(headers).toEqual(Object.values(HEADERS[kind]));
    expect(rows).toHaveLength(ROWS_OF_SHOP[kind]);
    expect(asAna.body).toContain(ANA);
    expect(asAna.body).not.toContain(BEATRIZ);
    expect(asBeatriz.body).toContain(BEATRIZ);
    expect(asBeatriz.body).not.toContain(ANA);
  });

  it('is UTF-8 with a byte-order mark, `;` between cells and decimal commas, accents intact', async () => {
    const csv = await csvOf(ana, 'products');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="cuadre-productos.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body.split('\r\n')[0]).toBe(`\uFEFF${Object.values(PRODUCT_EXPORT_COLUMNS).join(';')}`);
    expect(csv.body).toMatch(/^\uFEFFID;Nombre;SKU;Precio;Costo;Cantidad;Código de barras;/);
    const coffee = parseCsv(csv.body).rows.find((row) => row[2] === `CAF-${ANA}`);
    expect(coffee?.[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(coffee?.slice(1, 9)).toEqual([
      `Café «Ñandú» ${ANA}`,
      `CAF-${ANA}`,
      '12,50',
      '7,25',
      '30',
      '',
      'Unidad',
      '5',
    ]);
    expect(coffee?.[parseCsv(csv.body).headers.indexOf(PRODUCT_EXPORT_COLUMNS.description)]).toBe(
      `Tostado en Mérida ${ANA}`,
    );
  });

  it('neutralises a text that a spreadsheet would run as a formula, and leaves numbers numbers', async () => {
    const products = parseCsv((await csvOf(ana, 'products')).body).rows;
    const formula = products.find((row) => row[2] === `'-FORM-${ANA}`);
    expect(formula?.[1]).toBe(`'${FORMULA_NAME}`);
    const sales = parseCsv((await csvOf(ana, 'sales')).body).rows;
    expect(sales.map((row) => row[14])).toContain(`'${FORMULA_NAME}`);
    // Stock that went out is negative, and stays a number: -2, never '-2. (The lines of one sale share an
    // instant, so their order among themselves is not the test's business.)
    const movements = parseCsv((await csvOf(ana, 'stock-movements')).body).rows;
    expect(movements.map((row) => row[4]).sort()).toEqual([
      '-0,75',
      '-1',
      '-2',
      '-9',
      '1',
      '10',
      '10,5',
      '40',
    ]);
  });

  it('gives payments as handed over, and sales in bolívares at their own rate', async () => {
    const payments = parseCsv((await csvOf(ana, 'payments')).body).rows;
    expect(payments.find((row) => row[3] === 'Pago Móvil')?.slice(3, 10)).toEqual([
      'Pago Móvil',
      'VES',
      '245,67',
      '245,6678',
      '1,00',
      '0,00',
      `PM-${ANA}`,
    ]);
    const sales = parseCsv((await csvOf(ana, 'sales')).body).rows;
    // 30.10 × 245.6678 = 7394.600… → Bs. 7394,60; 5.50 × 245.6678 = 1351.17.
    expect(sales.map((row) => [row[0], row[7], row[10], row[11], row[12]])).toEqual([
      ['1', '30,10', '245,6678', '2026-03-10', '7394,60'],
      ['1', '30,10', '245,6678', '2026-03-10', '7394,60'],
      ['2', '5,50', '245,6678', '2026-03-10', '1351,17'],
      ['2', '5,50', '245,6678', '2026-03-10', '1351,17'],
    ]);
  });

  it('refuses impossible dates, an inverted range and a bad month, in Spanish', async () => {
    const refusals = [
      ['/api/exports/sales.csv?from=2026-02-30', VALIDATION.invalidDate],
      ['/api/exports/sales.xlsx?from=2026-03-10&to=2026-03-01', VALIDATION.dateRangeInvalid],
      ['/api/exports/sales-book.csv?month=2026-13', VALIDATION.invalidMonth],
      ['/api/exports/sales-book.xlsx?month=marzo', VALIDATION.invalidMonth],
    ] as const;
    for (const [url, message] of refusals) {
      const response = await download(ctx, ana.headers, url);
      expect(response.status, url).toBe(400);
      expect(JSON.parse(response.body).errors, url).toContain(message);
    }
  });

  it('names the file after the kind and the days', async () => {
    const response = await csvOf(ana, 'payments', '?from=2026-03-01&to=2026-03-31');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cuadre-pagos-2026-03-01-a-2026-03-31.csv"',
    );
    const xlsx = await download(ctx, ana.headers, '/api/exports/expenses.xlsx?from=2026-03-01');
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="cuadre-gastos-desde-2026-03-01.xlsx"',
    );
  });
});

describe('GET /exports/{kind}.xlsx', () => {
  it.each(EXPORT_KINDS)('%s: the same rows as the CSV, numbers as numbers, dates as dates', async (kind) => {
    const [csv, xlsx] = await Promise.all([
      csvOf(ana, kind),
      download(ctx, ana.headers, `/api/exports/${kind}.xlsx`),
    ]);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const fromCsv = parseCsv(csv.body);
    const book = await parseXlsx(xlsx.bytes);
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expect(book.sheetNames).toHaveLength(1);
    expect(book.headers).toEqual(fromCsv.headers);
    expect(book.rows).toHaveLength(fromCsv.rows.length);
    const differences = book.rows.flatMap((row, r) =>
      row.flatMap((cell, c) => {
        const text = fromCsv.rows[r]?.[c] ?? '';
        return sameCell(text, cell)
          ? []
          : [`row ${r + 1} ${fromCsv.headers[c]}: csv ${text}, xlsx ${String(cell)}`];
      }),
    );
    expect(differences).toEqual([]);
    expect(xlsx.body).not.toContain(BEATRIZ);
  });

  it('keeps a negative quantity and a shortfall as numbers, and a formula as the text typed', async () => {
    const movements = await parseXlsx(
      (await download(ctx, ana.headers, '/api/exports/stock-movements.xlsx')).bytes,
    );
    const quantities = movements.rows.map((row) => row[4]) as number[];
    expect(quantities.sort((a, b) => a - b)).toEqual([-9, -2, -1, -0.75, 1, 10, 10.5, 40]);
    expect(movements.rows[0]?.[0]).toBeInstanceOf(Date);
    const tills = await parseXlsx(
      (await download(ctx, ana.headers, '/api/exports/cash-sessions.xlsx')).bytes,
    );
    expect(tills.rows.map((row) => row[9])).toEqual([-1, 0, 0]);
    const products = await parseXlsx((await download(ctx, ana.headers, '/api/exports/products.xlsx')).bytes);
    expect(products.rows.map((row) => row[1])).toContain(FORMULA_NAME);
    expect(products.rows.map((row) => row[3])).toEqual([12.5, 6.8, 3]);
  });

  it('writes what the seller typed as string cells, no apostrophe, never a formula; the CSV keeps its apostrophe', async () => {
    const seller = await seedUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: seller.headers,
      payload: { name: '=1+1', phone: '+58 414 1234567' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const xlsx = await download(ctx, seller.headers, '/api/exports/clients.xlsx');
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]?.getRow(2);
    const name = row?.getCell(2);
    const phone = row?.getCell(4);
    for (const [cell, typed] of [
      [name, '=1+1'],
      [phone, '+58 414 1234567'],
    ] as const) {
      expect(cell?.value).toBe(typed);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.formula).toBeUndefined();
    }
    // Nor does the sheet's XML hold a formula element anywhere.
    const sheetXml = Object.entries(unzipSync(new Uint8Array(xlsx.bytes)))
      .filter(([path]) => path.startsWith('xl/worksheets/'))
      .map(([, data]) => new TextDecoder().decode(data))
      .join('');
    expect(sheetXml).toContain('=1+1');
    expect(sheetXml).not.toMatch(/<f[\s>]/);

    const csv = parseCsv((await csvOf(seller, 'clients')).body);
    expect(csv.rows[0]?.slice(1, 4)).toEqual(["'=1+1", '', "'+58 414 1234567"]);
  });
});

describe("a file in the seller's country's format, its codes kept as text", () => {
  it('writes `,` and decimal points for a seller in Mexico, `;` and decimal commas in Venezuela, in the ZIP too', async () => {
    const mexican = await seedUser(ctx, { country: 'MX' });
    const venezuelan = await seedUser(ctx, { country: 'VE' });
    const product = {
      name: 'Queso, blanco',
      sku: 'QUE-1',
      unit: 'KG',
      price: 1234.56,
      cost: 5.25,
      quantity: 1.5,
    };
    for (const seller of [mexican, venezuelan]) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: seller.headers,
        payload: product,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const mx = (await csvOf(mexican, 'products')).body;
    expect(mx).toMatch(/^\uFEFFID,Nombre,SKU,Precio,Costo,Cantidad,/);
    expect(mx).toMatch(/,"Queso, blanco",QUE-1,1234\.56,5\.25,1\.5,/);
    const ve = (await csvOf(venezuelan, 'products')).body;
    expect(ve).toMatch(/^\uFEFFID;Nombre;SKU;Precio;Costo;Cantidad;/);
    expect(ve).toMatch(/;Queso, blanco;QUE-1;1234,56;5,25;1,5;/);
    const zip = unzipText((await download(ctx, mexican.headers, '/api/exports/all.zip')).bytes);
    expect(zip[allDataEntryName('products')]).toBe(mx);
  });

  it('gives phones, SKUs, barcodes and ids string cells in the Text format, so a spreadsheet keeps their zeros', async () => {
    const seller = await seedUser(ctx);
    for (const [url, payload] of [
      [
        '/api/products',
        { name: 'Harina', sku: '00123', barcode: '7591234567890', price: 1, cost: 1, quantity: 1 },
      ],
      ['/api/clients', { name: 'Luis', phone: '04141234567', taxId: 'V-12345678' }],
    ] as const) {
      const created = await ctx.app.inject({ method: 'POST', url, headers: seller.headers, payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    const cellsOf = async (kind: string, headers: string[]) => {
      const workbook = new ExcelJS.Workbook();
      const xlsx = await download(ctx, seller.headers, `/api/exports/${kind}.xlsx`);
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const header = (sheet?.getRow(1).values ?? []) as unknown[];
      return headers.map((name) => sheet?.getRow(2).getCell(header.indexOf(name)));
    };
    const P = PRODUCT_EXPORT_COLUMNS;
    const C = CLIENT_EXPORT_COLUMNS;
    const cells = [
      ...(await cellsOf('products', [P.id, P.sku, P.barcode])),
      ...(await cellsOf('clients', [C.id, C.phone, C.taxId])),
    ];
    expect(cells.map((cell) => cell?.value).slice(1)).toEqual([
      '00123',
      '7591234567890',
      expect.any(String),
      '04141234567',
      'V-12345678',
    ]);
    for (const cell of cells) {
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.numFmt).toBe('@');
    }
  });
});

describe('GET /exports/all.zip', () => {
  it('holds the CSV of every kind, each the same file as its own export', async () => {
    const zip = await download(ctx, ana.headers, '/api/exports/all.zip');
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    // The app's clock is Tuesday 10 March 2026 in Caracas.
    expect(zip.headers['content-disposition']).toBe('attachment; filename="cuadre-mis-datos-2026-03-10.zip"');
    expect(zip.headers['cache-control']).toBe('no-store');
    const files = unzipText(zip.bytes);
    expect(Object.keys(files)).toEqual(EXPORT_KINDS.map(allDataEntryName));
    for (const kind of EXPORT_KINDS) {
      const own = await csvOf(ana, kind);
      expect(files[allDataEntryName(kind)], kind).toBe(own.body);
      expect(files[allDataEntryName(kind)]?.startsWith('\uFEFF')).toBe(true);
    }
    expect(Object.values(files).join('')).not.toContain(BEATRIZ);
  });
});
