import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { seedUser } from '../seed';
import { registration } from '../faults/support/registration';
import { createTestContext, type TTestContext } from '../test-app';
import { createFingerprinter, type TFingerprinter } from './db-fingerprint';
import { openShop, shopTag, type TShop } from './shop-fixture';

/**
 * The 500s and English answers the hostile-input suite (`npm run test:faults`) found, kept here one by one so
 * `npm test` guards them too. docs/security.md "Hostile input" tells the story of each.
 */

type TSeller = Awaited<ReturnType<typeof seedUser>>;

let ctx: TTestContext;
let seller: TSeller;
let shop: TShop;
let fingerprint: TFingerprinter;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await seedUser(ctx);
  shop = await openShop(ctx, seller, shopTag('Regresion'));
  fingerprint = await createFingerprinter(ctx.pool);
});
afterAll(() => ctx.close());

async function expectRefused(
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object | string },
  message: string,
  status = 400,
) {
  const before = await fingerprint.take();
  const response = await ctx.app.inject({
    ...request,
    headers: {
      ...seller.headers,
      ...(typeof request.payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code: 'VALIDATION_ERROR', message });
  expect(Object.keys(response.json()).sort()).toEqual(
    response.json().errors ? ['code', 'errors', 'message', 'statusCode'] : ['code', 'message', 'statusCode'],
  );
  expect(await fingerprint.take(), 'a refused request wrote').toBe(before);
}

describe('hostile input found by the fuzzing suite', () => {
  it('refuses a NUL character in any text of a body or a query string, instead of failing in PostgreSQL', async () => {
    const product = { name: 'Harina\u0000', sku: 'NUL-1', price: 1, cost: 1, quantity: 1 };
    await expectRefused(
      { method: 'POST', url: '/api/products', payload: product },
      SERVER_MESSAGES.VALIDATION_FAILED,
    );
    // A later duplicate key wins in JSON: the NUL hides behind a first, harmless value.
    await expectRefused(
      { method: 'POST', url: '/api/clients', payload: '{"name":[[1]],"email":"a@b.co","name":"\\u0000"}' },
      SERVER_MESSAGES.VALIDATION_FAILED,
    );
    for (const url of [
      '/api/products?search=%00',
      '/api/sales?search=a%00b',
      '/api/open-accounts?search=%00',
    ]) {
      await expectRefused({ method: 'GET', url }, SERVER_MESSAGES.VALIDATION_FAILED);
    }
  });

  it('refuses a line break or another control character in a name that an e-mail prints (register, profile)', async () => {
    const phishing = 'Ana\r\nSu cuenta fue suspendida: entre en http://example.test';
    for (const [field, value] of [
      ['name', phishing],
      ['lastname', 'Pérez\u2028Soporte'],
      ['businessName', 'Bodega\tLa Esquina\u0085'],
    ] as const) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration(`ctrl-${field}-${Date.now()}@example.com`), [field]: value },
      });
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(answer.json().errors).toContain(VALIDATION.noControlCharacters);
    }
    await expectRefused(
      {
        method: 'PUT',
        url: '/api/users',
        payload: {
          name: phishing,
          email: seller.user.email,
          country: 'Venezuela',
          currency: 'VES',
          currencySymbol: 'Bs.',
        },
      },
      VALIDATION.noControlCharacters,
    );
  });

  it('refuses an expense dated outside the years 2000–2100, with or without a time (0050 was stored as 1950)', async () => {
    for (const date of [
      '0050-06-01T10:00:00Z',
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59-14:00',
      '2101-01-01T00:00:00Z',
      '9999-12-31T23:59:59-14:00',
      '0050-06-01',
    ]) {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/expenses',
          payload: { description: 'Luz', amount: 1, category: 'RENT', date },
        },
        VALIDATION.expenseDateRange,
      );
    }
    for (const date of ['2000-01-01T00:00:00+14:00', '2100-12-31T23:59:59-14:00', '2026-11-24']) {
      const edge = await ctx.app.inject({
        method: 'POST',
        url: '/api/expenses',
        headers: seller.headers,
        payload: { description: 'Luz', amount: 1, category: 'RENT', date },
      });
      expect(edge.statusCode, `${date}: ${edge.body}`).toBe(201);
    }
  });

  it('refuses a sale of nothing (every line at price 0) and a sale of 501 lines, saying what is wrong', async () => {
    for (const status of ['PAID', 'PENDING']) {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/sales',
          payload: { items: [{ name: 'Regalo', quantity: 2, price: 0 }], status, clientId: shop.ids.client },
        },
        VALIDATION.saleTotalPositive,
      );
    }
    const line = { name: 'Cargo', quantity: 1, price: 1 };
    await expectRefused(
      { method: 'POST', url: '/api/sales', payload: { items: Array.from({ length: 501 }, () => line) } },
      VALIDATION.saleTooManyLines,
    );
  });

  it('refuses a sale whose total passes its maximum, or whose cost or loss would not fit numeric(14,2)', async () => {
    const line = { name: 'Cargo', quantity: 1_000_000, price: 999_999.99 };
    await expectRefused(
      { method: 'POST', url: '/api/sales', payload: { items: [line, line] } },
      VALIDATION.saleTotalTooLarge,
    );
    const costly = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: {
        name: 'Caro',
        sku: 'CARO-1',
        price: 999_999_999_999.99,
        cost: 999_999_999_999.99,
        quantity: 5,
      },
    });
    expect(costly.statusCode, costly.body).toBe(201);
    // Nearly given away: the cost of two units, and the loss, pass the column's limit.
    await expectRefused(
      {
        method: 'POST',
        url: '/api/sales',
        payload: { items: [{ productId: costly.json().data.id, quantity: 2, price: 0.01 }] },
      },
      VALIDATION.amountTooLarge,
    );
    const stock = await ctx.pool.query('SELECT quantity FROM products WHERE id = $1', [
      costly.json().data.id,
    ]);
    expect(Number(stock.rows[0].quantity)).toBe(5);
  });

  it('answers a malformed path escape or an over-long path parameter with the Spanish envelope', async () => {
    await expectRefused(
      { method: 'PUT', url: '/api/products/%E0%A4%A', payload: {} },
      SERVER_MESSAGES.VALIDATION_FAILED,
    );
    await expectRefused(
      { method: 'PUT', url: `/api/clients/delete/${'a'.repeat(150)}` },
      SERVER_MESSAGES.VALIDATION_FAILED,
      414,
    );
    // Sanity: a well-formed id of the seller still works.
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${shop.ids.sale}/payments`,
      headers: seller.headers,
    });
    expect(ok.statusCode).toBe(200);
  });
});
