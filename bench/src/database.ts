import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../apps/api/src/db/embedded';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { MIGRATIONS_DIR } from '../../apps/api/src/paths';

export const BENCH_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');

export interface TBenchDatabase {
  url: string;
  kind: 'embedded' | 'server';
  pool: pg.Pool;
  stop: () => Promise<void>;
}

/** The benchmark's database: DATABASE_URL's server, or an embedded PostgreSQL kept in bench/.data between runs. */
export async function openBenchDatabase(): Promise<TBenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const embedded = serverUrl
    ? null
    : await startEmbeddedDatabase({ dataDir: BENCH_DATA_DIR, databaseName: 'cuadre_bench' });
  const url = serverUrl ?? embedded!.url;
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
