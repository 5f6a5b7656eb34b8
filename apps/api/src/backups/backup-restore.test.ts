// Design §15: a backup brought back gives every table of the app its rows again — CI restores one and
// compares counts and sums table by table — whatever migration the database stood at before.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { latestMigrationTag, readMigrationJournal } from '../db/migrate';
import { withClient, withDatabase } from '../db/one-client';
import { MIGRATIONS_DIR } from '../paths';
import { backgroundWorkDone, createTestContext, type TTestContext } from '../../test/test-app';
import { seedUser, type TSeededUser } from '../../test/seed';
import { seedClient, seedProduct } from '../../test/seed-catalog';
import { sellViaApi } from '../../test/sell';
import { tableFigures } from '../../test/table-figures';
import { sellOnTuesdayAt } from '../../test/tuesday-rate';
import { qualified, readAppliedMigration, readAppTables } from './app-tables';
import { BackupError } from './backup-error';
import { migrateToTag } from './migrate-to';
import { inspectBackup } from './read-backup';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

let ctx: TTestContext;
const scratch = mkdtempSync(path.join(tmpdir(), 'cuadre-backups-'));
const backupFile = path.join(scratch, 'cuadre-prueba.backup');
let before: Awaited<ReturnType<typeof tableFigures>>;
const sellers: TSeededUser[] = [];

/** A database owned by a role of its own that is not a superuser, as the app's role owns the app's database. */
const owner = {
  role: `cuadre_restore_${randomBytes(4).toString('hex')}`,
  password: randomBytes(12).toString('hex'),
  database: `cuadre_restore_${randomBytes(4).toString('hex')}`,
};
let ownerUrl: string;

const adminQuery = (text: string) => withClient(inject('dbServerUrl'), (client) => client.query(text));

beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 245.6789);
  const call = (seller: TSeededUser, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: key ? { ...seller.headers, 'idempotency-key': key } : seller.headers,
      ...(payload ? { payload } : {}),
    });
  const post = async (seller: TSeededUser, url: string, payload: object, key?: string) => {
    const response = await call(seller, 'POST', url, payload, key);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as { id: string };
  };

  // Two shops, each: a till with a cash sale in bolívares (under an Idempotency-Key, its receipt shared) and a
  // return, a split tender, a sale on credit with an instalment, money taken out, a restock, an expense, and the
  // till closed — so counters, daily sums, stock movements, receipts and open accounts all have rows.
  for (const name of ['Bodega Uno', 'Bodega Dos']) {
    const seller = await seedUser(ctx, { name });
    sellers.push(seller);
    const harina = await seedProduct(ctx, seller.user.id, {
      name: 'Harina',
      price: 10,
      cost: 6,
      quantity: 50,
    });
    const client = await seedClient(ctx, seller.user.id);
    const till = await post(seller, '/cash-sessions', { openingFloat: { USD: 20, VES: 5000 } });
    const cash = (await post(
      seller,
      '/sales',
      {
        items: [{ productId: harina.id, quantity: 3, price: 10 }],
        status: 'PAID',
        payments: [{ method: 'CASH', currency: 'VES', amount: 7370.37 }],
      },
      `venta-${name}`,
    )) as TSale;
    await post(seller, `/sales/${cash.id}/receipt-link`, {});
    await post(seller, `/sales/${cash.id}/returns`, {
      lines: [{ saleItemId: cash.items[0]!.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'VES', amount: 2456.79 },
    });
    await sellViaApi(ctx, seller, {
      items: [{ name: 'Queso', quantity: 1, price: 10 }],
      status: 'PAID',
      payments: [
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300, referenceNumber: '0412' },
        { method: 'CASH', currency: 'USD', amount: 5 },
      ],
      changeCurrency: 'VES',
    });
    const credit: TSale = await sellViaApi(ctx, seller, {
      items: [{ productId: harina.id, quantity: 2, price: 15 }],
      status: 'PENDING',
      clientId: client.id,
      initialPaymentAmount: 10,
    });
    await post(seller, '/payments', { saleId: credit.id, amount: 5, method: 'CASH' });
    await post(seller, `/cash-sessions/${till.id}/movements`, {
      type: 'OUT',
      currency: 'USD',
      amount: 3,
      reason: 'Hielo',
    });
    await post(seller, '/stock/restocks', {
      lines: [{ productId: harina.id, quantity: 12, unitCost: 5.5 }],
      supplier: 'Molinos',
    });
    await post(seller, '/expenses', {
      description: 'Alquiler del local',
      amount: 100,
      category: 'RENT',
      date: '2026-03-10T12:00:00.000Z',
    });
    const open = (await call(seller, 'GET', `/cash-sessions/${till.id}`)).json().data as {
      lines: { method: string; currency: string; expected: number }[];
    };
    await post(seller, `/cash-sessions/${till.id}/close`, {
      counted: open.lines.map((line) => ({
        method: line.method,
        currency: line.currency,
        amount: line.expected,
      })),
    });
  }
  // A reset link asked for: a token and an e-mail in the outbox.
  const forgot = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: sellers[0]!.user.email },
  });
  expect(forgot.statusCode, forgot.body).toBeLessThan(300);
  await backgroundWorkDone(ctx);
  before = await tableFigures(ctx.databaseUrl);

  await adminQuery(
    `CREATE ROLE ${pg.escapeIdentifier(owner.role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE ` +
      `PASSWORD ${pg.escapeLiteral(owner.password)}`,
  );
  await adminQuery(
    `CREATE DATABASE ${pg.escapeIdentifier(owner.database)} OWNER ${pg.escapeIdentifier(owner.role)}`,
  );
  const url = new URL(withDatabase(inject('dbServerUrl'), owner.database));
  url.username = owner.role;
  url.password = owner.password;
  ownerUrl = url.toString();
});

