import type pg from 'pg';
import { buildApp } from '../src/app';
import type { TApp } from '../src/app-context';
import { parseEnv } from '../src/config/env';
import { connectDatabase, type TPoolOptions } from '../src/db/client';
import { findFreePort } from '../src/db/free-port';
import { TEST_JWT_SECRET } from './test-app';

export interface TAppOnPool {
  app: TApp;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * An app on a pool of its own making, for what createTestContext's pool cannot show: a database where nothing
 * listens, or a pool of one connection. No database is created or migrated; the app starts regardless (its
 * background listeners retry quietly), as server.ts's would after the database went away.
 */
export async function appOnPool(url: string, poolOptions: TPoolOptions): Promise<TAppOnPool> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
  const { pool, db } = connectDatabase(url, poolOptions);
  const app = await buildApp({
    env,
    db,
    pool,
    dbKind: 'server',
    migration: 'test',
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
  });
  await app.ready();
  return {
    app,
    pool,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/** A port on this machine where nothing listens (found free, then left closed). */
export function closedPort(): Promise<number> {
  return findFreePort();
}
