import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS } from '../config/env';
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

export interface TPoolOptions {
  max?: number;
  /** Longest wait for a connection, new or freed by another request (env DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout on every pooled connection; 0 = none (env DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

export function connectDatabase(url: string, options: TPoolOptions = {}): TDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Without it a checkout waits forever on a server that accepts but never answers, or on a pool whose
    // every connection is stuck: requests would queue without bound instead of failing.
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_DATABASE_CONNECT_TIMEOUT_MS,
    // Sent as a startup parameter, so it is the session's default: the server cancels a runaway statement
    // (SQLSTATE 57014) and frees its connection, where a client-side timer would leave it running.
    // A session may still SET its own (the migrator lifts it for the length of a migration).
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS,
  });
  // An idle client that loses its server must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
