import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readMigrationJournal, runMigrations } from '../db/migrate';

/**
 * Applies the migrations up to `tag` and no further: a backup's rows fit the tables of its own migration, and
 * the later migrations then carry them forward as they carry any database. drizzle's migrator applies a whole
 * folder, so it gets a copy of the folder whose journal stops at `tag`.
 */
export async function migrateToTag(url: string, migrationsDir: string, tag: string): Promise<void> {
  const journalFile = path.join(migrationsDir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  const entries = readMigrationJournal(migrationsDir);
  const upTo = entries.findIndex((entry) => entry.tag === tag);
  if (upTo < 0) throw new Error(`No migration ${tag} in ${migrationsDir}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'cuadre-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }),
    );
    for (const entry of entries.slice(0, upTo + 1)) {
      copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await migrate(url, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** All the migrations of `migrationsDir`, as the app applies them at start. */
export async function migrate(url: string, migrationsDir: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool, migrationsDir);
  } finally {
    await pool.end();
  }
}

/**
 * Empties the database of everything the migrations made — the app's schema with its tables, functions and
 * extensions, and drizzle's record of what it applied — so a backup of an older migration can be brought back
 * into it. The database's owner may do it (a schema's owner drops what is in it). `public` comes back as
 * PostgreSQL creates it (owned by the database's owner, usable by all), in one transaction with the drop.
 */
export async function resetAppSchema(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ has_owner_role: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pg_database_owner') AS has_owner_role`,
  );
  await client.query('BEGIN');
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    // pg_database_owner is PostgreSQL 14's; before it, the schema belongs to whoever restores.
    await client.query(
      rows[0]?.has_owner_role
        ? 'CREATE SCHEMA public AUTHORIZATION pg_database_owner'
        : 'CREATE SCHEMA public',
    );
    await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
