// Design §16: with REDIS_URL the rate-limit counters live in Redis, shared by every API process; without it,
// each process counts alone. Two apps built in one test stand for two processes; the Redis is the real one.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import type { TApp } from '../app-context';
import { latestMigrationTag } from '../db/migrate';
import { emailOutbox } from '../db/schema/system';
import { MIGRATIONS_DIR } from '../paths';
import {
  backgroundWorkDone,
  createTestContext,
  TEST_JWT_SECRET,
  type TTestContext,
} from '../../test/test-app';
import { DEFAULT_PASSWORD, seedUser } from '../../test/seed';
import { DEFAULT_RATE_LIMITS } from './rate-limits';
import { createRedisClient, createRedisCounterStore } from './redis-counter-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_ACCOUNT = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;

/** Each family of apps gets its own keys, so runs and files never share a count. */
const newPrefix = () => `cuadre-test-${randomBytes(6).toString('hex')}:`;
const prefixes: string[] = [];

/** A first app on a fresh database, and a second one on the same database: two processes of one deployment. */
async function twoProcesses(env: Record<string, string>): Promise<{ ctx: TTestContext; other: TApp }> {
  const redisKeyPrefix = newPrefix();
  prefixes.push(redisKeyPrefix);
  const ctx = await createTestContext({ env, app: { redisKeyPrefix } });
  const other = await buildApp({
    env: ctx.env,
    db: ctx.db,
    pool: ctx.pool,
    dbKind: inject('dbKind'),
    migration: latestMigrationTag(MIGRATIONS_DIR),
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    redisKeyPrefix,
  });
  await other.ready();
  return { ctx, other };
}

let shared: { ctx: TTestContext; other: TApp };
let alone: { ctx: TTestContext; other: TApp };
let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL);
  shared = await twoProcesses({ REDIS_URL });
  alone = await twoProcesses({});
});
afterAll(async () => {
  for (const { ctx, other } of [shared, alone]) {
    await other?.close();
    await ctx?.close();
  }
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});

let addressSequence = 0;
const newAddress = () => {
  addressSequence += 1;
  return `192.0.2.${addressSequence}`;
};

const login = (app: TApp, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: newAddress(),
  });

describe('rate-limit counters with REDIS_URL', () => {
  it('two processes share the login counter: the 11th failure, through the other process, is 429', async () => {
    const { ctx, other } = shared;
    const { user } = await seedUser(ctx);
    for (let n = 0; n < PER_ACCOUNT; n += 1) {
      const app = n % 2 === 0 ? ctx.app : other;
      expect((await login(app, user.email, `Adivina#${n}`)).statusCode).toBe(401);
    }
    expect((await login(other, user.email, `Adivina#${PER_ACCOUNT}`)).statusCode).toBe(429);
    expect((await login(ctx.app, user.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('parallel guesses on both processes reach the password 10 times, and the lock sends one e-mail', async () => {
    const { ctx, other } = shared;
    const { user } = await seedUser(ctx);
    const guesses = await Promise.all(
      Array.from({ length: 4 * PER_ACCOUNT }, (_, n) =>
        login(n % 2 === 0 ? ctx.app : other, user.email, `Adivina#${n}`),
      ),
    );
    const codes = guesses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(PER_ACCOUNT);
    expect(codes.filter((code) => code === 429)).toHaveLength(3 * PER_ACCOUNT);
    await backgroundWorkDone(ctx);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Bloqueamos/)]);
  });

  it('the e-mails of one recipient are counted once for both processes', async () => {
    const { ctx, other } = shared;
    const { user } = await seedUser(ctx);
    for (let n = 0; n < 6; n += 1) {
      const response = await (n % 2 === 0 ? ctx.app : other).inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
    await backgroundWorkDone(ctx);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(DEFAULT_RATE_LIMITS.mailsPerRecipient.max);
  });

  it('keeps its keys under the prefix it was given, the per-address limits of register, forgot and resend too', async () => {
    expect(await redis.keys(`${prefixes[0]}counter:login-account:*`)).not.toEqual([]);
    expect(await redis.keys(`${prefixes[0]}rate-limit:*`)).not.toEqual([]);
  });

  it('without REDIS_URL each process counts alone, as a single process always did', async () => {
    const { ctx, other } = alone;
    const { user } = await seedUser(ctx);
    for (let n = 0; n < PER_ACCOUNT; n += 1) {
      expect((await login(ctx.app, user.email, `Adivina#${n}`)).statusCode).toBe(401);
    }
    expect((await login(ctx.app, user.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
    expect((await login(other, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the Redis counter store', () => {
  it('a hold left by a process that died lapses, and a cleared counter starts a new window', async () => {
    const prefix = newPrefix();
    prefixes.push(prefix);
    const client = createRedisClient(REDIS_URL, prefix);
    try {
      const store = createRedisCounterStore(client);
      const check = { key: 'k', max: 1, windowMs: 60_000 };
      const first = await store.reserve([check]);
      expect(first.isAllowed).toBe(true);
      // The only attempt left is held: a parallel one is refused.
      expect((await store.reserve([check])).isAllowed).toBe(false);
      // Its process dies without settling: once the hold's time is up, the attempt is free again.
      const holds = `${prefix}counter:k:held`;
      await redis.zadd(holds, 0, (await redis.zrange(holds, 0, 0))[0]!);
      const again = await store.reserve([check]);
      expect(again.isAllowed).toBe(true);
      expect(await store.settle([check], again.isAllowed ? again.id : '', true)).toEqual([1]);
      const refused = await store.reserve([check]);
      expect(refused).toEqual({ isAllowed: false, retryAfterMs: expect.any(Number) });
      expect(refused.isAllowed === false && refused.retryAfterMs).toBeGreaterThan(59_000);
      await store.clear('k');
      expect((await store.reserve([check])).isAllowed).toBe(true);
    } finally {
      await client.quit();
    }
  });
});
