import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccounts } from '../../db/schema/sales';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { takeReceiptNumbers } from '../../../test/receipt-numbers';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function sellPending(
  seller: TSeededUser,
  clientId: string,
  items: Record<string, unknown>[],
  initialPaymentAmount?: number,
) {
  return sellViaApi(ctx, seller, { items, status: 'PENDING', clientId, initialPaymentAmount });
}

async function payRest(seller: TSeededUser, sale: { id: string; total: number; totalPaid: number }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: seller.headers,
    payload: { saleId: sale.id, amount: Math.round((sale.total - sale.totalPaid) * 100) / 100 },
  });
  expect(response.statusCode).toBe(201);
}

async function accountOf(clientId: string) {
  const [account] = await ctx.db.select().from(openAccounts).where(eq(openAccounts.clientId, clientId));
  if (!account) throw new Error('no account');
  return account;
}

function list(seller: TSeededUser, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/open-accounts${query}`, headers: seller.headers });
}

function checkAndClose(seller: TSeededUser, accountId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/open-accounts/${accountId}/check-and-close`,
    headers: seller.headers,
  });
}

function checkAndCloseAll(seller: TSeededUser) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/open-accounts/check-and-close-all',
    headers: seller.headers,
  });
}

describe('GET /api/open-accounts', () => {
  it('lists each account with its client, sales, items, payments and totals, newest first', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Harina PAN', price: 1.5 });
    const maria = await seedClient(ctx, seller.user.id, { name: 'María Pérez' });
    const jose = await seedClient(ctx, seller.user.id, { name: 'José Díaz' });
    const first = await sellPending(
      seller,
      maria.id,
      [
        { productId: product.id, quantity: 4, price: 1.5 },
        { name: 'Delivery', quantity: 1, price: 2 },
      ],
      3,
    );
    const second = await sellPending(seller, maria.id, [{ name: 'Refresco', quantity: 2, price: 1.25 }]);
    await sellPending(seller, jose.id, [{ name: 'Queso', quantity: 1, price: 4.1 }]);

    const response = await list(seller);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 2, totalPages: 1 });
    expect(body.data.map((account: { client: { name: string } }) => account.client.name)).toEqual([
      'José Díaz',
      'María Pérez',
    ]);
    const account = body.data[1];
    expect(account).toMatchObject({
      status: 'OPEN',
      closedAt: null,
      client: { id: maria.id, name: 'María Pérez' },
      totalAmount: 10.5,
      totalPaidOnThisAccount: 3,
      totalOwed: 7.5,
    });
    expect(account.sales.map((sale: { id: string }) => sale.id)).toEqual([first.id, second.id]);
    // Each sale with the number on its receipt, which the account lists beside it.
    expect(account.sales.map((sale: { receiptNumber: number }) => sale.receiptNumber)).toEqual([1, 2]);
    expect(account.sales[0]).toMatchObject({ status: 'PENDING', total: 8, totalPaid: 3 });
    expect(account.sales[0].items).toEqual([
      expect.objectContaining({ name: 'Harina PAN', quantity: 4, price: 1.5, product: expect.any(Object) }),
      expect.objectContaining({ name: 'Delivery', quantity: 1, price: 2, product: null }),
    ]);
    expect(account.sales[0].payments).toEqual([expect.objectContaining({ amount: 3, method: 'CASH' })]);
    expect(account.sales[1].payments).toEqual([]);
  });

  it('searches by client name (case-insensitive, wildcards literal) and pages by 10', async () => {
    const seller = await seedUser(ctx);
    for (let index = 1; index <= 12; index += 1) {
      const client = await seedClient(ctx, seller.user.id, {
        name: `Cliente ${String(index).padStart(2, '0')}`,
      });
      await sellPending(seller, client.id, [{ name: 'Algo', quantity: 1, price: 1 }]);
    }
    const percent = await seedClient(ctx, seller.user.id, { name: 'Bodega 50%' });
    await sellPending(seller, percent.id, [{ name: 'Algo', quantity: 1, price: 1 }]);

    const page2 = (await list(seller, '?page=2')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 10, total: 13, totalPages: 2 });
    expect(page2.data).toHaveLength(3);

    const found = (await list(seller, '?search=%20cliente%2011%20')).json();
    expect(found.data.map((account: { client: { name: string } }) => account.client.name)).toEqual([
      'Cliente 11',
    ]);
    const literal = (await list(seller, `?search=${encodeURIComponent('50%')}`)).json();
    expect(literal.total).toBe(1);
    const none = (await list(seller, '?search=_')).json();
    expect(none).toMatchObject({ total: 0, data: [] });
  });

  it("never shows another seller's accounts", async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const client = await seedClient(ctx, owner.user.id);
    await sellPending(owner, client.id, [{ name: 'Algo', quantity: 1, price: 1 }]);
    expect((await list(other)).json()).toMatchObject({ total: 0, data: [] });
  });
});

