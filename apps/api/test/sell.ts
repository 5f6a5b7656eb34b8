import { expect } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import type { TSeededUser } from './seed';
import type { TTestContext } from './test-app';

/**
 * POST /api/sales as the seller, the way the app sells (stock, accounts and payments all follow); fails the
 * test with the server's answer unless it is a 201. Answers the created sale.
 */
export async function sellViaApi(ctx: TTestContext, seller: TSeededUser, payload: object): Promise<TSale> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: seller.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as TSale;
}
