import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { createTestDatabase } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../paths';
import { connectDatabase } from './client';
import { MIGRATION_LOCK_ID, runMigrations } from './migrate';
import { pgErrorOf } from './pg-error';

let database: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function elapsedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work().catch(() => undefined);
  return performance.now() - started;
}

describe('the pool’s bounds', () => {
  it('cancels a statement that runs past the statement timeout, with PostgreSQL’s own error', async () => {
    const { pool } = connectDatabase(database.url, { statementTimeoutMs: 200 });
    try {
      const sleeping = pool.query('SELECT pg_sleep(30)');
      await expect(sleeping).rejects.toThrow(/canceling statement due to statement timeout/);
      expect(pgErrorOf(await sleeping.catch((error: unknown) => error)).code).toBe('57014');
      expect(await elapsedMs(() => pool.query('SELECT pg_sleep(30)'))).toBeLessThan(10_000);
      // The connection it ran on is still good for the next request.
      const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('runs every pooled connection under the configured statement timeout', async () => {
    const env = parseEnv({});
    const { pool } = connectDatabase(database.url, { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS });
    try {
      const { rows } = await pool.query<{ timeout: string }>(
        `SELECT setting AS timeout FROM pg_settings WHERE name = 'statement_timeout'`,
      );
      expect(Number(rows[0]?.timeout)).toBe(env.DATABASE_STATEMENT_TIMEOUT_MS);
      expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });

  it('migrates past the statement timeout (here: waiting for another process’s migration), then restores it', async () => {
    const { pool } = connectDatabase(database.url, { max: 1, statementTimeoutMs: 100 });
    // Another process holds the migration lock for five times the statement timeout.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const released = new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
      other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]),
    );
    try {
      await runMigrations(pool, MIGRATIONS_DIR);
      const { rows } = await pool.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(rows[0]?.statement_timeout).toBe('100ms');
    } finally {
      await released;
      await other.end();
      await pool.end();
    }
  });

  it('gives up on a server that accepts the connection but never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const { pool } = connectDatabase(`postgres://cuadre@127.0.0.1:${port}/cuadre`, { connectTimeoutMs: 200 });
    try {
      const query = pool.query('SELECT 1');
      await expect(query).rejects.toThrow(/timeout/i);
      expect(await elapsedMs(() => pool.query('SELECT 1'))).toBeLessThan(10_000);
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('gives up waiting for a connection when every one of the pool is taken', async () => {
    const { pool } = connectDatabase(database.url, { max: 1, connectTimeoutMs: 200 });
    const held = await pool.connect();
    try {
      await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
    } finally {
      held.release();
    }
    // Once the connection is back, requests go through again.
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    await pool.end();
  });
});
