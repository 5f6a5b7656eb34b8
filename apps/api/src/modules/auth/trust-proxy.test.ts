// Design §16: behind a proxy, TRUST_PROXY makes the client's address the one the proxy saw, so each client
// has its own counters; without it every client shares the proxy's address, and one guesser limits them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { unknownEmail } from '../../../test/faults/support/registration';

const PROXY = '10.9.0.1';
const PER_ADDRESS = { max: 3, timeWindowMs: 60_000 };

/** Each context: small per-address login limits, and what TRUST_PROXY says. */
const contexts = new Map<string, TTestContext>();
beforeAll(async () => {
  for (const trustProxy of ['', '1', '10.9.0.0/24']) {
    contexts.set(
      trustProxy,
      await createTestContext({
        env: { TRUST_PROXY: trustProxy },
        app: { rateLimits: { loginFailuresPerIp: PER_ADDRESS } },
      }),
    );
  }
});
afterAll(async () => {
  for (const ctx of contexts.values()) await ctx.close();
});

/** A failed login (an address without an account) reaching the API from `remoteAddress`. */
const failedLogin = (trustProxy: string, remoteAddress: string, forwardedFor?: string) =>
  contexts.get(trustProxy)!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: unknownEmail(), password: 'Adivina#2025' },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

/** A guesser spends its per-address allowance through the proxy. */
async function spend(trustProxy: string, client: string) {
  for (let n = 0; n < PER_ADDRESS.max; n += 1) {
    expect((await failedLogin(trustProxy, PROXY, client)).statusCode).toBe(401);
  }
  expect((await failedLogin(trustProxy, PROXY, client)).statusCode).toBe(429);
}

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored, so every client behind the proxy shares one counter', async () => {
    await spend('', '198.51.100.1');
    expect((await failedLogin('', PROXY, '198.51.100.2')).statusCode).toBe(429);
  });

  it('1 (one hop): each client behind the proxy has its own counter, and cannot forge another address', async () => {
    await spend('1', '198.51.100.1');
    expect((await failedLogin('1', PROXY, '198.51.100.2')).statusCode).toBe(401);
    // The limited client writes its own X-Forwarded-For; the proxy appends the address it saw, which is the one read.
    expect((await failedLogin('1', PROXY, '203.0.113.9, 198.51.100.1')).statusCode).toBe(429);
  });

  it("an address list: only the listed proxy's X-Forwarded-For is believed", async () => {
    await spend('10.9.0.0/24', '198.51.100.1');
    expect((await failedLogin('10.9.0.0/24', PROXY, '198.51.100.2')).statusCode).toBe(401);
    // A client reaching the API directly is counted by its own address, whatever it claims to be.
    const direct = '203.0.113.50';
    for (let n = 0; n < PER_ADDRESS.max; n += 1) {
      expect((await failedLogin('10.9.0.0/24', direct, `198.51.100.${100 + n}`)).statusCode).toBe(401);
    }
    expect((await failedLogin('10.9.0.0/24', direct, '198.51.100.200')).statusCode).toBe(429);
  });
});
