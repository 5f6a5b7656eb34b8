import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_VALIDATION } from '@cuadre/shared/admin/messages';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { products } from '../../db/schema/catalog';
import { emailOutbox } from '../../db/schema/system';
import { shops } from '../../db/schema/shops';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';

let ctx: TTestContext;
let admin: TSeededUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await seedUser(ctx, { role: 'ADMIN', country: null });
});
afterAll(() => ctx.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = admin.headers,
  payload?: unknown,
) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('POST /api/admin/users', () => {
  it('creates an approved, verified user who can log in at once', async () => {
    const email = `creado-${Date.now()}@example.com`;
    const response = await inject('POST', '/api/admin/users', admin.headers, {
      name: 'Pedro',
      email: email.toUpperCase(),
      password: 'seis66',
      role: 'USER',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Pedro',
      email,
      role: 'USER',
      status: 'APPROVED',
      emailVerifiedAt: expect.any(String),
      country: null,
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'seis66' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email, role: 'USER', country: null });
  });

  it('lets an ADMIN create another ADMIN but never a SUPER_ADMIN', async () => {
    const asAdmin = await inject('POST', '/api/admin/users', admin.headers, {
      name: 'Otra Admin',
      email: `admin2-${Date.now()}@example.com`,
      password: 'Clave#2025',
      role: 'ADMIN',
    });
    expect(asAdmin.statusCode).toBe(201);
    expect(asAdmin.json().data.role).toBe('ADMIN');
    const superAdmin = await inject('POST', '/api/admin/users', admin.headers, {
      name: 'Jefa',
      email: `jefa-${Date.now()}@example.com`,
      password: 'Clave#2025',
      role: 'SUPER_ADMIN',
    });
    expect(superAdmin.statusCode).toBe(400);
    expect(superAdmin.json().message).toBe(ADMIN_VALIDATION.roleRequired);
  });

  it('answers 409 EMAIL_TAKEN for an address already in use, whatever its case', async () => {
    const existing = await seedUser(ctx);
    const response = await inject('POST', '/api/admin/users', admin.headers, {
      name: 'Copia',
      email: existing.user.email.toUpperCase(),
      password: 'Clave#2025',
      role: 'USER',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: SERVER_MESSAGES.EMAIL_TAKEN,
    });
  });

  it('validates with the admin form messages', async () => {
    const response = await inject('POST', '/api/admin/users', admin.headers, {
      name: '',
      email: 'x',
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        ADMIN_VALIDATION.nameRequired,
        ADMIN_VALIDATION.emailInvalidFormat,
        ADMIN_VALIDATION.passwordMin6,
        ADMIN_VALIDATION.roleRequired,
      ]),
    );
  });

  it('is closed to sellers (403) and to visitors (401)', async () => {
    const seller = await seedUser(ctx);
    const body = { name: 'X', email: `x-${Date.now()}@example.com`, password: 'Clave#2025', role: 'USER' };
    expect((await inject('POST', '/api/admin/users', seller.headers, body)).statusCode).toBe(403);
    expect((await inject('POST', '/api/admin/users', {}, body)).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/users', seller.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('lists newest first, filters by status and pages', async () => {
    const pendingA = await seedUser(ctx, { status: 'PENDING', name: 'Pendiente A' });
    const pendingB = await seedUser(ctx, { status: 'PENDING', name: 'Pendiente B' });
    await seedUser(ctx, { status: 'REJECTED' });

    const pending = await inject('GET', '/api/admin/users?status=PENDING&pageSize=1');
    expect(pending.statusCode).toBe(200);
    const body = pending.json();
    expect(body).toMatchObject({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: pendingB.user.id, status: 'PENDING', name: 'Pendiente B' });
    expect(body.data[0]).not.toHaveProperty('passwordHash');
    const second = await inject('GET', '/api/admin/users?status=PENDING&pageSize=1&page=2');
    expect(second.json().data[0].id).toBe(pendingA.user.id);

    const all = await inject('GET', '/api/admin/users?status=');
    expect(all.json().total).toBeGreaterThan(2);
    expect(new Set(all.json().data.map((u: { status: string }) => u.status)).size).toBeGreaterThan(1);

    const search = await inject('GET', `/api/admin/users?search=${encodeURIComponent('Pendiente A')}`);
    expect(search.json().data.map((u: { id: string }) => u.id)).toEqual([pendingA.user.id]);

    expect((await inject('GET', '/api/admin/users?status=OTRO')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the registration data and the stat cards', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await ctx.db
      .update(shops)
      .set({ businessName: 'Bodega Luz', phone: '0412', city: 'Maracaibo' })
      .where(eq(shops.id, seller.user.id));
    const productA = await seedProduct(ctx, seller.user.id, { price: 10.5, quantity: 50 });
    await seedProduct(ctx, seller.user.id);
    const gone = await seedProduct(ctx, seller.user.id);
    await ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const clientA = await seedClient(ctx, seller.user.id);
    const clientB = await seedClient(ctx, seller.user.id);

    const sell = async (payload: object) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: seller.headers,
        payload,
      });
      expect(response.statusCode).toBe(201);
    };
    await sell({ items: [{ productId: productA.id, quantity: 1, price: 10.5 }], status: 'PAID' });
    await sell({
      items: [{ productId: productA.id, quantity: 2, price: 15.05 }],
      status: 'PENDING',
      clientId: clientA.id,
      initialPaymentAmount: 10.05,
    });
    await sell({
      items: [{ name: 'Envío', quantity: 1, price: 5.2 }],
      status: 'PENDING',
      clientId: clientB.id,
    });
    // Another seller's debts are not this seller's.
    const other = await seedUser(ctx);
    const otherClient = await seedClient(ctx, other.user.id);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: other.headers,
      payload: {
        items: [{ name: 'X', quantity: 1, price: 99 }],
        status: 'PENDING',
        clientId: otherClient.id,
      },
    });

    const response = await inject('GET', `/api/admin/users/${seller.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: seller.user.id,
      name: seller.user.name,
      lastname: 'Prueba',
      email: seller.user.email,
      role: 'USER',
      status: 'APPROVED',
      businessName: 'Bodega Luz',
      phone: '0412',
      city: 'Maracaibo',
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      createdAt: seller.user.createdAt.toISOString(),
      stats: { productsCount: 2, clientsCount: 2, salesCount: 3, pendingAmount: 25.25 },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await inject('GET', '/api/admin/users/01890000-0000-7000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/api/admin/users/nope')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/:id/approve|reject', () => {
  it('approves and rejects only PENDING users, queueing an e-mail each time', async () => {
    const first = await seedUser(ctx, { status: 'PENDING' });
    const second = await seedUser(ctx, { status: 'PENDING' });
    const approve = await inject('PATCH', `/api/admin/users/${first.user.id}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ id: first.user.id, status: 'APPROVED' });
    const reject = await inject('PATCH', `/api/admin/users/${second.user.id}/reject`);
    expect(reject.json().data).toMatchObject({ id: second.user.id, status: 'REJECTED' });

    const again = await inject('PATCH', `/api/admin/users/${first.user.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 'USER_NOT_PENDING',
      message: SERVER_MESSAGES.USER_NOT_PENDING,
    });
    expect(
      (await inject('PATCH', '/api/admin/users/01890000-0000-7000-8000-000000000000/approve')).statusCode,
    ).toBe(404);

    const subjects = await ctx.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} IN (${first.user.email}, ${second.user.email})`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        { to: first.user.email, subject: 'Tu cuenta de Cuadre fue aprobada' },
        { to: second.user.email, subject: 'Tu solicitud de cuenta en Cuadre' },
      ]),
    );
    expect(subjects).toHaveLength(2);
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const applicant = await seedUser(ctx, { status: 'PENDING' });
    const [a, b] = await Promise.all([
      inject('PATCH', `/api/admin/users/${applicant.user.id}/approve`),
      inject('PATCH', `/api/admin/users/${applicant.user.id}/reject`),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
  });
});
