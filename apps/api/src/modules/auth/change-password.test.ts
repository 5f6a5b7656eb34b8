import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_ERRORS } from '@cuadre/shared/auth/messages';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limits';
import { createTestContext, TEST_JWT_SECRET, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser } from '../../../test/seed';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A token as login would have issued it `secondsAgo` earlier. */
function tokenIssuedAgo(sub: string, secondsAgo: number): string {
  const sign = createSigner({
    key: TEST_JWT_SECRET,
    algorithm: 'HS256',
    expiresIn: 3_600_000,
    clockTimestamp: Date.now() - secondsAgo * 1000,
  });
  return sign({ sub, role: 'USER' });
}

const change = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/change-password', () => {
  it('changes the password, answers a fresh token for this session and ends older sessions', async () => {
    const seller = await seedUser(ctx);
    const otherDevice = tokenIssuedAgo(seller.user.id, 30);
    const sameSecond = seller.token;
    expect((await me(otherDevice)).statusCode).toBe(200);

    const response = await change(seller.token, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'NuevaClave1',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ message: SERVER_MESSAGES.PASSWORD_CHANGED, token: expect.any(String) });

    expect((await me(data.token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    // Even a token issued within the same second as the change is over.
    expect((await me(sameSecond)).statusCode).toBe(401);

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: seller.user.email, password },
      });
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(401);
    const fresh = await login('NuevaClave1');
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().data.token)).statusCode).toBe(200);
  });

  it('answers 401 with the spec text when the current password is wrong, and keeps the session', async () => {
    const seller = await seedUser(ctx);
    const response = await change(seller.token, {
      currentPassword: 'Equivocada1',
      newPassword: 'NuevaClave1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'WRONG_PASSWORD',
      message: CHANGE_PASSWORD_ERRORS[401],
    });
    expect((await me(seller.token)).statusCode).toBe(200);
  });

  it('answers 400 with the spec text when the new password equals the current one', async () => {
    const seller = await seedUser(ctx, { password: 'Actual#Clave1' });
    const response = await change(seller.token, {
      currentPassword: 'Actual#Clave1',
      newPassword: 'Actual#Clave1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'SAME_PASSWORD',
      message: CHANGE_PASSWORD_ERRORS[400],
    });
  });

  it('validates the new password with the spec messages', async () => {
    const seller = await seedUser(ctx);
    const cases: [unknown, string][] = [
      [{ currentPassword: '', newPassword: 'NuevaClave1' }, VALIDATION.currentPasswordRequired],
      [{ currentPassword: DEFAULT_PASSWORD, newPassword: '' }, VALIDATION.newPasswordRequired],
      [{ currentPassword: DEFAULT_PASSWORD, newPassword: 'Ab1' }, VALIDATION.newPasswordMin],
      [{ currentPassword: DEFAULT_PASSWORD, newPassword: `Ab1${'c'.repeat(98)}` }, VALIDATION.newPasswordMax],
      [
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'sinmayusculas1' },
        VALIDATION.newPasswordComplexity,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await change(seller.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContain(message);
    }
  });

  it('answers 429 after 10 wrong current passwords, even to the right one, for that account only', async () => {
    const seller = await seedUser(ctx);
    const neighbour = await seedUser(ctx);
    for (let n = 0; n < DEFAULT_RATE_LIMITS.passwordChangeFailures.max; n += 1) {
      const wrong = await change(seller.token, {
        currentPassword: `Adivina#${n}`,
        newPassword: 'NuevaClave1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('WRONG_PASSWORD');
    }
    const limited = await change(seller.token, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'NuevaClave1',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.RATE_LIMITED,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change, and another account is not limited.
    expect((await me(seller.token)).statusCode).toBe(200);
    const other = await change(neighbour.token, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'NuevaClave1',
    });
    expect(other.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'NuevaClave1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
