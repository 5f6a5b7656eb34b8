import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  expectFrame,
  parseTableEnd,
  parseTableStart,
  type TBackupManifest,
  type TFrame,
} from './backup-archive';
import { BackupError } from './backup-error';
import { qualified, readAppTables, type TAppTable } from './app-tables';
import { openBackup } from './read-backup';

/** The bytes of one table's COPY, up to its end frame, whose row count lands in `end`. */
async function* tableData(
  frames: AsyncIterator<TFrame>,
  file: string,
  end: { rows: number },
): AsyncGenerator<Buffer> {
  for (;;) {
    const next = await frames.next();
    if (next.done) throw new BackupError(`${file} está incompleto.`);
    if (next.value.type === 'E') {
      end.rows = parseTableEnd(next.value, file).rows;
      return;
    }
    if (next.value.type !== 'D') throw new BackupError(`${file} está dañado.`);
    yield next.value.payload;
  }
}

function sameTables(ours: TAppTable[], theirs: TBackupManifest['tables']): boolean {
  const key = (tables: { name: string; columns: string[] }[]) =>
    JSON.stringify(tables.map((table) => [table.name, table.columns]).sort());
  return key(ours) === key(theirs);
}

/** Streams each table of the backup into its table, checking PostgreSQL's row count against the backup's. */
async function copyTables(
  client: pg.ClientBase,
  frames: AsyncIterator<TFrame>,
  file: string,
  manifest: TBackupManifest,
): Promise<Record<string, number>> {
  await expectFrame(frames, 'H', file);
  const rows: Record<string, number> = {};
  for (const table of manifest.tables) {
    const start = parseTableStart(await expectFrame(frames, 'T', file), file);
    if (start.name !== table.name) throw new BackupError(`${file} está dañado (${table.name}).`);
    const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
    const copy = client.query(
      copyFrom(`COPY ${qualified(table.name)} (${columns}) FROM STDIN (FORMAT binary)`),
    );
    const end = { rows: -1 };
    await pipeline(Readable.from(tableData(frames, file, end)), copy);
    if (copy.rowCount !== end.rows) {
      throw new BackupError(`${file} está dañado: ${table.name} trae ${copy.rowCount} filas de ${end.rows}.`);
    }
    rows[table.name] = copy.rowCount;
  }
  await expectFrame(frames, 'Z', file);
  return rows;
}

/**
 * Replaces every row of the app's tables with the backup's, in one transaction: either the whole backup is in,
 * or nothing changed. The database must stand at the backup's migration (restore-backup.ts sees to it).
 *
 * The app's triggers keep counters and daily sums (seller_counters, seller_daily_sales, …) and announce account
 * changes; the backup already holds those tables as they were, so the triggers are switched off while loading —
 * firing, they would count every sale twice. `DISABLE TRIGGER USER` is the table owner's to use (the app's role
 * is one, not a superuser) and leaves the foreign keys checked: tables go in parents first, as the backup lists
 * them. Sequences are set back to where they stood.
 */
export async function loadBackup(
  client: pg.ClientBase,
  file: string,
  manifest: TBackupManifest,
): Promise<Record<string, number>> {
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SET LOCAL idle_in_transaction_session_timeout = 0');
    // Another session in the tables (an API still running) would make the TRUNCATE wait for ever.
    await client.query(`SET LOCAL lock_timeout = '30s'`);
    const tables = await readAppTables(client);
    if (!sameTables(tables, manifest.tables)) {
      throw new BackupError(
        `Las tablas de la base de datos no son las de la migración ${manifest.migration} de la copia.`,
      );
    }
    const names = tables.map((table) => qualified(table.name));
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    await client.query(`TRUNCATE ${names.join(', ')}`);

    const frames = openBackup(file);
    const rows = await copyTables(client, frames, file, manifest).finally(() => frames.return?.());
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
