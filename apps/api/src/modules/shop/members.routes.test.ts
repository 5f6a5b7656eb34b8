import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';
import { verifyPassword } from '../../lib/password';

// Design §18: the owner adds members who work with a PIN on the shop's devices, changes their role, suspends and
// removes them; an owner or a manager gives a new PIN. The owner is never changed.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type TCaller = { headers: Record<string, string> };
const call = (
  caller: TCaller,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });

async function addCashier(owner: TSeededUser, name = 'Yusmary Pérez', pin = '4821') {
  const response = await call(owner, 'POST', '/shop/members', { name, role: 'CASHIER', pin });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

async function storedMember(id: string) {
  const { rows } = await ctx.pool.query<{
    pin_hash: string | null;
    failed_pins: number;
    locked_at: Date | null;
  }>('SELECT pin_hash, failed_pins, locked_at FROM shop_members WHERE id = $1', [id]);
  return rows[0];
}

describe('the shop’s members', () => {
  it('lists the owner first; a PIN member joins with the PIN hashed, never shown', async () => {
    const owner = await seedUser(ctx, { name: 'Carmen' });
    const cashier = await addCashier(owner);
    const list = await call(owner, 'GET', '/shop/members');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: owner.user.id,
        name: 'Carmen Prueba',
        email: owner.user.email,
        role: 'OWNER',
      }),
      expect.objectContaining({
        id: cashier.id,
        name: 'Yusmary Pérez',
        email: null,
        role: 'CASHIER',
        status: 'ACTIVE',
        hasPin: true,
        isLocked: false,
      }),
    ]);
    // The PIN must not travel in any field; the raw body is not searched, because an e-mail's timestamp or an
    // id may hold the same four digits by chance.
    for (const member of list.json().data as Record<string, unknown>[]) {
      expect(Object.keys(member).filter((key) => /pin/i.test(key) && key !== 'hasPin')).toEqual([]);
      expect(Object.values(member)).not.toContain('4821');
      expect(JSON.stringify(member)).not.toContain('argon2');
    }
    const stored = await storedMember(cashier.id);
    expect(stored?.pin_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.pin_hash!, '4821')).toBe(true);
  });

  it('refuses a PIN that is not 4 to 6 digits, a role of owner, neither e-mail nor PIN, in Spanish', async () => {
    const owner = await seedUser(ctx);
    for (const [body, message] of [
      [{ name: 'Ana', role: 'CASHIER', pin: '12' }, VALIDATION.memberPinFormat],
      [{ name: 'Ana', role: 'CASHIER', pin: '1234567' }, VALIDATION.memberPinFormat],
      [{ name: 'Ana', role: 'CASHIER', pin: '12a4' }, VALIDATION.memberPinFormat],
      [{ name: 'Ana', role: 'OWNER', pin: '1234' }, VALIDATION.memberRoleRequired],
      [{ name: 'A', role: 'CASHIER', pin: '1234' }, VALIDATION.memberNameRequired],
      [{ name: 'Ana', role: 'CASHIER' }, VALIDATION.memberEmailOrPin],
      [{ name: 'Ana', role: 'CASHIER', pin: '1234', email: 'no es un correo' }, VALIDATION.emailInvalid],
      [{ name: 'Ana', role: 'CASHIER', pin: '1234', phone: '0412' }, VALIDATION.memberUnknownField],
    ] as const) {
      const response = await call(owner, 'POST', '/shop/members', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
    expect((await call(owner, 'GET', '/shop/members')).json().data).toHaveLength(1);
  });

  it('changes a member’s role, suspends and reactivates them, and removes them', async () => {
    const owner = await seedUser(ctx);
    const cashier = await addCashier(owner);
    const promoted = await call(owner, 'PATCH', `/shop/members/${cashier.id}`, { role: 'MANAGER' });
    expect(promoted.json().data).toMatchObject({ role: 'MANAGER', status: 'ACTIVE' });
    const suspended = await call(owner, 'PATCH', `/shop/members/${cashier.id}`, { status: 'SUSPENDED' });
    expect(suspended.json().data).toMatchObject({ role: 'MANAGER', status: 'SUSPENDED' });
    const back = await call(owner, 'PATCH', `/shop/members/${cashier.id}`, { status: 'ACTIVE' });
    expect(back.json().data).toMatchObject({ status: 'ACTIVE' });
    const removed = await call(owner, 'DELETE', `/shop/members/${cashier.id}`);
    expect(removed.json()).toEqual({ data: { message: SERVER_MESSAGES.MEMBER_REMOVED } });
    expect((await call(owner, 'GET', '/shop/members')).json().data).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/shop/members/${cashier.id}`)).statusCode).toBe(404);
  });

  it('never changes, suspends or removes the owner', async () => {
    const owner = await seedUser(ctx);
    const refused = {
      statusCode: 409,
      code: 'OWNER_UNCHANGEABLE',
      message: SERVER_MESSAGES.OWNER_UNCHANGEABLE,
    };
    expect(
      (await call(owner, 'PATCH', `/shop/members/${owner.user.id}`, { role: 'CASHIER' })).json(),
    ).toMatchObject(refused);
    expect((await call(owner, 'DELETE', `/shop/members/${owner.user.id}`)).json()).toMatchObject(refused);
    expect((await call(owner, 'GET', '/shop')).json().data.role).toBe('OWNER');
  });

  it('a new PIN lifts the lock of wrong PINs; a manager may give it, not manage the members', async () => {
    const owner = await seedUser(ctx);
    const cashier = await addCashier(owner);
    await ctx.db.execute(
      sql`UPDATE shop_members SET failed_pins = 5, locked_at = now() WHERE id = ${cashier.id}`,
    );
    const manager = await seedMember(ctx, owner, 'MANAGER');
    const reset = await call(manager, 'PUT', `/shop/members/${cashier.id}/pin`, { pin: '909090' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ isLocked: false, hasPin: true });
    const stored = await storedMember(cashier.id);
    expect(stored).toMatchObject({ failed_pins: 0, locked_at: null });
    expect(await verifyPassword(stored!.pin_hash!, '909090')).toBe(true);
    expect((await call(manager, 'GET', '/shop/members')).statusCode).toBe(403);
    expect(
      (await call(manager, 'POST', '/shop/members', { name: 'Otro', role: 'CASHIER', pin: '1234' }))
        .statusCode,
    ).toBe(403);
  });

  it('a member with an account who is suspended or removed is refused on the next request', async () => {
    const owner = await seedUser(ctx);
    const accountant = await seedMember(ctx, owner, 'ACCOUNTANT');
    const { rows } = await ctx.pool.query<{ id: string }>(
      'SELECT id FROM shop_members WHERE shop_id = $1 AND user_id = $2',
      [owner.user.id, accountant.user.id],
    );
    const memberId = rows[0]!.id;
    expect((await call(accountant, 'GET', '/shop')).json().data).toMatchObject({ role: 'ACCOUNTANT' });
    expect(
      (await call(owner, 'PATCH', `/shop/members/${memberId}`, { status: 'SUSPENDED' })).statusCode,
    ).toBe(200);
    expect((await call(accountant, 'GET', '/shop')).statusCode).toBe(401);
    expect((await call(owner, 'PATCH', `/shop/members/${memberId}`, { status: 'ACTIVE' })).statusCode).toBe(
      200,
    );
    expect((await call(accountant, 'GET', '/shop')).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/shop/members/${memberId}`)).statusCode).toBe(200);
    expect((await call(accountant, 'GET', '/shop')).statusCode).toBe(401);
  });

  it('another shop’s member is not found, and stays as it was', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const theirs = await addCashier(other);
    expect((await call(owner, 'PATCH', `/shop/members/${theirs.id}`, { role: 'MANAGER' })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'PUT', `/shop/members/${theirs.id}/pin`, { pin: '1111' })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'DELETE', `/shop/members/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/shop/members')).json().data[1]).toMatchObject({
      id: theirs.id,
      role: 'CASHIER',
    });
  });
});
