import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TBuildAppOptions } from '../src/app';
import type { TApp } from '../src/app-context';
import { parseEnv, type TEnv } from '../src/config/env';
import { connectDatabase, type TDatabase } from '../src/db/client';
import { latestMigrationTag } from '../src/db/migrate';
import { MIGRATIONS_DIR } from '../src/paths';
import { withDatabase } from '../src/db/one-client';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TTestContext extends TDatabase {
  app: TApp;
  env: TEnv;
  databaseUrl: string;
  /** Shifts the app's clock ("today", "this month", token lifetimes) by offsetMs. */
  clock: { offsetMs: number };
  close: () => Promise<void>;
}

/** Moves the app's "now" to an instant (tokens keep the real clock); `ctx.clock.offsetMs = 0` undoes it. */
export function setAppNow(ctx: Pick<TTestContext, 'clock'>, iso: string): void {
  ctx.clock.offsetMs = new Date(iso).getTime() - Date.now();
}

/** A fresh database cloned from the migrated template, and an app built on it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('dbServerUrl');
  const template = inject('dbTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestContext(
  overrides: { env?: Record<string, string>; app?: Partial<TBuildAppOptions> } = {},
): Promise<TTestContext> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://cuadre.test',
    DATA_DIR: '.tmp/test-data',
    // The files these tests send are read at the normal priority (config/env.ts says why).
    IMPORT_READER_NICENESS: '0',
    ...overrides.env,
  });
  const { pool, db } = connectDatabase(database.url, {
    max: 20,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const clock = { offsetMs: 0 };
  const app = await buildApp({
    env,
    db,
    pool,
    dbKind: inject('dbKind'),
    migration: latestMigrationTag(MIGRATIONS_DIR),
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    now: () => new Date(Date.now() + clock.offsetMs),
    ...overrides.app,
  });
  await app.ready();
  return {
    app,
    env,
    pool,
    db,
    clock,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await pool.end();
      await database.drop();
    },
  };
}

/**
 * Resolves once the app's database pool is idle: register, forgot-password and resend-verification go on
 * working just after they answer (modules/auth/detached-tasks.ts), and a test that compares the database
 * before and after a request, or counts statements, must wait for that work.
 */
export async function backgroundWorkDone(ctx: Pick<TTestContext, 'pool'>): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (ctx.pool.totalCount === ctx.pool.idleCount && ctx.pool.waitingCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const UNLIMITED = { max: 1_000_000_000, timeWindowMs: 60_000 };
/**
 * The auth routes' rate limits lifted, for suites that send many requests from one address: the limits are
 * proven by their own tests, and here they would only turn later requests into 429s.
 */
export const NO_AUTH_RATE_LIMITS = {
  loginFailuresPerAccount: UNLIMITED,
  loginFailuresPerIp: UNLIMITED,
  passwordChangeFailures: UNLIMITED,
  mailsPerRecipient: UNLIMITED,
  register: UNLIMITED,
  forgotPassword: UNLIMITED,
  resendVerification: UNLIMITED,
  // The suites that send a thousand requests to one route test what each answer says, not each shop's share of
  // heavy work (lib/heavy-work.test.ts does).
  heavyWorkPerShop: UNLIMITED,
};
