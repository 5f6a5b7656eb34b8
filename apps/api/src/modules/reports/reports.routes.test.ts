import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: GET /reports/members sums, per member, what they sold, took in, took back and refunded
// over whole days of the shop's zone; the owner, a manager and the accountant read it, a cashier does not.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
async function write(headers: THeaders, url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response.json().data as Record<string, unknown>;
}
const report = (headers: THeaders, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/reports/members?${query}`, headers });

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/reports/members', () => {
  it('sums each member’s sales, money taken, returns and refunds of the period, by name', async () => {
    const owner = await seedUser(ctx, { country: 'CO' });
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const accountant = await seedMember(ctx, owner, 'ACCOUNTANT');
    const product = await write(owner.headers, '/products', {
      name: 'Arepa',
      sku: 'AREPA-1',
      price: 3,
      cost: 1,
      quantity: 50,
    });
    const client = await write(owner.headers, '/clients', { name: 'Luisa Mora' });
    const sold = await write(cashier.headers, '/sales', {
      items: [{ productId: product.id, quantity: 3, price: 3 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    const credit = await write(cashier.headers, '/sales', {
      items: [{ productId: product.id, quantity: 2, price: 3 }],
      status: 'PENDING',
      clientId: client.id,
    });
    await write(owner.headers, '/payments', { saleId: credit.id, amount: 2.5, method: 'CASH' });
    await write(owner.headers, `/sales/${String(sold.id)}/returns`, {
      lines: [{ saleItemId: (sold.items as { id: string }[])[0]!.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 3 },
    });

    // Yesterday to tomorrow: whatever the zone's date is now, the day of these writes is inside.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await report(accountant.headers, `from=${day(-1)}&to=${day(1)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const byMember = answer.json().data as { memberId: string; role: string }[];
    expect(byMember).toHaveLength(2);
    expect(byMember.find((member) => member.role === 'OWNER')).toMatchObject({
      memberId: owner.user.id,
      salesCount: 0,
      sold: 0,
      collected: 2.5,
      returns: 3,
      refunds: 3,
    });
    expect(byMember.find((member) => member.role === 'CASHIER')).toMatchObject({
      salesCount: 2,
      sold: 15,
      collected: 9,
      returns: 0,
      refunds: 0,
    });

    // Without days: this month so far, which holds today.
    expect((await report(owner.headers, '')).json().data).toHaveLength(2);
    // Another period has nothing; a cashier may not read it; the range is checked in Spanish.
    expect((await report(owner.headers, 'from=2020-01-01&to=2020-01-31')).json().data).toEqual([]);
    const refused = await report(cashier.headers, `from=${today()}&to=${today()}`);
    expect(refused.statusCode).toBe(403);
    const reversed = await report(owner.headers, 'from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(VALIDATION.reportRangeOrder);
    const tooLong = await report(owner.headers, 'from=2024-01-01&to=2026-01-01');
    expect(tooLong.json().message).toBe(VALIDATION.reportRangeTooLong);
  });

  it('shows a shop nothing of another’s', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const product = await write(other.headers, '/products', {
      name: 'Pan',
      sku: 'PAN-1',
      price: 1,
      cost: 0.5,
      quantity: 5,
    });
    await write(other.headers, '/sales', {
      items: [{ productId: product.id, quantity: 1, price: 1 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    expect((await report(owner.headers, `from=${today()}&to=${today()}`)).json().data).toEqual([]);
  });
});
