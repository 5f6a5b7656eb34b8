// Data a journey needs before it starts, made through the API as the seller would (no database shortcuts).
import { expect, type APIRequestContext } from '@playwright/test';
import type { TSeller } from './accounts';

/** POST through the API as the seller; fails the test with the server's answer unless it is a 201. */
export async function createViaApi<T>(
  request: APIRequestContext,
  seller: TSeller,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${seller.token}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}
