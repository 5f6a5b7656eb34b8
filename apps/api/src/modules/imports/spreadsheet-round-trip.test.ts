import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClient } from '@cuadre/shared/clients/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { download } from '../../../test/export-files';
import { uploadImport } from '../../../test/import-upload';
import { seededUserIds, seedUser, type TSeededUser } from '../../../test/seed';
import { expectStockMatchesMovements } from '../../../test/stock-invariant';
import { createTestContext, type TTestContext } from '../../../test/test-app';

// "Files that travel": a seller downloads the catalogue and the client list, opens them in a spreadsheet, saves,
// and imports them back. Nothing was changed, so nothing may change: no client created twice, no phone without
// its 0, no SKU 00123 turned into 123, no barcode rounded, no 1,5 kg read as 15. The spreadsheet is LibreOffice
// itself (headless), opening each CSV as a person in Venezuela or in Mexico does — the country's locale, the
// file's separator, UTF-8 — and saving it in the same format; and re-saving each XLSX.

const hasSoffice = spawnSync('sh', ['-c', 'command -v soffice']).status === 0;
// CI installs LibreOffice (.ci/run): there, its absence is a failure, never a skip.
const mustRun = hasSoffice || Boolean(process.env.CI);
if (!mustRun) {
  console.warn(
    'spreadsheet-round-trip.test.ts skipped: LibreOffice (soffice) is not installed. apt-get install libreoffice-calc-nogui',
  );
}

const run = promisify(execFile);

