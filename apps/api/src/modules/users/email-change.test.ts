import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { users } from '../../db/schema/users';
import { linkToken, startSmtpSink, type TSmtpSink } from '../../lib/mail/testing/smtp-sink';
import { createTestContext, NO_AUTH_RATE_LIMITS, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser, type TSeededUser } from '../../../test/seed';
import { registration } from '../../../test/faults/support/registration';

/** A profile's new e-mail takes effect only once the link sent to it is opened. */

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

let sequence = 0;
const newAddress = () => `nuevo${++sequence}-${Date.now()}@example.com`;

const profile = (seller: TSeededUser, email: string, name = 'Ana María') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users',
    headers: seller.headers,
    payload: { name, email, country: 'Venezuela', currency: 'VES', currencySymbol: 'Bs.' },
  });
const confirm = (token: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/confirm-email-change', payload: { token } });
const login = (email: string, password = DEFAULT_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (seller: TSeededUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers });

async function stored(id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Asks for the change and answers the token of the link mailed to the new address. */
async function requestChange(seller: TSeededUser, email: string): Promise<string> {
  const answer = await profile(seller, email);
  expect(answer.statusCode, answer.body).toBe(200);
  const mail = await sink.waitFor((m) => m.to.includes(email) && /Confirma tu nuevo correo/.test(m.subject));
  return linkToken(mail, '/confirm-email-change');
}

describe('changing the e-mail of a profile', () => {
  it('saves the other fields at once, keeps the old e-mail, mails a link to the new address and a notice to the old', async () => {
    const seller = await seedUser(ctx);
    const email = newAddress();
    const answer = await profile(seller, email.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      name: 'Ana María',
      email: seller.user.email,
      pendingEmail: email,
    });
    expect(await stored(seller.user.id)).toMatchObject({ name: 'Ana María', email: seller.user.email });

    const link = await sink.waitFor(
      (m) => m.to.includes(email) && /Confirma tu nuevo correo/.test(m.subject),
    );
    const token = linkToken(link, '/confirm-email-change');
    expect(link.text).toContain(`http://cuadre.test/confirm-email-change?token=${token}`);
    expect(link.text).toContain('24 horas');
    const notice = await sink.waitFor(
      (m) => m.to.includes(seller.user.email) && /Se solicitó cambiar el correo/.test(m.subject),
    );
    expect(notice.text).toContain(`Se solicitó cambiar el correo de tu cuenta de Cuadre a ${email}`);
    expect(notice.text).toContain('Si no fuiste tú');
    expect(notice.text).not.toContain(token);

    // Until the link is opened the old address signs in, the new one does not, and the profile says it waits.
    expect((await login(seller.user.email)).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(401);
    expect((await me(seller)).json().data).toMatchObject({ email: seller.user.email, pendingEmail: email });
    // Saving the profile again with the old address keeps the request.
    expect((await profile(seller, seller.user.email)).json().data.pendingEmail).toBe(email);
  });

  it('applies the change when the link is opened, once; the old address stops signing in', async () => {
    const seller = await seedUser(ctx, { verified: true });
    const email = newAddress();
    const token = await requestChange(seller, email);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { message: SERVER_MESSAGES.EMAIL_CHANGED, email } });
    const row = await stored(seller.user.id);
    expect(row?.email).toBe(email);
    expect(row?.emailVerifiedAt?.getTime()).toBeGreaterThan(seller.user.emailVerifiedAt!.getTime());

    expect((await login(email)).statusCode).toBe(200);
    expect((await login(seller.user.email)).statusCode).toBe(401);
    // The session that asked goes on (decision 003: only a password change ends sessions).
    expect((await me(seller)).json().data).toMatchObject({ email, pendingEmail: null });

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: SERVER_MESSAGES.INVALID_EMAIL_CHANGE_TOKEN,
    });
  });

  it('refuses a link after 24 h, an older link once a newer one was sent, and an unknown or missing token', async () => {
    const seller = await seedUser(ctx);
    const first = await requestChange(seller, newAddress());
    const email = newAddress();
    const second = await requestChange(seller, email);
    expect((await confirm(first)).statusCode).toBe(400);

    ctx.clock.offsetMs = 24 * 60 * 60 * 1000 + 60_000;
    try {
      const expired = await confirm(second);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(SERVER_MESSAGES.INVALID_EMAIL_CHANGE_TOKEN);
      expect((await me(seller)).json().data.pendingEmail).toBeNull();
    } finally {
      ctx.clock.offsetMs = 0;
    }
    expect((await stored(seller.user.id))?.email).toBe(seller.user.email);
    expect((await confirm('no-existe')).statusCode).toBe(400);
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('lets the owner of the pending address register with it, and then answers the link 409', async () => {
    const seller = await seedUser(ctx);
    const email = newAddress();
    const token = await requestChange(seller, email);

    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email),
    });
    expect(registered.statusCode).toBe(201);
    // The owner gets the verification link, not "you already have an account".
    await sink.waitFor((m) => m.to.includes(email) && /Verifica tu correo/.test(m.subject));

    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: SERVER_MESSAGES.EMAIL_TAKEN,
    });
    expect((await stored(seller.user.id))?.email).toBe(seller.user.email);
  });

  it('still refuses at once an address another account has (409), and asks for nothing', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const answer = await profile(seller, other.user.email);
    expect(answer.statusCode).toBe(409);
    expect((await me(seller)).json().data.pendingEmail).toBeNull();
  });
});
