import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';

// RFC 9110 §11.1: the authentication scheme is case-insensitive. Some HTTP clients and proxies send "bearer".
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the Authorization header', () => {
  it.each(['Bearer', 'bearer', 'BEARER'])('accepts the %s scheme', async (scheme) => {
    const seller = await seedUser(ctx);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: `${scheme} ${seller.token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses another scheme or a token with spaces inside', async () => {
    const seller = await seedUser(ctx);
    for (const authorization of [
      `Token ${seller.token}`,
      `Bearer ${seller.token} extra`,
      `Bearer${seller.token}`,
    ]) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { authorization },
      });
      expect(answer.statusCode, authorization).toBe(401);
    }
  });
});