afterAll(async () => {
  await ctx.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(owner.database)} WITH (FORCE)`);
  await adminQuery(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(owner.role)}`);
  rmSync(scratch, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds every table of the schema, with its rows, at the database’s migration; only its owner may read it', async () => {
    const summary = await writeBackup({
      url: ctx.databaseUrl,
      file: backupFile,
      migrationsDir: MIGRATIONS_DIR,
    });
    expect(summary.migration).toBe(latestMigrationTag(MIGRATIONS_DIR));
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const { manifest, rows } = await inspectBackup(backupFile);
    expect(manifest.migration).toBe(summary.migration);
    const expected = Object.fromEntries(
      Object.entries(before.tables).map(([name, table]) => [name, table.rows]),
    );
    expect(rows).toEqual(expected);
    expect(summary.rows).toEqual(expected);
    expect(rows.sales).toBe(6);
    // Parents before children, so the foreign keys hold as the tables come back one after another.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sales'));
    expect(order.indexOf('sales')).toBeLessThan(order.indexOf('sale_items'));
    expect(order.indexOf('sale_items')).toBeLessThan(order.indexOf('sale_return_items'));
    // A generated column is computed again on the way back, never copied.
    expect(manifest.tables.find((table) => table.name === 'products')?.columns).not.toContain('search_text');
  });

  it('brought back into its emptied database gives every table its rows and sums, counters not counted twice', async () => {
    await withClient(ctx.databaseUrl, async (client) => {
      const names = (await readAppTables(client)).map((table) => qualified(table.name));
      await client.query(`TRUNCATE ${names.join(', ')}`);
    });
    expect((await tableFigures(ctx.databaseUrl)).tables.sales?.rows).toBe(0);

    const restored = await restoreBackup({
      url: ctx.databaseUrl,
      file: backupFile,
      migrationsDir: MIGRATIONS_DIR,
    });
    expect(restored.migration).toBe(latestMigrationTag(MIGRATIONS_DIR));
    expect(await tableFigures(ctx.databaseUrl)).toEqual(before);

    // The triggers are back on: one more sale counts once, in the counters and in the day's sums.
    const seller = sellers[0]!;
    const counted = async () =>
      (
        await ctx.pool.query<{ paid: string; days: string }>(
          `SELECT (SELECT sum(value)::text FROM seller_counters WHERE shop_id = $1 AND kind = 'sales_paid') AS paid,
                  (SELECT sum(sales_count)::text FROM seller_daily_sales WHERE shop_id = $1) AS days`,
          [seller.user.id],
        )
      ).rows[0]!;
    const countedBefore = await counted();
    await sellViaApi(ctx, seller, { items: [{ name: 'Pan', quantity: 1, price: 2 }], status: 'PAID' });
    const countedAfter = await counted();
    expect(Number(countedAfter.paid) - Number(countedBefore.paid)).toBe(1);
    expect(Number(countedAfter.days) - Number(countedBefore.days)).toBe(1);
  });

  it('brought into an empty database by its owner, not a superuser: migrated to the backup’s migration, loaded, migrated on', async () => {
    await restoreBackup({ url: ownerUrl, file: backupFile, migrationsDir: MIGRATIONS_DIR });
    expect(await tableFigures(ownerUrl)).toEqual(before);
    const applied = await withClient(ownerUrl, (client) => readAppliedMigration(client, MIGRATIONS_DIR));
    expect(applied).toMatchObject({ kind: 'known', tag: latestMigrationTag(MIGRATIONS_DIR) });
  });

  it('from an older migration, into a database ahead of it: the schema is emptied, migrated to it, then on', async () => {
    const journal = readMigrationJournal(MIGRATIONS_DIR);
    const older = journal.at(-2)!.tag;
    const oldDatabase = `cuadre_old_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(oldDatabase)}`);
    const oldUrl = withDatabase(inject('dbServerUrl'), oldDatabase);
    const oldFile = path.join(scratch, 'cuadre-antigua.backup');
    try {
      await migrateToTag(oldUrl, MIGRATIONS_DIR, older);
      expect(
        (await writeBackup({ url: oldUrl, file: oldFile, migrationsDir: MIGRATIONS_DIR })).migration,
      ).toBe(older);
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(oldDatabase)} WITH (FORCE)`);
    }

    await restoreBackup({ url: ownerUrl, file: oldFile, migrationsDir: MIGRATIONS_DIR });
    const after = await tableFigures(ownerUrl);
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(before.tables).sort());
    expect(Object.values(after.tables).every((table) => table.rows === 0)).toBe(true);
    const applied = await withClient(ownerUrl, (client) => readAppliedMigration(client, MIGRATIONS_DIR));
    expect(applied).toMatchObject({ kind: 'known', tag: latestMigrationTag(MIGRATIONS_DIR) });
  });

  it('cut short, is refused before anything changes', async () => {
    const cut = path.join(scratch, 'cuadre-cortada.backup');
    copyFileSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    const figures = await tableFigures(ctx.databaseUrl);
    const refusal = await restoreBackup({
      url: ctx.databaseUrl,
      file: cut,
      migrationsDir: MIGRATIONS_DIR,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(/cuadre-cortada\.backup no es una copia de Cuadre completa/);
    expect(await tableFigures(ctx.databaseUrl)).toEqual(figures);
  });
});
