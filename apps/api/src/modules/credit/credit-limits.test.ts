import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { createTestContext, setAppNow, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { seedClient, seedProduct } from '../../../test/seed-catalog';

// Decision record 030: a client's credit limit holds for everyone who sells; going over it takes an approval on
// the spot (a manager's PIN for a cashier, their own PIN for the owner or a manager); a credit sale falls due.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** A credit sale of `total` dollars with `paidNow` paid at once (the unpaid part is what counts). */
const creditSale = (productId: string, clientId: string, total: number, paidNow = 0, extra: object = {}) => ({
  items: [{ productId, quantity: 1, price: total }],
  status: 'PENDING',
  clientId,
  ...(paidNow > 0 ? { initialPaymentAmount: paidNow } : {}),
  ...extra,
});

async function shop() {
  const owner = await seedUser(ctx);
  const product = await seedProduct(ctx, owner.user.id, { price: 10, cost: 5, quantity: 1000 });
  const client = await seedClient(ctx, owner.user.id, { name: 'Carmen Rojas', phone: '0414-1234567' });
  return { owner, product, client };
}

async function setLimit(owner: TSeededUser, clientId: string, creditLimit: number | null) {
  const response = await call(owner.headers, 'PUT', `/clients/${clientId}`, {
    name: 'Carmen Rojas',
    email: 'carmen@example.com',
    creditLimit,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { creditLimit: number | null };
}

const sell = (headers: THeaders, body: object, approval?: string) =>
  call({ ...headers, ...(approval ? { 'x-approval': approval } : {}) }, 'POST', '/sales', body);

describe('credit limits', () => {
  it('refuses a credit sale past the limit with 409, for the owner too, and lets it through with their own PIN', async () => {
    const { owner, product, client } = await shop();
    expect((await setLimit(owner, client.id, 50)).creditLimit).toBe(50);

    const within = await sell(owner.headers, creditSale(product.id, client.id, 30));
    expect(within.statusCode, within.body).toBe(201);
    const over = await sell(owner.headers, creditSale(product.id, client.id, 20.01));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CREDIT_LIMIT_EXCEEDED',
      message: CREDIT_MESSAGES.limitExceeded('Carmen Rojas', 20),
    });
    expect(over.headers['x-approval-action']).toBe('credit.overLimit');
    // Exactly what is left is still within it.
    const exact = await sell(owner.headers, creditSale(product.id, client.id, 20));
    expect(exact.statusCode, exact.body).toBe(201);

    // The owner approves with a PIN of their own.
    const pin = await call(owner.headers, 'PUT', `/shop/members/${owner.user.id}/pin`, { pin: '2468' });
    expect(pin.statusCode, pin.body).toBe(200);
    const approved = await call(owner.headers, 'POST', '/approvals', {
      action: 'credit.overLimit',
      memberId: owner.user.id,
      pin: '2468',
    });
    expect(approved.statusCode, approved.body).toBe(201);
    const approval = approved.json().data.approval as string;
    const let_ = await sell(owner.headers, creditSale(product.id, client.id, 5), approval);
    expect(let_.statusCode, let_.body).toBe(201);
    // Spent: the next one over the limit is refused again.
    expect((await sell(owner.headers, creditSale(product.id, client.id, 5), approval)).statusCode).toBe(409);

    const credit = await call(owner.headers, 'GET', `/clients/${client.id}/credit`);
    expect(credit.json().data).toMatchObject({ owed: 55, creditLimit: 50, ownLimit: true, available: 0 });
  });

  it('counts only the unpaid part of a split sale, and a cashier goes over with a manager’s PIN', async () => {
    const { owner, product, client } = await shop();
    await setLimit(owner, client.id, 50);
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const manager = await call(owner.headers, 'POST', '/shop/members', {
      name: 'Luis Encargado',
      role: 'MANAGER',
      pin: '5555',
    });
    const managerId = manager.json().data.id as string;

    // $80 with $40 paid now leaves $40 on credit: within $50.
    const split = await sell(cashier.headers, creditSale(product.id, client.id, 80, 40));
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().data).toMatchObject({ status: 'PENDING', total: 80, totalPaid: 40 });
    // $30 with $10 paid leaves $20: $60 owed is past $50.
    const refused = await sell(cashier.headers, creditSale(product.id, client.id, 30, 10));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CREDIT_MESSAGES.limitExceeded('Carmen Rojas', 10));
    // Paying $20 of it now fits.
    expect((await sell(cashier.headers, creditSale(product.id, client.id, 30, 20))).statusCode).toBe(201);

    const approved = await call(cashier.headers, 'POST', '/approvals', {
      action: 'credit.overLimit',
      memberId: managerId,
      pin: '5555',
    });
    expect(approved.statusCode, approved.body).toBe(201);
    const through = await sell(
      cashier.headers,
      creditSale(product.id, client.id, 30, 10),
      approved.json().data.approval as string,
    );
    expect(through.statusCode, through.body).toBe(201);
  });

  it('a cashier may not set a limit; the shop’s default holds for clients without their own', async () => {
    const { owner, product, client } = await shop();
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const refused = await call(cashier.headers, 'PUT', `/clients/${client.id}`, {
      name: 'Carmen Rojas',
      email: 'carmen@example.com',
      creditLimit: 1000,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_LIMIT_FORBIDDEN' });
    const created = await call(cashier.headers, 'POST', '/clients', { name: 'Sin límite', creditLimit: 5 });
    expect(created.statusCode).toBe(403);

    // No limit anywhere: fiado as it always was.
    expect((await sell(owner.headers, creditSale(product.id, client.id, 500))).statusCode).toBe(201);
    const settings = await call(owner.headers, 'PUT', '/shop', {
      defaultCreditLimit: 0,
      defaultCreditDays: 7,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data).toMatchObject({ defaultCreditLimit: 0, defaultCreditDays: 7 });
    const noCredit = await sell(owner.headers, creditSale(product.id, client.id, 1));
    expect(noCredit.statusCode).toBe(409);
    // The client's own limit wins over the default.
    await setLimit(owner, client.id, 600);
    expect((await sell(owner.headers, creditSale(product.id, client.id, 100))).statusCode).toBe(201);
    const credit = await call(owner.headers, 'GET', `/clients/${client.id}/credit`);
    expect(credit.json().data).toMatchObject({
      owed: 600,
      creditLimit: 600,
      available: 0,
      defaultCreditDays: 7,
    });
  });

  it('dates a credit sale at the shop’s term, or the day asked; a paid sale has none', async () => {
    const { owner, product, client } = await shop();
    setAppNow(ctx, '2026-11-27T15:00:00.000Z');
    try {
      const byTerm = await sell(owner.headers, creditSale(product.id, client.id, 10));
      expect(byTerm.json().data.dueDate).toBe('2026-12-12');
      const asked = await sell(
        owner.headers,
        creditSale(product.id, client.id, 10, 0, { dueDate: '2026-12-01' }),
      );
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.json().data.dueDate).toBe('2026-12-01');
      const before = await sell(
        owner.headers,
        creditSale(product.id, client.id, 10, 0, { dueDate: '2026-11-26' }),
      );
      expect(before.statusCode).toBe(400);
      expect(before.json().message).toBe(CREDIT_MESSAGES.dueDateBeforeSale);
      const paid = await sell(owner.headers, {
        items: [{ productId: product.id, quantity: 1, price: 10 }],
        status: 'PAID',
        paymentMethod: 'CASH',
      });
      expect(paid.json().data.dueDate).toBeNull();
      const listed = await call(owner.headers, 'GET', '/open-accounts');
      const dueDates = (listed.json().data[0].sales as { dueDate: string }[]).map((sale) => sale.dueDate);
      expect(dueDates).toEqual(['2026-12-12', '2026-12-01']);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });

  it('another shop’s client is not found', async () => {
    const { client } = await shop();
    const stranger = await seedUser(ctx);
    expect((await call(stranger.headers, 'GET', `/clients/${client.id}/credit`)).statusCode).toBe(404);
  });
});
