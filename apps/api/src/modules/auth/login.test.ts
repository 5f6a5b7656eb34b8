import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser } from '../../../test/seed';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    // Small limits keep the 429 tests short; the defaults are in lib/rate-limits.ts.
    app: {
      rateLimits: {
        loginFailuresPerAccount: { max: 3, timeWindowMs: 60_000 },
        loginFailuresPerIp: { max: 6, timeWindowMs: 60_000 },
      },
    },
  });
});
afterAll(() => ctx.close());

let ipSequence = 0;
/** Each test logs in from its own address, so the failure counters of one test never reach another. */
function freshIp(): string {
  ipSequence += 1;
  return `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

function login(email: string, password: string, remoteAddress = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('POST /api/auth/login', () => {
  it('answers a token and the session user, with the role, for an approved and verified account', async () => {
    const { user } = await seedUser(ctx, { country: 'VE', name: 'Ana' });
    const response = await login(user.email.toUpperCase(), DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toEqual({
      id: user.id,
      email: user.email,
      name: 'Ana',
      lastname: 'Prueba',
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      role: 'USER',
      timeZone: 'America/Caracas',
    });
    // The token opens the seller's routes.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, status: 'APPROVED' });
    expect(me.json().data).not.toHaveProperty('passwordHash');
  });

  it('answers SUPER_ADMIN and ADMIN roles so the web app can send admins to /admin/dashboard', async () => {
    const superAdmin = await seedUser(ctx, { role: 'SUPER_ADMIN', country: null });
    const admin = await seedUser(ctx, { role: 'ADMIN', country: null });
    expect((await login(superAdmin.user.email, DEFAULT_PASSWORD)).json().data.user.role).toBe('SUPER_ADMIN');
    expect((await login(admin.user.email, DEFAULT_PASSWORD)).json().data.user.role).toBe('ADMIN');
  });

  it('gives an unknown e-mail and a wrong password the same 401, status and body, never a 404', async () => {
    const { user } = await seedUser(ctx);
    const wrongPassword = await login(user.email, 'Otra#Clave2025');
    const unknownEmail = await login('nadie-registrado@example.com', 'Otra#Clave2025');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: LOGIN_ERRORS[401],
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('spends similar time on an unknown e-mail and on a wrong password', async () => {
    const { user } = await seedUser(ctx);
    const timeOf = async (email: string) => {
      const started = performance.now();
      await login(email, 'Otra#Clave2025');
      return performance.now() - started;
    };
    // Interleaved, so a busy machine slows both kinds alike; medians of 9.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await timeOf(user.email));
      unknown.push(await timeOf(`nadie-mas-${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[4] as number;
    // Both run one argon2id verification, the bulk of a login's time; without the dummy check the unknown one
    // would skip it. Only the direction that leaks matters: an unknown e-mail must not answer markedly faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 4);
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED and the spec text', async () => {
    const { user } = await seedUser(ctx, { status: 'PENDING', verified: false });
    const response = await login(user.email, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: LOGIN_ERRORS[403],
    });
  });

  it('refuses a verified account waiting for approval with 403 ACCOUNT_PENDING', async () => {
    const { user } = await seedUser(ctx, { status: 'PENDING', verified: true });
    const response = await login(user.email, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_PENDING',
      message: SERVER_MESSAGES.ACCOUNT_PENDING,
    });
  });

  it('refuses a rejected account with 403 ACCOUNT_REJECTED, verified or not', async () => {
    for (const verified of [true, false]) {
      const { user } = await seedUser(ctx, { status: 'REJECTED', verified });
      const response = await login(user.email, DEFAULT_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'ACCOUNT_REJECTED',
        message: SERVER_MESSAGES.ACCOUNT_REJECTED,
      });
    }
  });

  it('reveals the account state only with the right password', async () => {
    const { user } = await seedUser(ctx, { status: 'PENDING', verified: false });
    const response = await login(user.email, 'Otra#Clave2025');
    expect(response.statusCode).toBe(401);
  });

  it('validates the body with the spec messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'no-es-correo', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([VALIDATION.emailInvalid, VALIDATION.passwordRequired]),
    );
  });

  it('answers 429 after repeated failures on one account, from that address and from every other', async () => {
    const { user } = await seedUser(ctx);
    const attacker = freshIp();
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.email, 'Mala#Clave1', attacker)).statusCode).toBe(401);
    const limited = await login(user.email, DEFAULT_PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.RATE_LIMITED,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The account is locked wherever the next attempt comes from; its owner gets a reset link
    // (account-lock.test.ts), which lifts the lock.
    expect((await login(user.email, DEFAULT_PASSWORD, freshIp())).statusCode).toBe(429);
  });

  it('limits failures per address across e-mails, and never counts successful logins', async () => {
    const { user } = await seedUser(ctx);
    const address = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await login(user.email, DEFAULT_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      expect((await login(`desconocido${i}@example.com`, 'Mala#Clave1', address)).statusCode).toBe(401);
    }
    expect((await login(user.email, DEFAULT_PASSWORD, address)).statusCode).toBe(429);
  });
});