let ctx: TTestContext;
let workDir: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
  workDir = await mkdtemp(join(tmpdir(), 'cuadre-round-trip-'));
});
afterAll(async () => {
  await expectStockMatchesMovements(ctx.db, seededUserIds());
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

async function call<T>(seller: TSeededUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url: `/api${url}`, headers: seller.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: T }>().data;
}

/** What a seller sees of each product and client: what must come back untouched. */
const catalogueOf = async (seller: TSeededUser) =>
  (await call<TProduct[]>(seller, 'GET', '/products?pageSize=100'))
    .map(({ id, name, sku, price, cost, quantity, unit, minStock, barcode }) => ({
      id,
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
const clientsOf = async (seller: TSeededUser) =>
  (await call<TClient[]>(seller, 'GET', '/clients?pageSize=100'))
    .map(({ id, name, email, phone, taxId }) => ({ id, name, email, phone, taxId }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** A shop with what spreadsheets damage: leading zeros, 13 digits, kilos with decimals, thousands. */
async function openShop(seller: TSeededUser) {
  const products = [
    {
      name: 'Harina PAN 1 kg',
      sku: '00123',
      barcode: '7591234567890',
      price: 1234.56,
      cost: 1000.1,
      quantity: 24,
      minStock: 6,
    },
    { name: 'Queso blanco', sku: 'QUE-1', unit: 'KG', price: 8.5, cost: 5.25, quantity: 1.5 },
    { name: 'Jamón; de pierna, "extra"', sku: 'JAM-1', unit: 'KG', price: 12, cost: 9.99, quantity: 2.125 },
    { name: 'Café molido', sku: '0042', barcode: '0012345678905', price: 3.75, cost: 2.8, quantity: 10 },
  ];
  for (const product of products) await call(seller, 'POST', '/products', product);
  const clients = [
    { name: 'Luis Pérez', email: 'luis@example.com', phone: '04141234567', taxId: 'V-12345678' },
    { name: 'María Gómez', phone: '04241112233' },
    { name: 'Bodega La Esquina', phone: '0212-5551234', taxId: 'J-12345678-9' },
  ];
  for (const client of clients) await call(seller, 'POST', '/clients', client);
}

async function importBack(seller: TSeededUser, what: 'products' | 'clients', file: Buffer, filename: string) {
  const response = await uploadImport(ctx, seller, what, file, { dryRun: false, filename });
  expect(response.status, `${filename}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

/** A dry run: what the import would do with the file. */
async function preview(seller: TSeededUser, what: 'products' | 'clients', file: Buffer) {
  return (await uploadImport(ctx, seller, what, file, { dryRun: true, filename: `${what}.csv` })).body.data;
}

const CSV_FILTER = 'Text - txt - csv (StarCalc)';
/** LibreOffice's CSV options as its dialog sets them: separator and text delimiter (ASCII codes), UTF-8 (76). */
const csvOptions = (separator: ';' | ',') => `${separator.charCodeAt(0)},34,76`;

/**
 * Opens the files in LibreOffice and saves them again, all in one start of it (it takes seconds to start): as a
 * person in that locale opens a CSV (LibreOffice's text import with the file's separator and UTF-8, numbers read
 * the locale's way) and saves it keeping the format; an XLSX opened and saved as XLSX.
 */
async function resave(files: string[], target: 'csv' | 'xlsx', locale: string, separator: ';' | ',') {
  const outDir = join(workDir, `${locale}-${target}`);
  const filter = target === 'csv' ? [`--infilter=${CSV_FILTER}:${csvOptions(separator)}`] : [];
  const convertTo = target === 'csv' ? `csv:${CSV_FILTER}:${csvOptions(separator)}` : 'xlsx';
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${join(workDir, `profile-${locale}`)}`,
      '--headless',
      '--norestore',
      ...filter,
      '--convert-to',
      convertTo,
      '--outdir',
      outDir,
      ...files,
    ],
    { env: { ...process.env, LC_ALL: locale, LANG: locale }, timeout: 120_000 },
  );
  return (file: string) => readFile(join(outDir, file.split('/').at(-1) ?? file));
}

const SELLERS = [
  { country: 'VE', locale: 'es_VE.UTF-8', separator: ';', decimalMark: ',' },
  { country: 'MX', locale: 'es_MX.UTF-8', separator: ',', decimalMark: '.' },
] as const;

describe.runIf(mustRun)('an export opened and saved in a spreadsheet, imported back', () => {
  it.each(SELLERS)(
    'a seller in $country ($separator between cells, decimal $decimalMark): 0 created, 0 changed',
    { timeout: 240_000 },
    async ({ country, locale, separator, decimalMark }) => {
      const seller = await seedUser(ctx, { country });
      await openShop(seller);
      const catalogue = await catalogueOf(seller);
      const clients = await clientsOf(seller);

      const files: Record<string, string> = {};
      for (const what of ['products', 'clients'] as const) {
        for (const format of ['csv', 'xlsx'] as const) {
          const exported = await download(ctx, seller.headers, `/api/exports/${what}.${format}`);
          expect(exported.status).toBe(200);
          const path = join(workDir, `${country}-${what}.${format}`);
          await writeFile(path, exported.bytes);
          files[`${what}.${format}`] = path;
        }
      }
      const csvText = await readFile(files['products.csv'] ?? '', 'utf8');
      // The country's format: 1234,56 with `;` in Venezuela, 1234.56 with `,` in Mexico.
      expect(csvText.split('\r\n')[0]).toMatch(new RegExp(`^\\uFEFFID\\${separator}Nombre\\${separator}SKU`));
      expect(csvText).toContain(`1234${decimalMark}56`);

      const csvBack = await resave(
        [files['products.csv'] ?? '', files['clients.csv'] ?? ''],
        'csv',
        locale,
        separator,
      );
      const xlsxBack = await resave(
        [files['products.xlsx'] ?? '', files['clients.xlsx'] ?? ''],
        'xlsx',
        locale,
        separator,
      );

      // The spreadsheet did what spreadsheets do to a CSV: the phone lost its 0, the SKU its zeros.
      const savedClients = Papa.parse<Record<string, string>>(
        (await csvBack(files['clients.csv'] ?? '')).toString('utf8'),
        { header: true, delimiter: separator, skipEmptyLines: true },
      ).data;
      expect(savedClients.map((row) => row['Teléfono'])).toContain('4141234567');
      const savedProducts = Papa.parse<Record<string, string>>(
        (await csvBack(files['products.csv'] ?? '')).toString('utf8'),
        { header: true, delimiter: separator, skipEmptyLines: true },
      ).data;
      expect(savedProducts.map((row) => row['SKU'])).toContain('123');

      for (const [what, count] of [
        ['products', catalogue.length],
        ['clients', clients.length],
      ] as const) {
        for (const [format, saved] of [
          ['csv', csvBack],
          ['xlsx', xlsxBack],
        ] as const) {
          const file = await saved(files[`${what}.${format}`] ?? '');
          const result = await importBack(seller, what, file, `${what}.${format}`);
          expect(result, `${what}.${format}`).toMatchObject({
            rows: count,
            created: 0,
            updated: 0,
            unchanged: count,
            errors: [],
          });
        }
      }
      expect(await catalogueOf(seller)).toEqual(catalogue);
      expect(await clientsOf(seller)).toEqual(clients);
    },
  );
});

describe('a CSV whose numbers do not show their decimal mark', () => {
  it('reads it from the delimiter: with `,` between cells, 2.125 kg is two kilos and an eighth', async () => {
    const seller = await seedUser(ctx, { country: 'MX' });
    const file = Buffer.from('Nombre,SKU,Precio,Costo,Cantidad,Unidad\r\nJamón,JAM-9,12,9,2.125,Kg\r\n');
    expect(await importBack(seller, 'products', file, 'jamon.csv')).toMatchObject({ created: 1, errors: [] });
    expect((await catalogueOf(seller))[0]).toMatchObject({ sku: 'JAM-9', quantity: 2.125, unit: 'KG' });
  });
});

describe('what the ID column and the restored codes may not do', () => {
  it('is read to match rows, so the preview never lists it among the columns left out', async () => {
    const seller = await seedUser(ctx);
    await openShop(seller);
    const exported = await download(ctx, seller.headers, '/api/exports/products.csv');
    const dryRun = await preview(seller, 'products', exported.bytes);
    expect(dryRun.errors).toEqual([]);
    expect(dryRun.columns[0]).toBe('ID');
    expect(dryRun.mapping?.ignored).not.toContain(0);
  });

  it("never matches another shop's id, never takes two rows for one client, never guesses a rounded barcode", async () => {
    const ana = await seedUser(ctx);
    const bea = await seedUser(ctx);
    await call(ana, 'POST', '/clients', { name: 'Luis Pérez', phone: '04141234567' });
    const [anaClient] = await clientsOf(ana);
    // Beatriz's file names Ana's client by its id: it is a new client of Beatriz's, and Ana's stays as it was.
    const foreign = Buffer.from(`ID;Nombre;Teléfono\r\n${anaClient?.id};Luis Pérez;4141234567\r\n`);
    expect(await importBack(bea, 'clients', foreign, 'clientes.csv')).toMatchObject({
      created: 1,
      updated: 0,
    });
    expect((await clientsOf(bea))[0]).toMatchObject({ name: 'Luis Pérez', phone: '04141234567' });
    expect(await clientsOf(ana)).toEqual([anaClient]);

    // Two rows of one client (by its id, and by name and phone without the 0) are refused, nothing written.
    const twice = Buffer.from(
      `ID;Nombre;Teléfono\r\n${anaClient?.id};Luis Pérez;04141234567\r\n;Luis Pérez;4141234567\r\n`,
    );
    const refused = await preview(ana, 'clients', twice);
    expect(refused.errors).toEqual([{ line: 3, message: 'Línea 3: es el mismo cliente de la línea 2.' }]);

    // A barcode Excel rounded: the stored one when it rounds to it, else the row says why.
    await call(ana, 'POST', '/products', {
      name: 'Harina',
      sku: 'HAR-1',
      barcode: '7591234567890',
      price: 1,
      cost: 1,
      quantity: 1,
    });
    const header = 'Nombre;SKU;Precio;Costo;Cantidad;Código de barras\r\n';
    const same = Buffer.from(`${header}Harina;HAR-1;1;1;1;7,59123E+12\r\n`);
    expect(await importBack(ana, 'products', same, 'p.csv')).toMatchObject({ unchanged: 1, errors: [] });
    const other = Buffer.from(`${header}Harina;HAR-1;1;1;1;7,59124E+12\r\nAvena;AVE-1;1;1;1;7,1E+12\r\n`);
    const rounded = await preview(ana, 'products', other);
    expect(rounded.errors.map((error) => error.line)).toEqual([2, 3]);
    expect(rounded.errors[0]?.message).toMatch(
      /^Línea 2: el código de barras llegó como 7,59124E\+12: la hoja de cálculo lo redondeó/,
    );
    expect((await catalogueOf(ana))[0]?.barcode).toBe('7591234567890');
  });
});
