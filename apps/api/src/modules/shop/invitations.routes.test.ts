import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { linkToken, startSmtpSink, type TSmtpSink } from '../../lib/mail/testing/smtp-sink';
import { createTestContext, NO_AUTH_RATE_LIMITS, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser, type TSeededUser } from '../../../test/seed';

// Decision record 029: the owner invites by e-mail; the link sets a password (or takes the account's own) and
// signs the person in to that shop; a person in several shops lists them and switches.

let ctx: TTestContext;
let sink: TSmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({
    env: { SMTP_URL: sink.url },
    app: { startMailSender: true, rateLimits: NO_AUTH_RATE_LIMITS },
  });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const NEW_PASSWORD = 'Cajera#2026';
type THeaders = Record<string, string>;
const bearer = (token: string): THeaders => ({ authorization: `Bearer ${token}` });
const call = (
  headers: THeaders,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const seenMails = new Set<object>();
let sequence = 0;
const newAddress = () => `invitada${(sequence += 1)}-${Date.now()}@example.com`;

async function invite(owner: TSeededUser, email: string, role = 'MANAGER', name = 'Yelitza Rondón') {
  const response = await call(owner.headers, 'POST', '/shop/members', { name, role, email });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await sink.waitFor(
    (m) => m.to.includes(email) && /Te invitaron/.test(m.subject) && !seenMails.has(m),
  );
  seenMails.add(mail);
  return {
    member: response.json().data as { id: string; status: string },
    token: linkToken(mail, '/invitacion'),
    mail,
  };
}

const accept = (token: string, password: string) =>
  call({}, 'POST', '/auth/accept-invitation', { token, password });
const login = (email: string, password: string) => call({}, 'POST', '/auth/login', { email, password });

describe('an invitation by e-mail', () => {
  it('brings a new address into the shop: the link sets the password and signs in there, as its role', async () => {
    const owner = await seedUser(ctx, { name: 'Carmen' });
    await ctx.db.execute(
      sql`UPDATE shops SET business_name = 'Bodega La Esquina' WHERE id = ${owner.user.id}`,
    );
    const email = newAddress();
    const { member, token, mail } = await invite(owner, email);
    expect(member).toMatchObject({ status: 'INVITED', email, name: 'Yelitza Rondón', role: 'MANAGER' });
    expect(mail.text).toContain('Bodega La Esquina te invitó a su equipo en Cuadre como Encargado.');

    // Before accepting, the address has no password anyone knows, and the admin never sees it as a seller.
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    const listed = await call(admin.headers, 'GET', `/admin/users?search=${encodeURIComponent(email)}`);
    expect(listed.json().data).toEqual([]);
    expect(listed.json().total).toBe(0);

    const accepted = await accept(token, NEW_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json().data as { token: string; user: { email: string; currency: string } };
    expect(session.user).toMatchObject({ email, currency: 'VES' });
    const shop = await call(bearer(session.token), 'GET', '/shop');
    expect(shop.json().data).toMatchObject({ id: owner.user.id, role: 'MANAGER', memberId: member.id });
    // A manager works in the shop but does not manage its members.
    expect((await call(bearer(session.token), 'GET', '/shop/members')).statusCode).toBe(403);

    // The link works once; the password now signs in to the shop that invited them.
    const again = await accept(token, NEW_PASSWORD);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SERVER_MESSAGES.INVITATION_INVALID);
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const me = await call(bearer(signedIn.json().data.token), 'GET', '/users/me');
    expect(me.json().data).toMatchObject({ email, name: 'Yelitza Rondón', country: 'Venezuela' });

    const members = await call(owner.headers, 'GET', '/shop/members');
    expect(members.json().data).toContainEqual(expect.objectContaining({ id: member.id, status: 'ACTIVE' }));
    const audit = await call(owner.headers, 'GET', '/shop/audit');
    const summaries = (audit.json().data as { summary: string }[]).map((entry) => entry.summary);
    expect(summaries).toContain(`Invitación a Yelitza Rondón (${email}) como Encargado`);
    expect(summaries).toContain('Yelitza Rondón aceptó la invitación y entró al equipo');
  });

  it('joins an existing account only with its own password, and it then picks between its shops', async () => {
    const owner = await seedUser(ctx, { name: 'Carmen' });
    const person = await seedUser(ctx, { name: 'Luis' });
    const { member, token } = await invite(owner, person.user.email, 'CASHIER');
    expect(member.status).toBe('INVITED');

    const wrong = await accept(token, 'Otra#Clave2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(LOGIN_ERRORS[401]);
    const accepted = await accept(token, DEFAULT_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const inShop = bearer(accepted.json().data.token);
    expect((await call(inShop, 'GET', '/shop')).json().data).toMatchObject({
      id: owner.user.id,
      role: 'CASHIER',
    });

    const shops = await call(inShop, 'GET', '/auth/shops');
    expect(shops.json().data).toEqual([
      { shopId: person.user.id, name: 'Luis Prueba', role: 'OWNER', isCurrent: false },
      { shopId: owner.user.id, name: 'Carmen Prueba', role: 'CASHIER', isCurrent: true },
    ]);
    // Signing in goes to the account's own shop; switching gives a session for the other.
    const signedIn = await login(person.user.email, DEFAULT_PASSWORD);
    const own = bearer(signedIn.json().data.token);
    expect((await call(own, 'GET', '/shop')).json().data).toMatchObject({
      id: person.user.id,
      role: 'OWNER',
    });
    const switched = await call(own, 'POST', '/auth/switch-shop', { shopId: owner.user.id });
    expect(switched.statusCode).toBe(200);
    const there = bearer(switched.json().data.token);
    expect((await call(there, 'GET', '/shop')).json().data).toMatchObject({
      id: owner.user.id,
      role: 'CASHIER',
    });
    // A cashier's profile carries the shop's country back unchanged: only the owner changes it.
    const profile = await call(there, 'PUT', '/users', {
      name: 'Luis',
      email: person.user.email,
      country: 'Colombia',
      currency: 'COP',
      currencySymbol: '$',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.country).toBe('Venezuela');
    expect((await call(owner.headers, 'GET', '/shop')).json().data.country).toBe('Venezuela');

    // A shop the account does not work in cannot be switched to.
    const stranger = await seedUser(ctx);
    const refused = await call(own, 'POST', '/auth/switch-shop', { shopId: stranger.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SERVER_MESSAGES.NOT_A_MEMBER);
  });

  it('sends a new link when invited again, and refuses members, the owner and admins', async () => {
    const owner = await seedUser(ctx);
    const email = newAddress();
    const first = await invite(owner, email);
    const second = await invite(owner, email, 'ACCOUNTANT');
    expect(second.member.id).toBe(first.member.id);
    expect((await accept(first.token, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await accept(second.token, NEW_PASSWORD)).statusCode).toBe(200);
    const members = (await call(owner.headers, 'GET', '/shop/members')).json().data as { role: string }[];
    expect(members.filter((m) => m.role === 'ACCOUNTANT')).toHaveLength(1);

    const admin = await seedUser(ctx, { role: 'ADMIN' });
    for (const [address, message] of [
      [email, SERVER_MESSAGES.MEMBER_EXISTS],
      [owner.user.email, SERVER_MESSAGES.MEMBER_EXISTS],
      [admin.user.email, SERVER_MESSAGES.ACCOUNT_CANNOT_JOIN],
    ] as const) {
      const response = await call(owner.headers, 'POST', '/shop/members', {
        name: 'Otro',
        role: 'CASHIER',
        email: address,
      });
      expect(response.statusCode, address).toBe(409);
      expect(response.json().message).toBe(message);
    }
  });

  it('cannot be suspended before it is accepted, and stops working once withdrawn or expired', async () => {
    const owner = await seedUser(ctx);
    const withdrawn = await invite(owner, newAddress());
    const patched = await call(owner.headers, 'PATCH', `/shop/members/${withdrawn.member.id}`, {
      status: 'SUSPENDED',
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().message).toBe(SERVER_MESSAGES.MEMBER_INVITED);
    expect((await call(owner.headers, 'DELETE', `/shop/members/${withdrawn.member.id}`)).statusCode).toBe(
      200,
    );
    expect((await accept(withdrawn.token, NEW_PASSWORD)).statusCode).toBe(400);

    const expired = await invite(owner, newAddress());
    await ctx.db.execute(
      sql`UPDATE shop_members SET invitation_expires_at = now() - interval '1 minute' WHERE id = ${expired.member.id}`,
    );
    expect((await accept(expired.token, NEW_PASSWORD)).statusCode).toBe(400);
  });
});

describe('a member who signs in with an e-mail', () => {
  it('stops at once when removed or when the shop’s owner is suspended, and is told why at the sign-in', async () => {
    const owner = await seedUser(ctx);
    const email = newAddress();
    const { member, token } = await invite(owner, email, 'CASHIER');
    const session = bearer((await accept(token, NEW_PASSWORD)).json().data.token);
    expect((await call(session, 'GET', '/products')).statusCode).toBe(200);

    const admin = await seedUser(ctx, { role: 'ADMIN' });
    expect((await call(admin.headers, 'PATCH', `/admin/users/${owner.user.id}/suspend`)).statusCode).toBe(
      200,
    );
    expect((await call(session, 'GET', '/products')).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(403);
    expect((await call(admin.headers, 'PATCH', `/admin/users/${owner.user.id}/reactivate`)).statusCode).toBe(
      200,
    );
    const ownerAgain = bearer((await login(owner.user.email, DEFAULT_PASSWORD)).json().data.token);

    const again = bearer((await login(email, NEW_PASSWORD)).json().data.token);
    expect((await call(again, 'GET', '/products')).statusCode).toBe(200);
    expect((await call(ownerAgain, 'DELETE', `/shop/members/${member.id}`)).statusCode).toBe(200);
    expect((await call(again, 'GET', '/products')).statusCode).toBe(401);
    const refused = await login(email, NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SERVER_MESSAGES.NO_ACTIVE_SHOP);
  });
});
