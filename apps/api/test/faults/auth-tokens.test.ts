// ASVS 5.0 V6 and V11: e-mailed tokens are single-use and expire, a password change ends what came
// before it, and passwords are stored with argon2id at OWASP's minimum cost or above.
import { and, desc, eq, like } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { emailOutbox } from '../../src/db/schema/system';
import { authTokens, users } from '../../src/db/schema/users';
import { createTestContext, TEST_JWT_SECRET, type TTestContext } from '../test-app';
import { DEFAULT_PASSWORD, seedUser } from '../seed';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

let sequence = 0;
const newEmail = () => `token-${(sequence += 1)}-${Date.now()}@example.com`;

function registration(email: string, password = 'Segura#2025') {
  return {
    name: 'Rosa',
    lastname: 'Díaz',
    email,
    password,
    country: { name: 'Colombia', code: 'CO', currency: 'Peso', currencyCode: 'COP', currencySymbol: '$' },
    acceptTerms: true,
  };
}

/**
 * The token of the newest e-mail to `email` linking to `pathname`, read from the outbox (the e-mail exactly
 * as it will be sent). Waits for it: forgot-password queues its e-mail after answering.
 */
async function mailedToken(email: string, pathname: string, notOneOf: string[] = []): Promise<string> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const rows = await ctx.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.textBody, `%${pathname}?token=%`)))
      .orderBy(desc(emailOutbox.createdAt));
    for (const { text } of rows) {
      const token = new RegExp(`${pathname}\\?token=([\\w-]+)`).exec(text)?.[1];
      if (token && !notOneOf.includes(token)) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${pathname} e-mail to ${email}`);
}

/** Moves every live token of a user into the past, as the clock would after its lifetime. */
async function expireTokens(userId: string) {
  await ctx.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(authTokens.userId, userId));
}

async function userByEmail(email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe('e-mail verification tokens', () => {
  it('are single-use: a second click, even at the same moment, is refused', async () => {
    const email = newEmail();
    expect((await post('/api/auth/register', registration(email))).statusCode).toBe(201);
    const token = await mailedToken(email, '/verify-email');
    const clicks = await Promise.all([1, 2, 3].map(() => post('/api/auth/verify-email', { token })));
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await userByEmail(email)).emailVerifiedAt).toBeInstanceOf(Date);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: SERVER_MESSAGES.INVALID_VERIFICATION_TOKEN,
    });
  });

  it('expire: accepted up to 24 h, refused once expires_at has passed', async () => {
    const early = newEmail();
    await post('/api/auth/register', registration(early));
    const earlyToken = await mailedToken(early, '/verify-email');
    ctx.clock.offsetMs = 24 * 60 * 60 * 1000 - 60_000;
    try {
      expect((await post('/api/auth/verify-email', { token: earlyToken })).statusCode).toBe(200);
    } finally {
      ctx.clock.offsetMs = 0;
    }

    const late = newEmail();
    await post('/api/auth/register', registration(late));
    const lateToken = await mailedToken(late, '/verify-email');
    await expireTokens((await userByEmail(late)).id);
    expect((await post('/api/auth/verify-email', { token: lateToken })).statusCode).toBe(400);
    expect((await userByEmail(late)).emailVerifiedAt).toBeNull();
  });
});

describe('password reset tokens', () => {
  it('are single-use: of two resets racing with one link, one wins and its password is the one set', async () => {
    const seller = await seedUser(ctx);
    await post('/api/auth/forgot-password', { email: seller.user.email });
    const token = await mailedToken(seller.user.email, '/reset-password');
    const passwords = ['Primera#111', 'Segunda#222'];
    const resets = await Promise.all(
      passwords.map((password) => post('/api/auth/reset-password', { token, password })),
    );
    const codes = resets.map((reset) => reset.statusCode);
    expect([...codes].sort()).toEqual([200, 400]);
    const winner = passwords[codes.indexOf(200)]!;
    const loser = passwords[codes.indexOf(400)]!;
    expect((await login(seller.user.email, winner)).statusCode).toBe(200);
    expect((await login(seller.user.email, loser)).statusCode).toBe(401);
    expect((await post('/api/auth/reset-password', { token, password: 'Tercera#333' })).statusCode).toBe(400);
  });

  it('expire: refused once expires_at has passed, and the password stays as it was', async () => {
    const seller = await seedUser(ctx);
    await post('/api/auth/forgot-password', { email: seller.user.email });
    const token = await mailedToken(seller.user.email, '/reset-password');
    await expireTokens(seller.user.id);
    const expired = await post('/api/auth/reset-password', { token, password: 'NuevaClave99' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    expect((await login(seller.user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await login(seller.user.email, 'NuevaClave99')).statusCode).toBe(401);
  });
});

/** A session token as login would have issued it `secondsAgo` earlier. */
function sessionIssuedAgo(sub: string, secondsAgo: number): string {
  const sign = createSigner({
    key: TEST_JWT_SECRET,
    algorithm: 'HS256',
    expiresIn: 3_600_000,
    clockTimestamp: Date.now() - secondsAgo * 1000,
  });
  return sign({ sub, role: 'USER' });
}

describe('a password change invalidates older tokens', () => {
  it('change-password: older sessions and an unused reset link stop working; the new token works', async () => {
    const seller = await seedUser(ctx);
    const otherDevice = sessionIssuedAgo(seller.user.id, 60);
    await post('/api/auth/forgot-password', { email: seller.user.email });
    const resetLink = await mailedToken(seller.user.email, '/reset-password');

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'Cambiada#2025' },
      seller.headers,
    );
    expect(changed.statusCode).toBe(200);
    const fresh: string = changed.json().data.token;

    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(seller.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    // A reset link asked for before the change would otherwise undo it behind the owner's back.
    const stale = await post('/api/auth/reset-password', { token: resetLink, password: 'Intrusa#2025' });
    expect(stale.statusCode).toBe(400);
    expect((await login(seller.user.email, 'Cambiada#2025')).statusCode).toBe(200);
    expect((await login(seller.user.email, 'Intrusa#2025')).statusCode).toBe(401);
  });

  it('reset-password: older sessions stop working; a login with the new password gives a working token', async () => {
    const seller = await seedUser(ctx);
    const otherDevice = sessionIssuedAgo(seller.user.id, 60);
    await post('/api/auth/forgot-password', { email: seller.user.email });
    const token = await mailedToken(seller.user.email, '/reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'Repuesta#2025' })).statusCode).toBe(
      200,
    );
    expect((await me(seller.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const fresh = await login(seller.user.email, 'Repuesta#2025');
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().data.token)).statusCode).toBe(200);
  });
});

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → its algorithm and cost parameters. */
function argon2Parameters(hash: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  if (!match) throw new Error(`not an argon2 PHC string: ${hash.slice(0, 30)}`);
  const [, algorithm, version, m, t, p] = match;
  return {
    algorithm,
    version: Number(version),
    memoryKiB: Number(m),
    iterations: Number(t),
    lanes: Number(p),
  };
}

describe('password storage', () => {
  it('hashes with argon2id, m ≥ 19 MiB, t ≥ 2, on registration, reset and change', async () => {
    const registered = newEmail();
    await post('/api/auth/register', registration(registered));

    const reset = await seedUser(ctx);
    await post('/api/auth/forgot-password', { email: reset.user.email });
    const token = await mailedToken(reset.user.email, '/reset-password');
    await post('/api/auth/reset-password', { token, password: 'Repuesta#2025' });

    const changed = await seedUser(ctx);
    await post(
      '/api/auth/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'Cambiada#2025' },
      changed.headers,
    );

    const hashes = [
      (await userByEmail(registered)).passwordHash,
      (await userByEmail(reset.user.email)).passwordHash,
      (await userByEmail(changed.user.email)).passwordHash,
    ];
    expect(hashes).not.toContain(reset.user.passwordHash);
    expect(new Set(hashes).size).toBe(3);
    for (const hash of hashes) {
      const parameters = argon2Parameters(hash);
      expect(parameters).toMatchObject({ algorithm: 'argon2id', version: 19 });
      expect(parameters.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
      expect(parameters.iterations).toBeGreaterThanOrEqual(2);
      expect(parameters.lanes).toBeGreaterThanOrEqual(1);
    }
    console.info(`[argon2] stored parameters: ${JSON.stringify(argon2Parameters(hashes[0]!))}`);
  });
});
