import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { TExportRow } from './export-table';

const dialect = new PgDialect();

/** Rows per FETCH: a few hundred kilobytes of CSV at most in memory. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * How long the download may stall (the client reads nothing) before PostgreSQL ends the session: the connection
 * is the pool's, and a phone that went away must not keep it.
 */
const CLIENT_STALL_LIMIT = '60s';

export interface TExportSnapshot {
  /** The `cells` of `query`'s rows, a batch per FETCH, in the query's order. */
  pages: (query: SQL, batchSize?: number) => AsyncGenerator<readonly TExportRow[]>;
  /** Ends the transaction and gives the connection back; later calls do nothing. */
  close: () => Promise<void>;
}

/**
 * A read-only REPEATABLE READ transaction on a connection of its own, whose queries are read through cursors: each
 * table is one statement that PostgreSQL sorts once (a page-by-page walk re-sorted the seller's payments and stock
 * movements for every page, as no index orders them by time), and every file of a download — the eight of the
 * ZIP too — sees the same moment, so its sales, payments and stock agree. The price is one pooled connection for
 * the length of the download, which is why exports take a slot (export-slots.ts).
 */
export async function openSnapshot(pool: pg.Pool): Promise<TExportSnapshot> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = '${CLIENT_STALL_LIMIT}'`);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let cursors = 0;
  // Set before the COMMIT is queued: no query of this download may follow it onto a connection the pool has
  // since handed to another request.
  let isClosing = false;
  let closed: Promise<void> | null = null;

  async function* pages(query: SQL, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<readonly TExportRow[]> {
    if (isClosing) return;
    cursors += 1;
    const cursor = `export_rows_${cursors}`;
    const { sql: text, params } = dialect.sqlToQuery(query);
    await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${text}`, params);
    try {
      while (!isClosing) {
        const { rows } = await client.query<{ cells: (string | null)[] }>(
          `FETCH ${batchSize} FROM ${cursor}`,
        );
        if (rows.length > 0) yield rows.map((row) => row.cells);
        if (rows.length < batchSize) return;
      }
    } finally {
      // A failed FETCH has aborted the transaction: the cursor goes with it, and close() ends the rest.
      if (!isClosing) await client.query(`CLOSE ${cursor}`).catch(() => undefined);
    }
  }

  function close(): Promise<void> {
    if (!closed) {
      isClosing = true;
      closed = client.query('COMMIT').then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    }
    return closed;
  }

  return { pages, close };
}
