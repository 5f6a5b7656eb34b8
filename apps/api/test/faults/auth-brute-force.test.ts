// ASVS 5.0 V6 (anti-automation): password guessing is throttled per address and per account (design §16), and
// the owner is never stuck: a locked account is e-mailed a reset link, and a limited address locks nobody.
// Runs on the default limits of lib/rate-limits.ts (10 failures per account from all addresses, 100 per address).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { mailLinks } from '@cuadre/shared/testing/mail-text';
import { emailOutbox } from '../../src/db/schema/system';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limits';
import { backgroundWorkDone, createTestContext, type TTestContext } from '../test-app';
import { DEFAULT_PASSWORD, seedUser } from '../seed';

const ATTEMPTS = 1_000;
const BATCH = 50;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** ATTEMPTS logins from one address, BATCH at a time in parallel as a scripted attacker would send them. */
async function attack(guess: (n: number) => { email: string; password: string }) {
  const codes = new Map<number, number>();
  for (let sent = 0; sent < ATTEMPTS; sent += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => {
        const { email, password } = guess(sent + i);
        return login(email, password, ATTACKER);
      }),
    );
    for (const response of batch) codes.set(response.statusCode, (codes.get(response.statusCode) ?? 0) + 1);
  }
  return codes;
}

describe('a brute force of 1,000 logins from one address', () => {
  it('on one account: 429 after the per-account limit, for the owner too, who gets in through the e-mailed reset link', async () => {
    const { user } = await seedUser(ctx);
    const codes = await attack((n) => ({ email: user.email, password: `Adivina#${n}` }));
    console.info(`[brute-force] one account: ${JSON.stringify(Object.fromEntries(codes))}`);
    // Only the allowed failures ever reached the password check; everything else was turned away.
    expect(codes.get(401)).toBe(DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max);
    expect(codes.get(429)).toBe(ATTEMPTS - DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max);

    // Even the right password is refused from the attacker's address while the block lasts…
    const blocked = await login(user.email, DEFAULT_PASSWORD, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.RATE_LIMITED,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // …and from the owner's own address: the account is locked…
    expect((await login(user.email, DEFAULT_PASSWORD, OWNER)).statusCode).toBe(429);
    // …so its owner got one e-mail with a reset link, whose reset lifts the lock.
    await backgroundWorkDone(ctx);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(1);
    const link = mailLinks(mails[0]!.textBody).find((url) => url.pathname === '/reset-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link?.searchParams.get('token'), password: 'Nueva#Clave2025' },
      remoteAddress: OWNER,
    });
    expect(reset.statusCode).toBe(200);
    const owner = await login(user.email, 'Nueva#Clave2025', OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.id).toBe(user.id);
  });

  it('across many accounts (credential stuffing): 429 after the per-address limit, and no victim is locked', async () => {
    // Enough victims that each is tried only a few times: ten failures would lock one (its owner then resets).
    const victims = await Promise.all(Array.from({ length: 25 }, () => seedUser(ctx)));
    const attacker = '203.0.113.67';
    const codes = new Map<number, number>();
    for (let sent = 0; sent < ATTEMPTS; sent += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: BATCH }, (_, i) => {
          const n = sent + i;
          // Half on real addresses, half on made-up ones, each e-mail tried only a few times.
          const email = n % 2 ? victims[n % victims.length]!.user.email : `lista-${n}@example.com`;
          return login(email, `Filtrada#${n}`, attacker);
        }),
      );
      for (const r of batch) codes.set(r.statusCode, (codes.get(r.statusCode) ?? 0) + 1);
    }
    console.info(`[brute-force] many accounts: ${JSON.stringify(Object.fromEntries(codes))}`);
    // Every made-up address is tried once, so only the per-address limit can stop them: exactly at it.
    expect(codes.get(401)).toBe(DEFAULT_RATE_LIMITS.loginFailuresPerIp.max);
    expect(codes.get(429)).toBe(ATTEMPTS - DEFAULT_RATE_LIMITS.loginFailuresPerIp.max);
    for (const victim of victims) {
      expect((await login(victim.user.email, DEFAULT_PASSWORD, OWNER)).statusCode).toBe(200);
    }
  });
});
