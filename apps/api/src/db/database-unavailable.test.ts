import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { seedUser, testTokens } from '../../test/seed';
import { appOnPool, closedPort } from '../../test/app-on-pool';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/error-handler';

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const UNAVAILABLE = { statusCode: 503, code: 'BUSY', message: SERVER_MESSAGES.UNAVAILABLE };

let ctx: TTestContext;
beforeAll(async () => {
  // Statements of this app are cancelled after 300 ms (env DATABASE_STATEMENT_TIMEOUT_MS).
  ctx = await createTestContext({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
});
afterAll(() => ctx.close());

describe('a database that cannot answer is a 503 with Retry-After (design §16)', () => {
  it('answers at once when nothing listens where the database should be', async () => {
    // The connect timeout is long: a refused connection must not wait for it.
    const down = await appOnPool(`postgres://cuadre@127.0.0.1:${await closedPort()}/cuadre`, {
      connectTimeoutMs: 10_000,
    });
    try {
      const someone = testTokens.sign({
        sub: '0190a5e4-0000-7000-8000-000000000001',
        role: 'USER',
        shop: '0190a5e4-0000-7000-8000-000000000001',
      });
      const calls = [
        { method: 'GET' as const, url: '/api/health' },
        { method: 'GET' as const, url: '/api/products', headers: { authorization: `Bearer ${someone}` } },
        {
          method: 'POST' as const,
          url: '/api/auth/login',
          payload: { email: 'ana@example.com', password: 'Secreta#2025' },
        },
      ];
      for (const call of calls) {
        const { result: response, ms } = await timed(() => down.app.inject(call));
        expect(response.statusCode, call.url).toBe(503);
        expect(response.json(), call.url).toEqual(UNAVAILABLE);
        expect(response.headers['retry-after'], call.url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        // "At once": far below the 10 s connect timeout (a generous bound for a busy machine).
        expect(ms, call.url).toBeLessThan(3_000);
      }
    } finally {
      await down.close();
    }
  });

  it('answers a statement cancelled by the statement timeout (57014), and serves again once it can', async () => {
    const seller = await seedUser(ctx);
    const blocker = new pg.Client({ connectionString: ctx.databaseUrl });
    await blocker.connect();
    try {
      // Another session holds the products table: the list waits on it until PostgreSQL cancels the statement.
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      const { result: response, ms } = await timed(() =>
        ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(ms).toBeLessThan(5_000);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const after = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    expect(after.statusCode).toBe(200);
  });

  it('answers when every pooled connection is taken past the connect timeout', async () => {
    const busy = await appOnPool(ctx.databaseUrl, { max: 1, connectTimeoutMs: 200 });
    const held = await busy.pool.connect();
    try {
      const response = await busy.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    } finally {
      held.release();
    }
    expect((await busy.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await busy.close();
  });
});
