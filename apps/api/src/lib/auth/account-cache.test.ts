import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser, type TSeededUser } from '../../../test/seed';
import { createAccountCache } from './account-cache';

// The guards keep accounts in memory and drop one when the users table announces a change (migration 0012).
// These tests change accounts behind the API's back (as psql or a second API process would), with the
// announcement switched off to show what the memory holds, and on to show how soon a change takes effect.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (seller: TSeededUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers });

/** Runs `change` on the users table with the announcement trigger off, as a writer that forgot it would. */
async function unannounced(change: () => Promise<unknown>): Promise<void> {
  await ctx.pool.query(`ALTER TABLE users DISABLE TRIGGER users_account_changed`);
  try {
    await change();
  } finally {
    await ctx.pool.query(`ALTER TABLE users ENABLE TRIGGER users_account_changed`);
  }
}

/** Milliseconds until the request answers `status`; fails after 2 s. */
async function msUntilStatus(
  request: () => Promise<{ statusCode: number }>,
  status: number,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 2_000) {
    if ((await request()).statusCode === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`still not ${status} after 2 s`);
}

const rejectInSql = (seller: TSeededUser) =>
  ctx.pool.query(`UPDATE users SET status = 'REJECTED' WHERE id = $1`, [seller.user.id]);

async function listenerPid(): Promise<number | undefined> {
  const { rows } = await ctx.pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN account_changed'`,
  );
  return rows[0]?.pid;
}

describe('the accounts the guards keep in memory', () => {
  it('answers a signed-in request from memory: a change nobody announces is not seen', async () => {
    const seller = await seedUser(ctx);
    expect((await me(seller)).statusCode).toBe(200);
    await unannounced(() => rejectInSql(seller));
    expect((await me(seller)).statusCode).toBe(200);
  });

  it('refuses a rejected account within milliseconds of the change committing, whoever wrote it', async () => {
    const seller = await seedUser(ctx);
    expect((await me(seller)).statusCode).toBe(200);
    await rejectInSql(seller);
    expect(await msUntilStatus(() => me(seller), 403)).toBeLessThan(500);
  });

  it('ends the sessions of an account whose password another writer changed', async () => {
    const seller = await seedUser(ctx);
    expect((await me(seller)).statusCode).toBe(200);
    await ctx.pool.query(`UPDATE users SET password_changed_at = now() + interval '1 second' WHERE id = $1`, [
      seller.user.id,
    ]);
    expect(await msUntilStatus(() => me(seller), 401)).toBeLessThan(500);
  });

  it('ends the old sessions on the very next request after a password change here, announced or not', async () => {
    const seller = await seedUser(ctx);
    expect((await me(seller)).statusCode).toBe(200);
    await unannounced(async () => {
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: seller.headers,
        payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'NuevaClave1' },
      });
      expect(changed.statusCode).toBe(200);
    });
    expect((await me(seller)).statusCode).toBe(401);
  });

  it('refuses a suspended account within milliseconds of a suspension another process wrote', async () => {
    const seller = await seedUser(ctx);
    expect((await me(seller)).statusCode).toBe(200);
    await ctx.pool.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [seller.user.id]);
    expect(await msUntilStatus(() => me(seller), 401)).toBeLessThan(500);
    await ctx.pool.query(`UPDATE users SET suspended_at = NULL WHERE id = $1`, [seller.user.id]);
    expect(await msUntilStatus(() => me(seller), 200)).toBeLessThan(500);
  });

  it('ends the sessions of an account suspended here on the very next request, announced or not', async () => {
    const seller = await seedUser(ctx);
    const admin = await seedUser(ctx, { role: 'ADMIN', country: null });
    expect((await me(seller)).statusCode).toBe(200);
    await unannounced(async () => {
      const suspended = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${seller.user.id}/suspend`,
        headers: admin.headers,
      });
      expect(suspended.statusCode).toBe(200);
    });
    expect((await me(seller)).statusCode).toBe(401);
  });

  it('keeps nothing while its listener is lost, and keeps again once it listens', async () => {
    const seller = await seedUser(ctx);
    expect((await me(seller)).statusCode).toBe(200);
    await unannounced(() => rejectInSql(seller));
    expect((await me(seller)).statusCode).toBe(200);

    const lost = await listenerPid();
    expect(lost).toBeDefined();
    await ctx.pool.query(`SELECT pg_terminate_backend($1)`, [lost]);
    // The unannounced rejection is seen as soon as the loss is noticed: what was kept is gone.
    expect(await msUntilStatus(() => me(seller), 403)).toBeLessThan(1_000);

    await expect.poll(listenerPid, { timeout: 5_000, interval: 50 }).not.toBe(lost);
    await expect.poll(listenerPid, { timeout: 5_000, interval: 50 }).toBeDefined();
    const other = await seedUser(ctx);
    expect((await me(other)).statusCode).toBe(200);
    await unannounced(() => rejectInSql(other));
    expect((await me(other)).statusCode).toBe(200);
  });

  it('does not keep an account read while a change to it was announced', async () => {
    const cache = createAccountCache<{ name: string }>({ pool: ctx.pool, log: ctx.app.log });
    await cache.start();
    try {
      let loads = 0;
      let release = () => undefined as void;
      const slowLoad = async () => {
        loads += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { name: 'antes' };
      };
      const reading = cache.read(['a'], slowLoad);
      cache.forget('a');
      release();
      expect(await reading).toEqual({ name: 'antes' });

      const fresh = async () => {
        loads += 1;
        return { name: 'después' };
      };
      expect(await cache.read(['a'], fresh)).toEqual({ name: 'después' });
      expect(await cache.read(['a'], fresh)).toEqual({ name: 'después' });
      expect(loads).toBe(2);
    } finally {
      await cache.stop();
    }
  });

  it('drops what it read for an account in a shop when a change to either is announced, and keeps the rest', async () => {
    const cache = createAccountCache<{ name: string }>({ pool: ctx.pool, log: ctx.app.log });
    await cache.start();
    try {
      let loads = 0;
      const load = (name: string) => async () => {
        loads += 1;
        return { name };
      };
      await cache.read(['ana', 'bodega'], load('Ana en la bodega'));
      await cache.read(['ana', 'kiosco'], load('Ana en el kiosco'));
      await cache.read(['luis', 'bodega'], load('Luis en la bodega'));
      expect(loads).toBe(3);
      cache.forget('bodega');
      expect(await cache.read(['ana', 'kiosco'], load('otra'))).toEqual({ name: 'Ana en el kiosco' });
      expect(loads).toBe(3);
      expect(await cache.read(['ana', 'bodega'], load('Ana, de nuevo'))).toEqual({ name: 'Ana, de nuevo' });
      expect(await cache.read(['luis', 'bodega'], load('Luis, de nuevo'))).toEqual({
        name: 'Luis, de nuevo',
      });
      expect(loads).toBe(5);
      cache.forget('ana');
      expect(await cache.read(['ana', 'kiosco'], load('Ana, otra vez'))).toEqual({ name: 'Ana, otra vez' });
    } finally {
      await cache.stop();
    }
  });
});
