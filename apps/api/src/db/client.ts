import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type TDb = NodePgDatabase<typeof schema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

export interface TDatabase {
  pool: pg.Pool;
  db: TDb;
}

// numeric and bigint arrive as strings by default; counts (int8) are safe as numbers at shop scale.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(url: string, options: { max?: number } = {}): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its server must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
