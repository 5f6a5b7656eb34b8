import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { users } from '../../db/schema/users';
import { createTestContext, NO_AUTH_RATE_LIMITS, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser, type TSeededUser } from '../../../test/seed';

/** An admin suspends and reactivates an approved account (design §16, §17). */

let ctx: TTestContext;
let admin: TSeededUser;
beforeAll(async () => {
  ctx = await createTestContext({ app: { rateLimits: NO_AUTH_RATE_LIMITS } });
  admin = await seedUser(ctx, { role: 'ADMIN', country: null });
});
afterAll(() => ctx.close());

const patch = (
  id: string,
  action: 'suspend' | 'reactivate',
  headers: Record<string, string> = admin.headers,
) => ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/${action}`, headers });
const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD } });
const products = (seller: TSeededUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers });

async function suspendedAt(id: string) {
  const [row] = await ctx.db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, id));
  return row?.at;
}

describe('PATCH /api/admin/users/:id/suspend|reactivate', () => {
  it('suspends an approved seller: login answers 403 and the token in use stops working on the next request', async () => {
    const seller = await seedUser(ctx);
    // A session in use, so the guards hold the account in memory when it is suspended.
    expect((await products(seller)).statusCode).toBe(200);

    const suspended = await patch(seller.user.id, 'suspend');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      id: seller.user.id,
      status: 'APPROVED',
      suspendedAt: expect.any(String),
    });

    const next = await products(seller);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({
      statusCode: 401,
      code: 'ACCOUNT_SUSPENDED',
      message: SERVER_MESSAGES.ACCOUNT_SUSPENDED,
    });
    const refused = await login(seller.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_SUSPENDED',
      message: 'Tu cuenta está suspendida. Escribe al administrador.',
    });
    // The admin list and detail say so, and the status filter of the spec still finds it under APPROVED.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${seller.user.id}`,
      headers: admin.headers,
    });
    expect(detail.json().data.suspendedAt).toEqual(expect.any(String));
    const approved = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?status=APPROVED&search=${encodeURIComponent(seller.user.email)}`,
      headers: admin.headers,
    });
    expect(approved.json().data).toEqual([
      expect.objectContaining({ id: seller.user.id, suspendedAt: expect.any(String) }),
    ]);

    // Suspending again answers the account as it is; the first instant is kept.
    const first = await suspendedAt(seller.user.id);
    expect((await patch(seller.user.id, 'suspend')).statusCode).toBe(200);
    expect(await suspendedAt(seller.user.id)).toEqual(first);
  });

  it('reactivates: a token issued before the suspension stays refused for good, a fresh login works', async () => {
    const seller = await seedUser(ctx);
    // In use, so the guards hold the account in memory through the suspension and the reactivation.
    expect((await products(seller)).statusCode).toBe(200);
    expect((await patch(seller.user.id, 'suspend')).statusCode).toBe(200);
    const reactivated = await patch(seller.user.id, 'reactivate');
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json().data).toMatchObject({ status: 'APPROVED', suspendedAt: null });

    // The suspension ended that session: no longer suspended, the old token is just a dead one.
    const stale = await products(seller);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('UNAUTHORIZED');

    const fresh = await login(seller.user.email);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const session = { ...seller, headers: { authorization: `Bearer ${fresh.json().data.token}` } };
    expect((await products(session)).statusCode).toBe(200);
    // A retried click (the account is active already) ends no session.
    expect((await patch(seller.user.id, 'reactivate')).statusCode).toBe(200);
    expect((await products(session)).statusCode).toBe(200);
    expect((await products(seller)).statusCode).toBe(401);
  });

  it('reactivates an account suspended outside the API too (psql) without giving its old tokens back', async () => {
    const seller = await seedUser(ctx, { suspended: true });
    expect((await products(seller)).statusCode).toBe(401);
    expect((await patch(seller.user.id, 'reactivate')).statusCode).toBe(200);
    expect((await products(seller)).json().code).toBe('UNAUTHORIZED');
    expect((await login(seller.user.email)).statusCode).toBe(200);
  });

  it('acts only on approved accounts (409), answers 404 for an unknown id and 400 for a malformed one', async () => {
    for (const status of ['PENDING', 'REJECTED'] as const) {
      const applicant = await seedUser(ctx, { status });
      for (const action of ['suspend', 'reactivate'] as const) {
        const answer = await patch(applicant.user.id, action);
        expect(answer.statusCode, `${action} ${status}`).toBe(409);
        expect(answer.json()).toEqual({
          statusCode: 409,
          code: 'USER_NOT_APPROVED',
          message: SERVER_MESSAGES.USER_NOT_APPROVED,
        });
      }
      expect(await suspendedAt(applicant.user.id)).toBeNull();
    }
    const unknown = await patch('01890000-0000-7000-8000-000000000000', 'suspend');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SERVER_MESSAGES.USER_NOT_FOUND);
    expect((await patch('no-es-un-id', 'suspend')).statusCode).toBe(400);
  });

  it('lets an admin suspend another ADMIN, but not itself nor a SUPER_ADMIN (403)', async () => {
    const otherAdmin = await seedUser(ctx, { role: 'ADMIN', country: null });
    const superAdmin = await seedUser(ctx, { role: 'SUPER_ADMIN', country: null });
    const self = await patch(admin.user.id, 'suspend');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SERVER_MESSAGES.CANNOT_SUSPEND_SELF);
    const top = await patch(superAdmin.user.id, 'suspend', otherAdmin.headers);
    expect(top.statusCode).toBe(403);
    expect(top.json().message).toBe(SERVER_MESSAGES.CANNOT_SUSPEND_SUPER_ADMIN);
    expect((await patch(superAdmin.user.id, 'suspend', superAdmin.headers)).statusCode).toBe(403);
    expect(await suspendedAt(superAdmin.user.id)).toBeNull();

    expect((await patch(otherAdmin.user.id, 'suspend', superAdmin.headers)).statusCode).toBe(200);
    // The suspended admin's own token is refused at once.
    expect((await patch(admin.user.id, 'reactivate', otherAdmin.headers)).statusCode).toBe(401);
    expect((await patch(otherAdmin.user.id, 'reactivate')).statusCode).toBe(200);
  });

  it('is closed to sellers (403), to visitors (401), and leaves other sellers alone', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    for (const action of ['suspend', 'reactivate'] as const) {
      const asSeller = await patch(other.user.id, action, seller.headers);
      expect(asSeller.statusCode).toBe(403);
      expect(asSeller.json().code).toBe('FORBIDDEN');
      expect((await patch(other.user.id, action, {})).statusCode).toBe(401);
    }
    expect(await suspendedAt(other.user.id)).toBeNull();

    expect((await patch(seller.user.id, 'suspend')).statusCode).toBe(200);
    expect((await products(other)).statusCode).toBe(200);
    expect((await login(other.user.email)).statusCode).toBe(200);
  });
});

describe('the verification state in the admin answers', () => {
  it('shows emailVerifiedAt in the list and the detail, null for an applicant who has not verified', async () => {
    const unverified = await seedUser(ctx, { status: 'PENDING', verified: false, name: 'SinVerificar' });
    const verified = await seedUser(ctx, { status: 'PENDING', verified: true, name: 'Verificada' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?status=PENDING&pageSize=100',
      headers: admin.headers,
    });
    const byId = new Map(list.json().data.map((u: { id: string }) => [u.id, u]));
    expect(byId.get(unverified.user.id)).toMatchObject({ emailVerifiedAt: null, suspendedAt: null });
    expect(byId.get(verified.user.id)).toMatchObject({ emailVerifiedAt: expect.any(String) });
    for (const [seeded, expected] of [
      [unverified, null],
      [verified, expect.any(String)],
    ] as const) {
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users/${seeded.user.id}`,
        headers: admin.headers,
      });
      expect(detail.json().data.emailVerifiedAt).toEqual(expected);
    }
  });
});
