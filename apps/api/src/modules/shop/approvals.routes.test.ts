import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedMember } from '../../../test/seed-member';

// Decision record 029: a cashier's guarded action answers 403 APPROVAL_REQUIRED; a manager's (or the owner's)
// PIN gives a single-use approval bound to that action and that cashier, good for two minutes, sent back in
// X-Approval.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const call = (headers: THeaders, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function addMember(owner: TSeededUser, role: 'MANAGER' | 'CASHIER', pin: string) {
  const response = await call(owner.headers, 'POST', '/shop/members', { name: `Miembro ${role}`, role, pin });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { id: string }).id;
}

async function shopWithClient() {
  const owner = await seedUser(ctx);
  const managerId = await addMember(owner, 'MANAGER', '5555');
  const cashier = await seedMember(ctx, owner, 'CASHIER');
  const clients = [] as string[];
  for (const name of ['María Pérez', 'José Díaz']) {
    const client = await call(owner.headers, 'POST', '/clients', { name });
    expect(client.statusCode, client.body).toBe(201);
    clients.push(client.json().data.id as string);
  }
  return { owner, managerId, cashier, clients };
}

const deleteClient = (headers: THeaders, clientId: string, approval?: string) =>
  call({ ...headers, ...(approval ? { 'x-approval': approval } : {}) }, 'PUT', `/clients/delete/${clientId}`);

const approve = (headers: THeaders, body: object) => call(headers, 'POST', '/approvals', body);

describe('approvals on the spot', () => {
  it('a cashier is asked for approval, and a manager’s PIN lets that one deletion through, once', async () => {
    const { managerId, cashier, clients } = await shopWithClient();
    const asked = await deleteClient(cashier.headers, clients[0]!);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      message: SERVER_MESSAGES.APPROVAL_REQUIRED,
    });

    const given = await approve(cashier.headers, {
      action: 'clients.delete',
      memberId: managerId,
      pin: '5555',
    });
    expect(given.statusCode, given.body).toBe(201);
    const { approval, expiresAt } = given.json().data as { approval: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(100_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);

    expect((await deleteClient(cashier.headers, clients[0]!, approval)).statusCode).toBe(200);
    const replayed = await deleteClient(cashier.headers, clients[1]!, approval);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      message: SERVER_MESSAGES.APPROVAL_INVALID,
    });
    const { rows } = await ctx.pool.query<{ approved_by: string; requested_by: string; used: boolean }>(
      'SELECT approved_by, requested_by, used_at IS NOT NULL AS used FROM approvals WHERE id = $1',
      [approval],
    );
    expect(rows).toEqual([{ approved_by: managerId, requested_by: expect.any(String), used: true }]);
  });

  it('an approval is for one action, one asker and two minutes; parallel uses spend it once', async () => {
    const { owner, managerId, cashier, clients } = await shopWithClient();
    const otherCashier = await seedMember(ctx, owner, 'CASHIER');
    const forCashOut = (
      await approve(cashier.headers, { action: 'till.cashOut', memberId: managerId, pin: '5555' })
    ).json().data.approval as string;
    expect((await deleteClient(cashier.headers, clients[0]!, forCashOut)).statusCode).toBe(403);

    const forDeletion = (
      await approve(cashier.headers, { action: 'clients.delete', memberId: managerId, pin: '5555' })
    ).json().data.approval as string;
    expect((await deleteClient(otherCashier.headers, clients[0]!, forDeletion)).statusCode).toBe(403);

    const both = await Promise.all([
      deleteClient(cashier.headers, clients[0]!, forDeletion),
      deleteClient(cashier.headers, clients[1]!, forDeletion),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 403]);

    const late = (
      await approve(cashier.headers, { action: 'clients.delete', memberId: managerId, pin: '5555' })
    ).json().data.approval as string;
    await ctx.pool.query(`UPDATE approvals SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      late,
    ]);
    expect((await deleteClient(cashier.headers, clients[1]!, late)).statusCode).toBe(403);
  });

  it('only a manager or the owner approves, with their own right PIN; five wrong lock them', async () => {
    const { owner, managerId, cashier } = await shopWithClient();
    const otherCashierId = await addMember(owner, 'CASHIER', '2222');
    const byCashier = await approve(cashier.headers, {
      action: 'return',
      memberId: otherCashierId,
      pin: '2222',
    });
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().message).toBe(SERVER_MESSAGES.APPROVER_NOT_ALLOWED);

    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await approve(cashier.headers, { action: 'return', memberId: managerId, pin: '0000' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_PIN', message: SERVER_MESSAGES.INVALID_PIN });
    }
    expect(
      (await approve(cashier.headers, { action: 'return', memberId: managerId, pin: '0000' })).json().code,
    ).toBe('MEMBER_LOCKED');
    expect(
      (await approve(cashier.headers, { action: 'return', memberId: managerId, pin: '5555' })).json().code,
    ).toBe('MEMBER_LOCKED');
    // The cashier's own session goes on.
    expect((await call(cashier.headers, 'GET', '/clients')).statusCode).toBe(200);

    await call(owner.headers, 'PUT', `/shop/members/${owner.user.id}/pin`, { pin: '135790' });
    const byOwner = await approve(cashier.headers, {
      action: 'return',
      memberId: owner.user.id,
      pin: '135790',
    });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
  });

  it('what a role may not do is not approvable, and another shop’s manager approves nothing here', async () => {
    const { managerId, cashier } = await shopWithClient();
    const accountant = await seedMember(ctx, (await shopWithClient()).owner, 'ACCOUNTANT');
    const notApprovable = await approve(cashier.headers, {
      action: 'members.manage',
      memberId: managerId,
      pin: '5555',
    });
    expect(notApprovable.statusCode).toBe(403);
    expect(notApprovable.json().message).toBe(SERVER_MESSAGES.ROLE_FORBIDDEN);
    const elsewhere = await approve(accountant.headers, {
      action: 'export',
      memberId: managerId,
      pin: '5555',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('INVALID_PIN');
  });
});
