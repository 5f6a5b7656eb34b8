import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { seedProduct } from '../../../test/seed-catalog';

// Decision record 031: discounts per line and per sale lower the total and the profit, never the cost; a return
// gives back what was paid; each role's maximum holds, and past it a manager's PIN approves the sale.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const sell = (headers: THeaders, body: object, approval?: string) =>
  call({ ...headers, ...(approval ? { 'x-approval': approval } : {}) }, 'POST', '/sales', body);

describe('sale discounts', () => {
  it('takes a line’s and the sale’s discounts off the total and the profit, and a return gives back the net', async () => {
    const owner = await seedUser(ctx);
    const queso = await seedProduct(ctx, owner.user.id, { name: 'Queso', price: 10, cost: 6, quantity: 50 });
    const pan = await seedProduct(ctx, owner.user.id, { name: 'Pan', price: 3, cost: 1, quantity: 50 });

    const sold = await sell(owner.headers, {
      items: [
        { productId: queso.id, quantity: 3, price: 10 },
        { productId: pan.id, quantity: 2, price: 3 },
      ],
      discounts: [
        { line: 0, kind: 'PERCENT', value: 10, reason: 'Queso del día anterior' },
        { kind: 'AMOUNT', value: 1, reason: 'Cliente fiel' },
      ],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json().data;
    // $30 − $3 = $27 of queso and $6 of pan; $1 off the $33 shared 82 / 18 cents.
    expect(sale).toMatchObject({ total: 32, totalPaid: 32, totalProfit: 12, discountTotal: 4 });
    expect(sale.discounts).toEqual([
      { line: 0, kind: 'PERCENT', value: 10, reason: 'Queso del día anterior', amount: 3 },
      { line: null, kind: 'AMOUNT', value: 1, reason: 'Cliente fiel', amount: 1 },
    ]);
    const discountOf = (productId: string) =>
      (sale.items as { productId: string; discount: number }[]).find((item) => item.productId === productId)
        ?.discount;
    expect(discountOf(queso.id)).toBe(3.82);
    expect(discountOf(pan.id)).toBe(0.18);
    const stored = await call(owner.headers, 'GET', `/sales/${sale.id as string}/payments`);
    expect(stored.json().data).toMatchObject({ total: 32, discountTotal: 4, discounts: sale.discounts });
    // The statistics report the discounts given, apart from the revenue they already came off.
    const stats = await call(owner.headers, 'GET', '/sales/stats/daily');
    expect(stats.json().data.periodTotals).toMatchObject({ totalRevenue: 32, discountTotal: 4 });

    // One queso back of three: $10 less a third of its $3.82 discount ($1.27).
    const quesoLine = (sale.items as { id: string; productId: string }[]).find(
      (item) => item.productId === queso.id,
    );
    const returned = await call(owner.headers, 'POST', `/sales/${sale.id as string}/returns`, {
      lines: [{ saleItemId: quesoLine?.id, quantity: 1 }],
      refund: { method: 'CASH', currency: 'USD', amount: 8.73 },
      restock: true,
    });
    expect(returned.statusCode, returned.body).toBe(201);
    expect(returned.json().data).toMatchObject({ total: 8.73 });
    // The other two: the rest of the line, to the cent ($20 − $2.55).
    const rest = await call(owner.headers, 'POST', `/sales/${sale.id as string}/returns`, {
      lines: [{ saleItemId: quesoLine?.id, quantity: 2 }],
      refund: { method: 'CASH', currency: 'USD', amount: 17.45 },
      restock: true,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({ total: 17.45 });
  });

  it('refuses a discount larger than what it applies to, or on a line the sale does not have', async () => {
    const owner = await seedUser(ctx);
    const product = await seedProduct(ctx, owner.user.id, { price: 5, quantity: 10 });
    const line = { productId: product.id, quantity: 1, price: 5 };
    const tooLarge = await sell(owner.headers, {
      items: [line],
      discounts: [{ line: 0, kind: 'AMOUNT', value: 5.01, reason: 'x' }],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(PRICE_MESSAGES.discountTooLarge);
    const noLine = await sell(owner.headers, {
      items: [line],
      discounts: [{ line: 1, kind: 'PERCENT', value: 5, reason: 'x' }],
    });
    expect(noLine.statusCode).toBe(400);
    const everything = await sell(owner.headers, {
      items: [line],
      discounts: [{ kind: 'PERCENT', value: 100, reason: 'Regalo' }],
    });
    expect(everything.statusCode).toBe(400);
    const noReason = await sell(owner.headers, {
      items: [line],
      discounts: [{ kind: 'PERCENT', value: 5, reason: ' ' }],
    });
    expect(noReason.statusCode).toBe(400);
  });
});

describe('each role’s maximum discount', () => {
  async function shopWithLimits() {
    const owner = await seedUser(ctx);
    const product = await seedProduct(ctx, owner.user.id, {
      name: 'Harina',
      price: 1.2,
      cost: 0.8,
      quantity: 500,
    });
    const limits = await call(owner.headers, 'PUT', '/shop', { discountLimits: { MANAGER: 20, CASHIER: 5 } });
    expect(limits.statusCode, limits.body).toBe(200);
    expect(limits.json().data.discountLimits).toEqual({ MANAGER: 20, CASHIER: 5 });
    const cashier = await seedMember(ctx, owner, 'CASHIER');
    const manager = await call(owner.headers, 'POST', '/shop/members', {
      name: 'Luis Encargado',
      role: 'MANAGER',
      pin: '5555',
    });
    return { owner, product, cashier, managerId: manager.json().data.id as string };
  }

  const approve = async (asker: TSeededUser, memberId: string) => {
    const approved = await call(asker.headers, 'POST', '/approvals', {
      action: 'sale.discount',
      memberId,
      pin: '5555',
    });
    expect(approved.statusCode, approved.body).toBe(201);
    return approved.json().data.approval as string;
  };

  it('lets a cashier give up to 5 %, and past it only with a manager’s PIN, spent once', async () => {
    const { owner, product, cashier, managerId } = await shopWithLimits();
    const sale = (percent: number) => ({
      items: [{ productId: product.id, quantity: 10, price: 1.2 }],
      discounts: [{ kind: 'PERCENT', value: percent, reason: 'Cliente de siempre' }],
    });
    expect((await sell(cashier.headers, sale(5))).statusCode).toBe(201);
    const over = await sell(cashier.headers, sale(10));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'DISCOUNT_OVER_LIMIT',
      message: PRICE_MESSAGES.discountOverLimit(5),
    });
    expect(over.headers['x-approval-action']).toBe('sale.discount');

    const approval = await approve(cashier, managerId);
    const through = await sell(cashier.headers, sale(10), approval);
    expect(through.statusCode, through.body).toBe(201);
    expect(through.json().data).toMatchObject({ total: 10.8, discountTotal: 1.2 });
    expect((await sell(cashier.headers, sale(10), approval)).statusCode).toBe(409);
    // The owner has no maximum.
    expect((await sell(owner.headers, sale(50))).statusCode).toBe(201);
  });

  it('counts a line priced below its list’s price as a discount, and a tier’s price as none', async () => {
    const { owner, product, cashier } = await shopWithLimits();
    const mayor = (await call(owner.headers, 'POST', '/price-lists', { name: 'Mayor' })).json().data as {
      id: string;
    };
    await call(owner.headers, 'PUT', `/price-lists/${mayor.id}/prices`, {
      products: [
        {
          productId: product.id,
          prices: [
            { minQuantity: 1, price: 1.1 },
            { minQuantity: 12, price: 0.95 },
          ],
        },
      ],
    });
    const sale = (quantity: number, price: number, priceListId?: string) => ({
      items: [{ productId: product.id, quantity, price }],
      ...(priceListId ? { priceListId } : {}),
    });
    // 12 units at the tier's $0.95: the list's price, no discount.
    expect((await sell(cashier.headers, sale(12, 0.95, mayor.id))).statusCode).toBe(201);
    // 11 units at $0.95 are 13.6 % below the list's $1.10: past 5 %.
    const below = await sell(cashier.headers, sale(11, 0.95, mayor.id));
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('DISCOUNT_OVER_LIMIT');
    // Without the list, $0.95 is far below the detal $1.20.
    expect((await sell(cashier.headers, sale(12, 0.95))).statusCode).toBe(409);
    // A limit of null again lets the cashier through as before.
    await call(owner.headers, 'PUT', '/shop', { discountLimits: { MANAGER: null, CASHIER: null } });
    expect((await sell(cashier.headers, sale(12, 0.95))).statusCode).toBe(201);
  });
});