describe('POST /api/open-accounts/:id/check-and-close', () => {
  it('keeps an account with a PENDING sale open, and closes it once every sale is PAID', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const first = await sellPending(seller, client.id, [{ name: 'Uno', quantity: 1, price: 10 }], 4);
    const second = await sellPending(seller, client.id, [{ name: 'Dos', quantity: 1, price: 5 }]);
    const account = await accountOf(client.id);

    await payRest(seller, first);
    const stillOpen = await checkAndClose(seller, account.id);
    expect(stillOpen.statusCode).toBe(200);
    expect(stillOpen.json().data).toEqual({
      id: account.id,
      status: 'OPEN',
      closed: false,
      message: 'La cuenta sigue abierta: tiene ventas pendientes.',
    });

    await payRest(seller, second);
    const closed = await checkAndClose(seller, account.id);
    expect(closed.json().data).toEqual({
      id: account.id,
      status: 'CLOSED',
      closed: true,
      message: 'La cuenta fue cerrada.',
    });
    expect(await accountOf(client.id)).toMatchObject({ status: 'CLOSED', closedAt: expect.any(Date) });
    const again = await checkAndClose(seller, account.id);
    expect(again.json().data).toMatchObject({ status: 'CLOSED', closed: false });

    const listed = (await list(seller)).json().data[0];
    expect(listed).toMatchObject({ status: 'CLOSED', totalOwed: 0, totalPaidOnThisAccount: 15 });
  });

  it('a new PENDING sale after closing opens a new account for the client', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    const sale = await sellPending(seller, client.id, [{ name: 'Uno', quantity: 1, price: 3 }]);
    await payRest(seller, sale);
    const account = await accountOf(client.id);
    await checkAndClose(seller, account.id);
    await sellPending(seller, client.id, [{ name: 'Dos', quantity: 1, price: 3 }]);
    const accounts = (await list(seller)).json().data;
    expect(accounts.map((item: { status: string }) => item.status)).toEqual(['OPEN', 'CLOSED']);
  });

  it("answers 404 for another seller's account, like a missing one, and leaves it alone", async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const client = await seedClient(ctx, owner.user.id);
    const sale = await sellPending(owner, client.id, [{ name: 'Uno', quantity: 1, price: 3 }]);
    await payRest(owner, sale);
    const account = await accountOf(client.id);
    const foreign = await checkAndClose(other, account.id);
    const missing = await checkAndClose(other, '0190f0a0-0000-7000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().message).toBe('Cuenta abierta no encontrada.');
    expect(await accountOf(client.id)).toMatchObject({ status: 'OPEN' });
  });
});

describe('POST /api/open-accounts/check-and-close-all', () => {
  it("closes exactly the seller's accounts whose sales are all PAID and says how many", async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const paidClients = [await seedClient(ctx, seller.user.id), await seedClient(ctx, seller.user.id)];
    for (const client of paidClients) {
      await payRest(seller, await sellPending(seller, client.id, [{ name: 'Uno', quantity: 1, price: 2 }]));
    }
    const owing = await seedClient(ctx, seller.user.id);
    await sellPending(seller, owing.id, [{ name: 'Uno', quantity: 1, price: 2 }]);
    // Another seller's paid-up account is not this seller's to close.
    const foreignClient = await seedClient(ctx, other.user.id);
    await payRest(
      other,
      await sellPending(other, foreignClient.id, [{ name: 'Uno', quantity: 1, price: 2 }]),
    );

    const response = await checkAndCloseAll(seller);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ closed: 2, message: 'Se cerraron 2 cuentas.' });
    for (const client of paidClients) expect((await accountOf(client.id)).status).toBe('CLOSED');
    expect((await accountOf(owing.id)).status).toBe('OPEN');
    expect((await accountOf(foreignClient.id)).status).toBe('OPEN');

    expect((await checkAndCloseAll(seller)).json().data).toEqual({
      closed: 0,
      message: 'No se encontraron cuentas para cerrar.',
    });
    expect((await checkAndCloseAll(other)).json().data).toEqual({ closed: 1, message: 'Se cerró 1 cuenta.' });
  });

  it('waits for a sale joining the account under its lock, then sees it and keeps the account open', async () => {
    const seller = await seedUser(ctx);
    const client = await seedClient(ctx, seller.user.id);
    await payRest(seller, await sellPending(seller, client.id, [{ name: 'Uno', quantity: 1, price: 2 }]));
    const account = await accountOf(client.id);
    // What POST /sales does when it joins an OPEN account: lock the row, then add a PENDING sale to it.
    const [receiptNumber] = await takeReceiptNumbers(ctx, seller.user.id, 1);
    const joining = await ctx.pool.connect();
    try {
      await joining.query('BEGIN');
      await joining.query('SELECT id FROM open_accounts WHERE id = $1 FOR UPDATE', [account.id]);
      await joining.query(
        `INSERT INTO sales (id, shop_id, client_id, open_account_id, status, total, receipt_number)
         VALUES (gen_random_uuid(), $1, $2, $3, 'PENDING', 5, $4)`,
        [seller.user.id, client.id, account.id, receiptNumber],
      );
      const closeAll = checkAndCloseAll(seller);
      const closeOne = checkAndClose(seller, account.id);
      // Both must still be waiting on the lock, or they would have closed the account already.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await accountOf(client.id)).status).toBe('OPEN');
      await joining.query('COMMIT');
      expect((await closeAll).json().data.closed).toBe(0);
      expect((await closeOne).json().data).toMatchObject({ status: 'OPEN', closed: false });
    } finally {
      joining.release();
    }
    expect((await accountOf(client.id)).status).toBe('OPEN');
  });
});
