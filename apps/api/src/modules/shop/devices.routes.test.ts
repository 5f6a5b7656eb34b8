import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { PIN_ATTEMPTS_BEFORE_LOCK } from '@cuadre/shared/team/constants';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: the owner or a manager enrols a phone as the shop's; on it, members sign in with a PIN;
// five wrong PINs lock the member until a new PIN; removing the device or the member ends the session at once.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (headers: THeaders, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function addMember(
  owner: TSeededUser,
  role: 'CASHIER' | 'MANAGER',
  pin: string,
  name = 'Yusmary Pérez',
) {
  const response = await call(owner.headers, 'POST', '/shop/members', { name, role, pin });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

async function enrol(headers: THeaders, name = 'Caja del mostrador') {
  const response = await call(headers, 'POST', '/shop/devices', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { deviceId: string; deviceToken: string; name: string };
}

const pinLogin = (deviceToken: string, memberId: string, pin: string) =>
  call({}, 'POST', '/auth/pin', { deviceToken, memberId, pin });

describe('shop devices and PIN sign-in', () => {
  it('an enrolled device lists who may sign in, and a right PIN gives that member a session in the shop', async () => {
    const owner = await seedUser(ctx);
    const cashier = await addMember(owner, 'CASHIER', '4821');
    const device = await enrol(owner.headers);
    expect(device.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const listed = await call(owner.headers, 'GET', '/shop/devices');
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: device.deviceId, name: 'Caja del mostrador', lastSeenAt: null }),
    ]);
    expect(listed.body).not.toContain(device.deviceToken);

    const members = await call({ 'x-device-token': device.deviceToken }, 'GET', '/auth/device-members');
    expect(members.json().data).toEqual([
      { id: cashier.id, name: 'Yusmary Pérez', role: 'CASHIER', isLocked: false },
    ]);

    const signedIn = await pinLogin(device.deviceToken, cashier.id, '4821');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json().data;
    expect(session.member).toEqual({ id: cashier.id, name: 'Yusmary Pérez', role: 'CASHIER' });
    expect(session.user).toMatchObject({ id: cashier.id, name: 'Yusmary Pérez', role: 'USER' });

    // The cashier acts in the owner's shop with the cashier's role.
    const shop = await call(bearer(session.token), 'GET', '/shop');
    expect(shop.json().data).toMatchObject({ id: owner.user.id, memberId: cashier.id, role: 'CASHIER' });
    const deletion = await call(bearer(session.token), 'PUT', `/products/delete/${crypto.randomUUID()}`);
    expect(deletion.statusCode).toBe(403);
    expect(deletion.json().code).toBe('APPROVAL_REQUIRED');
    expect((await call(bearer(session.token), 'GET', '/products')).statusCode).toBe(200);
    // A PIN session changes no account.
    const me = await call(bearer(session.token), 'GET', '/users/me');
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ code: 'PIN_SESSION', message: SERVER_MESSAGES.PIN_SESSION });
    const seen = await call(owner.headers, 'GET', '/shop/devices');
    expect(seen.json().data[0].lastSeenAt).not.toBeNull();
  });

  it('the owner gives their own PIN and signs in with it; a manager enrols too, a cashier may not', async () => {
    const owner = await seedUser(ctx);
    const ownPin = await call(owner.headers, 'PUT', `/shop/members/${owner.user.id}/pin`, { pin: '135790' });
    expect(ownPin.statusCode, ownPin.body).toBe(200);
    const manager = await seedMember(ctx, owner, 'MANAGER');
    const managerPin = await call(manager.headers, 'PUT', `/shop/members/${owner.user.id}/pin`, {
      pin: '1111',
    });
    expect(managerPin.json().code).toBe('OWNER_UNCHANGEABLE');

    const device = await enrol(manager.headers, 'Tablet');
    const signedIn = await pinLogin(device.deviceToken, owner.user.id, '135790');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.member.role).toBe('OWNER');
    expect(signedIn.json().data.user).toMatchObject({ id: owner.user.id, email: owner.user.email });

    const cashier = await addMember(owner, 'CASHIER', '2468');
    const cashierSession = (await pinLogin(device.deviceToken, cashier.id, '2468')).json().data;
    const refused = await call(bearer(cashierSession.token), 'POST', '/shop/devices', { name: 'Otro' });
    expect(refused.statusCode).toBe(403);
    expect((await call(bearer(cashierSession.token), 'GET', '/shop/devices')).statusCode).toBe(403);
  });

  it(`${PIN_ATTEMPTS_BEFORE_LOCK} wrong PINs lock the member, even the right one then; a new PIN unlocks`, async () => {
    const owner = await seedUser(ctx);
    const cashier = await addMember(owner, 'CASHIER', '4821');
    const device = await enrol(owner.headers);
    for (let attempt = 1; attempt < PIN_ATTEMPTS_BEFORE_LOCK; attempt += 1) {
      const wrong = await pinLogin(device.deviceToken, cashier.id, '0000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_PIN', message: SERVER_MESSAGES.INVALID_PIN });
    }
    const locking = await pinLogin(device.deviceToken, cashier.id, '0000');
    expect(locking.statusCode).toBe(403);
    expect(locking.json()).toMatchObject({ code: 'MEMBER_LOCKED', message: SERVER_MESSAGES.MEMBER_LOCKED });
    expect((await pinLogin(device.deviceToken, cashier.id, '4821')).json().code).toBe('MEMBER_LOCKED');
    const listed = await call({ 'x-device-token': device.deviceToken }, 'GET', '/auth/device-members');
    expect(listed.json().data[0]).toMatchObject({ id: cashier.id, isLocked: true });

    await call(owner.headers, 'PUT', `/shop/members/${cashier.id}/pin`, { pin: '7777' });
    expect((await pinLogin(device.deviceToken, cashier.id, '7777')).statusCode).toBe(200);
  });

  it("a PIN works only on an enrolled device of the member's own shop", async () => {
    const owner = await seedUser(ctx);
    const cashier = await addMember(owner, 'CASHIER', '4821');
    const other = await seedUser(ctx);
    const otherDevice = await enrol(other.headers);
    const elsewhere = await pinLogin(otherDevice.deviceToken, cashier.id, '4821');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('INVALID_PIN');
    const unknown = await pinLogin('x'.repeat(43), cashier.id, '4821');
    expect(unknown.json()).toMatchObject({
      code: 'DEVICE_NOT_ENROLLED',
      message: SERVER_MESSAGES.DEVICE_NOT_ENROLLED,
    });
    const noToken = await call({}, 'GET', '/auth/device-members');
    expect(noToken.statusCode).toBe(400);
    // Another shop's device is 404 to this owner, and stays.
    expect((await call(owner.headers, 'DELETE', `/shop/devices/${otherDevice.deviceId}`)).statusCode).toBe(
      404,
    );
    expect((await call(other.headers, 'GET', '/shop/devices')).json().data).toHaveLength(1);
  });

  it('removing the device, suspending the member or suspending the shop ends the PIN session at once', async () => {
    const owner = await seedUser(ctx);
    const cashier = await addMember(owner, 'CASHIER', '4821');
    const manager = await addMember(owner, 'MANAGER', '5555', 'Luis Rangel');
    const device = await enrol(owner.headers);
    const cashierToken = (await pinLogin(device.deviceToken, cashier.id, '4821')).json().data.token;
    const managerToken = (await pinLogin(device.deviceToken, manager.id, '5555')).json().data.token;
    expect((await call(bearer(cashierToken), 'GET', '/products')).statusCode).toBe(200);

    await call(owner.headers, 'PATCH', `/shop/members/${cashier.id}`, { status: 'SUSPENDED' });
    expect((await call(bearer(cashierToken), 'GET', '/products')).statusCode).toBe(401);
    expect((await pinLogin(device.deviceToken, cashier.id, '4821')).statusCode).toBe(401);

    expect((await call(bearer(managerToken), 'GET', '/products')).statusCode).toBe(200);
    const removed = await call(owner.headers, 'DELETE', `/shop/devices/${device.deviceId}`);
    expect(removed.json()).toEqual({ data: { message: SERVER_MESSAGES.DEVICE_REMOVED } });
    expect((await call(bearer(managerToken), 'GET', '/products')).statusCode).toBe(401);
    expect((await pinLogin(device.deviceToken, manager.id, '5555')).json().code).toBe('DEVICE_NOT_ENROLLED');

    const again = await enrol(owner.headers);
    const token = (await pinLogin(again.deviceToken, manager.id, '5555')).json().data.token;
    await ctx.pool.query('UPDATE users SET suspended_at = now() WHERE id = $1', [owner.user.id]);
    expect((await call(bearer(token), 'GET', '/products')).statusCode).toBe(401);
    expect((await pinLogin(again.deviceToken, manager.id, '5555')).json().code).toBe('DEVICE_NOT_ENROLLED');
  });
});
