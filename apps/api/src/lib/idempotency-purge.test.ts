import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { latestMigrationTag } from '../db/migrate';
import { MIGRATIONS_DIR } from '../paths';
import { createTestContext, TEST_JWT_SECRET, type TTestContext } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { createIdempotencyKeyPurge, purgeOldIdempotencyKeys } from './idempotency-purge';

let ctx: TTestContext;
let userId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await seedUser(ctx, { email: 'ana.purge@example.com' })).user.id;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.execute(sql`DELETE FROM idempotency_keys`);
});

/** Keys claimed `daysAgo` days ago (on the database's clock), named `${prefix}-${n}`. */
async function insertKeys(prefix: string, daysAgo: number, count = 1): Promise<void> {
  await ctx.db.execute(sql`
    INSERT INTO idempotency_keys (shop_id, route, key, request_hash, status_code, response_body, created_at)
    SELECT ${userId}, 'POST /sales', ${prefix} || '-' || n, 'h', 201, '{}',
           now() - make_interval(days => ${daysAgo})
    FROM generate_series(1, ${count}) AS n`);
}

async function keysLeft(): Promise<string[]> {
  const result = await ctx.db.execute<{ key: string }>(sql`SELECT key FROM idempotency_keys ORDER BY key`);
  return result.rows.map((row) => row.key);
}

describe('the purge of old idempotency keys', () => {
  it('forgets a key 31 days old and keeps one 29 days old', async () => {
    await insertKeys('old', 31);
    await insertKeys('recent', 29);
    expect(await purgeOldIdempotencyKeys(ctx.db)).toBe(1);
    expect(await keysLeft()).toEqual(['recent-1']);
  });

  it('deletes a backlog in bounded chunks', async () => {
    await insertKeys('old', 40, 25);
    await insertKeys('recent', 1, 3);
    let chunks = 0;
    const purged = await purgeOldIdempotencyKeys(ctx.db, { chunkRows: 10, afterChunk: () => (chunks += 1) });
    expect(purged).toBe(25);
    expect(chunks).toBe(3);
    expect(await keysLeft()).toEqual(['recent-1', 'recent-2', 'recent-3']);
  });

  it('runs before the app answers its first request', async () => {
    await insertKeys('old', 31);
    await insertKeys('recent', 29);
    const app = await buildApp({
      env: ctx.env,
      db: ctx.db,
      pool: ctx.pool,
      dbKind: 'server',
      migration: latestMigrationTag(MIGRATIONS_DIR),
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
    });
    await app.ready();
    expect(await keysLeft()).toEqual(['recent-1']);
    await app.close();
  });

  it('purges again every interval until stopped', async () => {
    const purge = createIdempotencyKeyPurge({ db: ctx.db, log: ctx.app.log, intervalMs: 20 });
    await purge.start();
    await insertKeys('old', 31);
    await expect.poll(keysLeft, { timeout: 5_000 }).toEqual([]);
    await purge.stop();
    await insertKeys('late', 31);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keysLeft()).toEqual(['late-1']);
  });
});
