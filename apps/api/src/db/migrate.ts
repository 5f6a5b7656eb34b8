import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

// Any number of API processes may start at once against one server: only one migrates.
export const MIGRATION_LOCK_ID = 7_314_159;

export interface TJournalEntry {
  tag: string;
  /** drizzle stores it as the applied migration's `created_at`: how a database says where it stands. */
  when: number;
}

/** The migrations in the order they apply (drizzle's meta/_journal.json). */
export function readMigrationJournal(migrationsDir: string): TJournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: TJournalEntry[];
  };
  return journal.entries;
}

export function latestMigrationTag(migrationsDir: string): string {
  return readMigrationJournal(migrationsDir).at(-1)?.tag ?? 'none';
}

export async function runMigrations(pool: pg.Pool, migrationsDir: string): Promise<string> {
  const client = await pool.connect();
  try {
    // An index built on a big table, or the wait for another process's migration, may outlast the pool's
    // statement timeout: a migration cut short would stop the start. RESET gives the connection back its own.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await client.query('RESET statement_timeout');
    }
  } finally {
    client.release();
  }
  return latestMigrationTag(migrationsDir);
}
