import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';

const LIMIT = { max: 2, timeWindowMs: 60_000 };
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    app: { rateLimits: { register: LIMIT, forgotPassword: LIMIT, resendVerification: LIMIT } },
  });
});
afterAll(() => ctx.close());

const registration = (n: number) => ({
  name: 'Luis',
  lastname: 'Rojas',
  email: `limite${n}-${Date.now()}@example.com`,
  password: 'Segura#2025',
  country: {
    name: 'Colombia',
    code: 'CO',
    currency: 'Peso colombiano',
    currencyCode: 'COP',
    currencySymbol: '$',
  },
  acceptTerms: true,
});

describe('rate limits of the unauthenticated auth calls', () => {
  const cases = [
    ['/api/auth/register', (n: number) => registration(n), 201],
    ['/api/auth/forgot-password', (n: number) => ({ email: `olvido${n}@example.com` }), 200],
    ['/api/auth/resend-verification', (n: number) => ({ email: `reenvio${n}@example.com` }), 200],
  ] as const;

  it.each(cases)('%s answers 429 in Spanish past the limit, per address', async (url, body, okStatus) => {
    const attacker = '203.0.113.7';
    for (let n = 0; n < LIMIT.max; n += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: body(n),
        remoteAddress: attacker,
      });
      expect(response.statusCode).toBe(okStatus);
    }
    const limited = await ctx.app.inject({ method: 'POST', url, payload: body(99), remoteAddress: attacker });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.RATE_LIMITED,
    });
    expect(limited.headers['retry-after']).toBeDefined();

    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url,
      payload: body(100),
      remoteAddress: '198.51.100.9',
    });
    expect(elsewhere.statusCode).toBe(okStatus);
  });
});
