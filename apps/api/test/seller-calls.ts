import { expect } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TSeededUser } from './seed';
import type { TTestContext } from './test-app';

/**
 * The calls the stock suites make as a seller: any route by its path, and a product made through the API with
 * defaults the test overrides. `ctxOf` is read on each call: the context is made in the suite's beforeAll.
 */
export function sellerCalls(ctxOf: () => TTestContext, skuPrefix: string) {
  async function call<T>(
    seller: TSeededUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: T }> {
    const response = await ctxOf().app.inject({
      method,
      url: `/api${url}`,
      headers: seller.headers,
      payload,
    });
    return { status: response.statusCode, body: response.json<T>() };
  }

  async function newProduct(
    seller: TSeededUser,
    fields: Partial<TProduct> & { name: string },
    defaults: Partial<TProduct> = {},
  ): Promise<TProduct> {
    const created = await call<{ data: TProduct }>(seller, 'POST', '/products', {
      sku: `${skuPrefix}-${Math.random().toString(36).slice(2, 9)}`,
      price: 10,
      cost: 6,
      quantity: 10,
      ...defaults,
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data;
  }

  return { call, newProduct };
}
