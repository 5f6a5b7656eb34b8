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

/**
 * Gives a checked-out client back to the pool as soon as its connection is lost, and makes its owner's own
 * release a no-op then. drizzle-orm (0.45) sends a transaction's BEGIN before the try/finally that releases its
 * client: a BEGIN on a connection that died while idle (the embedded PostgreSQL killed and restarted) threw, and
 * the client stayed checked out for ever — each crash took pool slots away, and pool.end() then never returned.
 */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let isReleased = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.removeListener('end', lost);
    release(error);
  };
  function lost() {
    releaseOnce(new Error('connection lost'));
  }
  client.once('end', lost);
  client.release = releaseOnce;
  return client;
}

type TConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: TConnectCallback): void;
  override connect(callback?: TConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then(releasedWhenLost);
    super.connect((error, client) => {
      const guarded = client ? releasedWhenLost(client) : undefined;
      callback(error, guarded, (release) => guarded?.release(release as Error | boolean | undefined));
    });
  }
}

export function connectDatabase(url: string, options: TPoolOptions = {}): TDatabase {
  const pool = new Pool({
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
  // Nor one in use (the server killed mid-transaction, the embedded one restarting): its query fails, the
  // request answers with that error, and the pool discards the dead client (releasedWhenLost).
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { pool, db: drizzle(pool, { schema }) };
}
