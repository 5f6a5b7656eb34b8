// Design §16: with REDIS_URL the limits are counted in Redis. If that Redis goes away, a limited call can
// neither be counted nor let through uncounted: it answers 503 with Retry-After, the answer a load balancer and
// the web app retry on, and works again once Redis is back. A Redis of this test's own, so it can be stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findListenPort } from '../../test/listen-port';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { DEFAULT_PASSWORD, seedUser } from '../../test/seed';

async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let tries = 0; tries < 50; tries += 1) {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      return server;
    } catch {
      await sleep(100);
    } finally {
      probe.disconnect();
    }
  }
  throw new Error('redis-server did not start');
}

const stopRedis = async (server: ChildProcess) => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
};

describe('REDIS_URL whose Redis goes away', () => {
  let ctx: TTestContext;
  let port: number;
  let redis: ChildProcess;
  let email: string;

  beforeAll(async () => {
    port = await findListenPort();
    redis = await startRedis(port);
    ctx = await createTestContext({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    email = (await seedUser(ctx)).user.email;
  });
  afterAll(async () => {
    if (redis.exitCode === null && redis.signalCode === null) await stopRedis(redis);
    await ctx?.close();
  });

  const login = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEFAULT_PASSWORD },
    });
  const forgot = () =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('answers the limited calls 503 with Retry-After while it is down, and serves them again once it is back', async () => {
    expect((await login()).statusCode).toBe(200);

    await stopRedis(redis);
    for (const answer of [await login(), await forgot()]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.json()).toMatchObject({ statusCode: 503, message: SERVER_MESSAGES.UNAVAILABLE });
    }

    redis = await startRedis(port);
    let answer = await login();
    for (let tries = 0; tries < 50 && answer.statusCode !== 200; tries += 1) {
      await sleep(100);
      answer = await login();
    }
    expect(answer.statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
  });
});
