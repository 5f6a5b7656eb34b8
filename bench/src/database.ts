import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../apps/api/src/db/embedded';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { MIGRATIONS_DIR } from '../../apps/api/src/paths';
import type { TBenchScale } from './scale';
import { SEED_VERSION } from './seed';

// BENCH_DATA_DIR gives a second runner (`npm run lighthouse -w bench`) its own PostgreSQL and Chromium profile, so
// it can run beside a benchmark without sharing its data directory.
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR
  ? path.resolve(process.env.BENCH_DATA_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');

export interface TBenchDatabase {
  url: string;
  kind: 'embedded' | 'server';
  pool: pg.Pool;
  stop: () => Promise<void>;
}

/**
 * The benchmark's database: DATABASE_URL's server, or an embedded PostgreSQL kept in bench/.data between runs,
 * with one database per scale and generator version (`cuadre_bench_full_v2`, `cuadre_bench_quick_v2`) so that
 * both stay seeded; databases of an older generator are dropped.
 */
export async function openBenchDatabase(scaleName: TBenchScale['name']): Promise<TBenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const databaseName = `cuadre_bench_${scaleName}_v${SEED_VERSION}`;
  const embedded = serverUrl ? null : await startEmbeddedDatabase({ dataDir: BENCH_DATA_DIR, databaseName });
  const url = serverUrl ?? embedded!.url;
  // As the superuser: databases of an older generator may belong to it, not to the app's role.
  if (embedded) await dropStaleDatabases(embedded.adminUrl, databaseName);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // The embedded server stops before idle clients notice; that is not an error worth crashing on.
  pool.on('error', () => undefined);
  await runMigrations(pool, MIGRATIONS_DIR);
  return {
    url,
    kind: serverUrl ? 'server' : 'embedded',
    pool,
    stop: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Databases of this scale seeded by an older generator (and the unversioned ones of the first generator). */
async function dropStaleDatabases(url: string, current: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const scale = current.replace(/_v\d+$/, '');
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE (datname = $1 OR datname LIKE $2 OR datname = 'cuadre_bench') AND datname <> $3`,
      [scale, `${scale}\\_v%`, current],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
