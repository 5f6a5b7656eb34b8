import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { connectDatabase } from './client';

let database: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('a pooled connection lost while checked out', () => {
  it('goes back to the pool even when the transaction’s BEGIN is what fails (the slot is not lost)', async () => {
    const { pool, db } = connectDatabase(database.url, { max: 1, connectTimeoutMs: 1_000 });
    try {
      await db.execute(sql`SELECT 1`);
      // The server goes away between the checkout and the BEGIN, as when the embedded PostgreSQL is killed.
      const cut = (client: pg.PoolClient) => {
        pool.off('acquire', cut);
        (
          client as unknown as { connection: { stream: { destroy: () => void } } }
        ).connection.stream.destroy();
      };
      pool.on('acquire', cut);
      await expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();

      // The only slot is free again: a new connection serves, and the pool can end.
      const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
      expect(rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
