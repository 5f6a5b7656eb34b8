import pg from 'pg';
import { readMigrationJournal } from '../db/migrate';

/** Every table of the app lives here; drizzle keeps its own bookkeeping in the `drizzle` schema. */
export const APP_SCHEMA = 'public';

export interface TAppTable {
  name: string;
  /** The columns COPY can write, in table order: generated ones (products.search_text) are computed again. */
  columns: string[];
}

export const qualified = (name: string) => `${pg.escapeIdentifier(APP_SCHEMA)}.${pg.escapeIdentifier(name)}`;

const NOT_FROM_AN_EXTENSION = (kind: string) => `NOT EXISTS (
  SELECT 1 FROM pg_depend d WHERE d.classid = '${kind}'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/**
 * Puts the tables in an order where each comes after the tables its foreign keys point to, so rows can be copied
 * back one table after another with the keys checked as they arrive. Ties go by name, so two backups of one
 * schema list them alike. A cycle (or a table that points to itself) has no such order: it would need the keys
 * dropped or deferred while loading, which this backup does not do — so it says so instead of failing halfway.
 */
export function orderByForeignKeys(
  names: string[],
  references: { child: string; parent: string }[],
): string[] {
  const waitingOn = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (waitingOn.has(child) && waitingOn.has(parent)) waitingOn.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0) {
      throw new Error(`Las claves foráneas de ${[...waitingOn.keys()].join(', ')} forman un ciclo.`);
    }
    for (const name of ready.sort()) {
      ordered.push(name);
      waitingOn.delete(name);
    }
    for (const parents of waitingOn.values()) for (const name of ready) parents.delete(name);
  }
  return ordered;
}

/** The app's tables (not partitions, not an extension's), parents before children. */
export async function readAppTables(client: pg.ClientBase): Promise<TAppTable[]> {
  const { rows: tables } = await client.query<TAppTable>(
    `SELECT c.relname::text AS name,
            array(SELECT a.attname::text FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                   ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND ${NOT_FROM_AN_EXTENSION('pg_class')}`,
    [APP_SCHEMA],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname::text AS child, parent.relname::text AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1`,
    [APP_SCHEMA],
  );
  const byName = new Map(tables.map((table) => [table.name, table]));
  return orderByForeignKeys([...byName.keys()], references).map((name) => byName.get(name)!);
}

export interface TSequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** The app's sequences and where they stand (seller_counter_shards, and any a later migration adds). */
export async function readAppSequences(client: pg.ClientBase): Promise<TSequenceValue[]> {
  const { rows: sequences } = await client.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' AND ${NOT_FROM_AN_EXTENSION('pg_class')}
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  const values: TSequenceValue[] = [];
  for (const { name } of sequences) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(name)}`,
    );
    values.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return values;
}

export type TAppliedMigration =
  | { kind: 'none' }
  | { kind: 'known'; tag: string; index: number }
  /** Applied by a newer Cuadre than this one: its journal does not have it. */
  | { kind: 'unknown' };

/** The last migration applied to the database, by drizzle's own record (`created_at` = the journal's `when`). */
export async function readAppliedMigration(
  client: pg.ClientBase,
  migrationsDir: string,
): Promise<TAppliedMigration> {
  const { rows: table } = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!table[0]?.exists) return { kind: 'none' };
  const { rows } = await client.query<{ created_at: string }>(
    'SELECT created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  if (!rows[0]) return { kind: 'none' };
  const journal = readMigrationJournal(migrationsDir);
  const index = journal.findIndex((entry) => String(entry.when) === rows[0]!.created_at);
  return index < 0 ? { kind: 'unknown' } : { kind: 'known', tag: journal[index]!.tag, index };
}
