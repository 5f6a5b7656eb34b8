import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { MIGRATION_LOCK_ID } from '../db/migrate';
import {
  BACKUP_MAGIC,
  encodeFrame,
  jsonFrame,
  MAX_DATA_FRAME_BYTES,
  type TBackupManifest,
} from './backup-archive';
import { BackupError } from './backup-error';
import {
  qualified,
  readAppliedMigration,
  readAppSequences,
  readAppTables,
  type TAppTable,
} from './app-tables';

export interface TBackupSummary {
  file: string;
  bytes: number;
  migration: string;
  /** Rows per table, as PostgreSQL counted them while copying. */
  rows: Record<string, number>;
}

/** COPY hands over a row at a time; frames of about this size keep the file's overhead negligible. */
const FRAME_TARGET_BYTES = 256 * 1024;

/** Fast compression: the automatic backup runs inside the app, and disk is cheaper than a busy core. */
const GZIP_LEVEL = zlib.Z_BEST_SPEED;

async function* tableFrames(
  client: pg.Client,
  table: TAppTable,
  rows: Record<string, number>,
): AsyncGenerator<Buffer> {
  yield jsonFrame('T', { name: table.name });
  const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
  // A query rather than the table: it reads a partitioned table too, through its partitions.
  const copy = client.query(
    copyTo(`COPY (SELECT ${columns} FROM ${qualified(table.name)}) TO STDOUT (FORMAT binary)`),
  );
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // COPY's bytes may be cut anywhere: the restore hands them to PostgreSQL end to end.
  function* flush(): Generator<Buffer> {
    const data = Buffer.concat(pending, pendingBytes);
    for (let at = 0; at < data.length; at += MAX_DATA_FRAME_BYTES) {
      yield encodeFrame('D', data.subarray(at, at + MAX_DATA_FRAME_BYTES));
    }
    pending = [];
    pendingBytes = 0;
  }
  for await (const chunk of copy as AsyncIterable<Buffer>) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= FRAME_TARGET_BYTES) yield* flush();
  }
  if (pendingBytes > 0) yield* flush();
  // The stream ends at CopyDone; the row count comes with the CommandComplete after it, which the client has
  // handled once a next statement answers.
  await client.query('SELECT 1');
  rows[table.name] = copy.rowCount;
  yield jsonFrame('E', { name: table.name, rows: copy.rowCount });
}

async function flushToDisk(target: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Copies every table of the app's schema into `file` from one REPEATABLE READ snapshot, so the backup is one
 * moment of the database even while sales go on; a shared hold on the migrations' lock keeps a starting API
 * from changing the schema meanwhile (and waits for one that is migrating). Written beside as `.partial`,
 * flushed, then renamed: a file with the final name is always whole. Any role that may read the tables will do.
 */
export async function writeBackup(options: {
  url: string;
  file: string;
  migrationsDir: string;
  signal?: AbortSignal;
  now?: () => Date;
}): Promise<TBackupSummary> {
  const partial = `${options.file}.partial`;
  const client = new pg.Client({ connectionString: options.url });
  // PostgreSQL going away mid-copy (a crash, a stop) also fails the query running, which ends this backup with
  // its error; unheard, the client's own 'error' event would take the whole API process down with it.
  client.on('error', () => undefined);
  let isEnded = false;
  const end = () => {
    if (isEnded) return Promise.resolve();
    isEnded = true;
    return client.end().catch(() => undefined);
  };
  // Stopping mid-copy: closing the connection ends the COPY, and with it the pipeline below. Not while it is
  // being opened (pg's connect() would then never settle): that is looked at once it is open.
  let isConnected = false;
  const onAbort = () => {
    if (isConnected) void end();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    isConnected = true;
    options.signal?.throwIfAborted();
    // A big database takes longer than a statement limit the server may set, and waits on the disk between
    // statements; the wait for a migration to end has no limit either. The connection is this backup's alone.
    await client.query('SET statement_timeout = 0');
    await client.query('SET idle_in_transaction_session_timeout = 0');
    await client.query('SELECT pg_advisory_lock_shared($1)', [MIGRATION_LOCK_ID]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const applied = await readAppliedMigration(client, options.migrationsDir);
    if (applied.kind === 'none') {
      throw new BackupError(
        'La base de datos no tiene las tablas de Cuadre (nunca se inició): no hay nada que copiar.',
      );
    }
    if (applied.kind === 'unknown') {
      throw new BackupError(
        'Una versión más nueva de Cuadre migró esta base de datos: actualiza este Cuadre antes de copiarla.',
      );
    }
    const tables = await readAppTables(client);
    const manifest: TBackupManifest = {
      format: 1,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      migration: applied.tag,
      postgresVersion: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
        .server_version,
      tables,
      sequences: await readAppSequences(client),
    };
    const rows: Record<string, number> = {};
    async function* frames(): AsyncGenerator<Buffer> {
      yield BACKUP_MAGIC;
      yield jsonFrame('H', manifest);
      for (const table of tables) yield* tableFrames(client, table, rows);
      yield jsonFrame('Z', { tables: tables.length });
    }

    await rm(partial, { force: true });
    await pipeline(
      frames(),
      createGzip({ level: GZIP_LEVEL }),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      { signal: options.signal },
    );
    await client.query('COMMIT');
    await flushToDisk(partial, 'r+');
    await rename(partial, options.file);
    await flushToDisk(path.dirname(options.file), 'r');
    return { file: options.file, bytes: (await stat(options.file)).size, migration: applied.tag, rows };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await end();
  }
}
