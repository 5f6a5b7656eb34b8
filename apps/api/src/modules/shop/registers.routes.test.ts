import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { MAIN_REGISTER_NAME } from '@cuadre/shared/team/constants';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: every shop has "Caja principal"; the owner adds more; each has at most one open till; a
// shop device is set to one, and what is sold, collected and returned on it goes to that register's till.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
type TMethod = 'GET' | 'POST';
const call = (headers: THeaders, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function addRegister(owner: TSeededUser, name: string) {
  const response = await call(owner.headers, 'POST', '/shop/registers', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

async function openTill(headers: THeaders, registerId?: string) {
  const response = await call(headers, 'POST', '/cash-sessions', {
    openingFloat: { USD: 10, VES: 0 },
    ...(registerId ? { registerId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; registerId: string; registerName: string };
}

/** A cashier signed in with her PIN on a phone enrolled at `registerId`. */
async function cashierAt(owner: TSeededUser, registerId: string) {
  const member = await call(owner.headers, 'POST', '/shop/members', {
    name: 'Yusmary Pérez',
    role: 'CASHIER',
    pin: '4821',
  });
  const device = await call(owner.headers, 'POST', '/shop/devices', { name: 'Mostrador 2', registerId });
  expect(device.statusCode, device.body).toBe(201);
  const signedIn = await call({}, 'POST', '/auth/pin', {
    deviceToken: device.json().data.deviceToken,
    memberId: member.json().data.id,
    pin: '4821',
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return bearer(signedIn.json().data.token);
}

const cashSale = (productId: string) => ({
  items: [{ productId, quantity: 1, price: 4 }],
  status: 'PAID',
  paymentMethod: 'CASH',
});

describe('the shop’s registers', () => {
  it('has "Caja principal" from the start; the owner adds more, each name once; a cashier only reads them', async () => {
    const owner = await seedUser(ctx);
    const first = await call(owner.headers, 'GET', '/shop/registers');
    expect(first.json().data).toEqual([
      expect.objectContaining({
        id: owner.user.id,
        name: MAIN_REGISTER_NAME,
        isMain: true,
        openSessionId: null,
      }),
    ]);
    const second = await addRegister(owner, 'Caja del fondo');
    const again = await call(owner.headers, 'POST', '/shop/registers', { name: 'caja DEL fondo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SERVER_MESSAGES.REGISTER_NAME_TAKEN);
    const listed = await call(owner.headers, 'GET', '/shop/registers');
    expect((listed.json().data as { name: string }[]).map((r) => r.name)).toEqual([
      MAIN_REGISTER_NAME,
      'Caja del fondo',
    ]);
    expect(listed.json().data[1]).toMatchObject({ id: second.id, isMain: false });

    const cashier = await seedMember(ctx, owner, 'CASHIER');
    expect((await call(cashier.headers, 'GET', '/shop/registers')).statusCode).toBe(200);
    expect((await call(cashier.headers, 'POST', '/shop/registers', { name: 'Otra' })).statusCode).toBe(403);
  });

  it('keeps one open till per register, several at once, and refuses another shop’s register as a missing one', async () => {
    const owner = await seedUser(ctx);
    const back = await addRegister(owner, 'Caja del fondo');
    const main = await openTill(owner.headers);
    expect(main).toMatchObject({ registerId: owner.user.id, registerName: MAIN_REGISTER_NAME });
    const other = await openTill(owner.headers, back.id);
    expect(other).toMatchObject({ registerId: back.id, registerName: 'Caja del fondo' });

    const twice = await call(owner.headers, 'POST', '/cash-sessions', {
      openingFloat: { USD: 0 },
      registerId: back.id,
    });
    expect(twice.statusCode).toBe(409);
    expect((await call(owner.headers, 'GET', '/cash-sessions/current')).json().data.id).toBe(main.id);
    const current = await call(owner.headers, 'GET', `/cash-sessions/current?registerId=${back.id}`);
    expect(current.json().data.id).toBe(other.id);
    const registers = (await call(owner.headers, 'GET', '/shop/registers')).json().data as {
      openSessionId: string;
    }[];
    expect(registers.map((r) => r.openSessionId)).toEqual([main.id, other.id]);

    const stranger = await seedUser(ctx);
    const foreign = await call(stranger.headers, 'POST', '/cash-sessions', {
      openingFloat: { USD: 0 },
      registerId: back.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SERVER_MESSAGES.REGISTER_NOT_FOUND);
    const foreignDevice = await call(stranger.headers, 'POST', '/shop/devices', {
      name: 'Ajeno',
      registerId: back.id,
    });
    expect(foreignDevice.statusCode).toBe(404);
  });

  it('sends what a device’s cashier sells and collects to her register’s till, the owner’s to the main one', async () => {
    const owner = await seedUser(ctx);
    const back = await addRegister(owner, 'Caja del fondo');
    const main = await openTill(owner.headers);
    const cashier = await cashierAt(owner, back.id);
    // She opens her register's till; who opened it shows, the owner's own never does.
    const other = await openTill(cashier);
    expect(other).toMatchObject({ registerId: back.id, openedBy: 'Yusmary Pérez', closedBy: null });
    expect(main).toMatchObject({ openedBy: null, closedBy: null });
    const product = await seedProduct(ctx, owner.user.id, { price: 4, quantity: 20 });
    const client = await seedClient(ctx, owner.user.id);

    const devices = (await call(owner.headers, 'GET', '/shop/devices')).json().data;
    expect(devices).toEqual([
      expect.objectContaining({ registerId: back.id, registerName: 'Caja del fondo' }),
    ]);
    expect((await call(cashier, 'GET', '/cash-sessions/current')).json().data.id).toBe(other.id);

    const hers = await call(cashier, 'POST', '/sales', cashSale(product.id));
    expect(hers.statusCode, hers.body).toBe(201);
    const ownersSale = await call(owner.headers, 'POST', '/sales', cashSale(product.id));
    expect(ownersSale.statusCode, ownersSale.body).toBe(201);
    const credit = await call(cashier, 'POST', '/sales', {
      items: [{ productId: product.id, quantity: 2, price: 4 }],
      status: 'PENDING',
      clientId: client.id,
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const abono = await call(cashier, 'POST', '/payments', {
      saleId: credit.json().data.id,
      amount: 3,
      method: 'CASH',
    });
    expect(abono.statusCode, abono.body).toBe(201);

    const rows = await ctx.pool.query<{ id: string; cash_session_id: string }>(
      'SELECT id, cash_session_id FROM sales WHERE shop_id = $1',
      [owner.user.id],
    );
    const sessionOf = (id: string) => rows.rows.find((row) => row.id === id)?.cash_session_id;
    expect(sessionOf(hers.json().data.id)).toBe(other.id);
    expect(sessionOf(ownersSale.json().data.id)).toBe(main.id);
    const payment = await ctx.pool.query<{ cash_session_id: string }>(
      'SELECT cash_session_id FROM payments WHERE id = $1',
      [abono.json().data.id],
    );
    expect(payment.rows[0]?.cash_session_id).toBe(other.id);

    // Each Z report counts its own register's money.
    const backReport = (await call(owner.headers, 'GET', `/cash-sessions/${other.id}`)).json().data;
    const mainReport = (await call(owner.headers, 'GET', `/cash-sessions/${main.id}`)).json().data;
    expect(backReport.summary.salesCount).toBe(2);
    expect(mainReport.summary.salesCount).toBe(1);

    // She closes it, counting what is expected; the Z report names who closed it.
    const counted = (backReport.lines as { method: string; currency: string; expected: number }[]).map(
      (line) => ({ method: line.method, currency: line.currency, amount: line.expected }),
    );
    const closed = await call(cashier, 'POST', `/cash-sessions/${other.id}/close`, { counted });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ openedBy: 'Yusmary Pérez', closedBy: 'Yusmary Pérez' });
  });
});
