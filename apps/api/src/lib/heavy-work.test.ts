import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedUser, type TSeededUser } from '../../test/seed';
import { seedClient } from '../../test/seed-catalog';
import { seedMember } from '../../test/seed-member';
import { sellViaApi } from '../../test/sell';

// Design §19: PDFs, statements, exports and imports draw on a share per shop. One shop's burst is answered 429 with
// Retry-After for that shop alone; another shop asking at the same moment is served.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    app: { rateLimits: { heavyWorkPerShop: { max: 12, timeWindowMs: 60_000 } } },
  });
});
afterAll(() => ctx.close());

async function shopWithClient(): Promise<{ seller: TSeededUser; clientId: string; saleId: string }> {
  const seller = await seedUser(ctx);
  const client = await seedClient(ctx, seller.user.id);
  const sale = await sellViaApi(ctx, seller, {
    items: [{ name: 'Harina', quantity: 2, price: 3.5 }],
    status: 'PENDING',
    clientId: client.id,
  });
  return { seller, clientId: client.id, saleId: sale.id };
}

const get = (seller: { headers: Record<string, string> }, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: seller.headers });

describe('each shop’s share of heavy work', () => {
  it('answers a burst of one shop 429 with Retry-After, and serves another shop meanwhile', async () => {
    const burst = await shopWithClient();
    const other = await shopWithClient();
    const [answers, othersReceipt] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () => get(burst.seller, `/clients/${burst.clientId}/statement.pdf`)),
      ),
      get(other.seller, `/sales/${other.saleId}/receipt.pdf`),
    ]);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    const served = answers.filter((answer) => answer.statusCode === 200);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeLessThanOrEqual(2);
    expect(refused.length + served.length).toBe(10);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: SERVER_MESSAGES.HEAVY_WORK_AT_ONCE,
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(othersReceipt.statusCode).toBe(200);
    expect(othersReceipt.headers['content-type']).toContain('application/pdf');
    // Once the burst is over, the shop is served again.
    expect((await get(burst.seller, `/clients/${burst.clientId}/statement.pdf`)).statusCode).toBe(200);
  });

  it('counts a shop’s heavy requests a minute: past its budget only that shop waits, told for how long', async () => {
    const busy = await shopWithClient();
    const other = await shopWithClient();
    for (let index = 0; index < 12; index += 1) {
      expect((await get(busy.seller, `/clients/${busy.clientId}/statement`)).statusCode).toBe(200);
    }
    const refused = await get(busy.seller, `/sales/${busy.saleId}/receipt.pdf`);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(SERVER_MESSAGES.HEAVY_WORK_PER_MINUTE(retryAfter));
    // Light reads are not heavy work, and another shop has its own budget.
    expect((await get(busy.seller, `/sales/${busy.saleId}/payments`)).statusCode).toBe(200);
    expect((await get(other.seller, `/sales/${other.saleId}/receipt.pdf`)).statusCode).toBe(200);
  });

  it('is the shop’s, not each member’s: a cashier’s heavy requests come out of the owner’s budget', async () => {
    const shop = await shopWithClient();
    const cashier = await seedMember(ctx, shop.seller, 'CASHIER');
    for (let index = 0; index < 12; index += 1) {
      const who = index % 2 === 0 ? shop.seller : cashier;
      expect((await get(who, `/clients/${shop.clientId}/statement`)).statusCode).toBe(200);
    }
    expect((await get(cashier, `/sales/${shop.saleId}/receipt.pdf`)).statusCode).toBe(429);
    expect((await get(shop.seller, `/sales/${shop.saleId}/receipt.pdf`)).statusCode).toBe(429);
  });
});
