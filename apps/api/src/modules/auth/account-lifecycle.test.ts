import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS, RESET_PASSWORD_ERRORS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { emailOutbox } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { findUserByEmail } from './auth.repository';
import { linkToken, startSmtpSink, type TSmtpSink } from '../../lib/mail/testing/smtp-sink';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser } from '../../../test/seed';

let ctx: TTestContext;
let sink: TSmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: sink.url }, app: { startMailSender: true } });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

let sequence = 0;
function newEmail(): string {
  sequence += 1;
  return `persona${sequence}-${Date.now()}@example.com`;
}

const VENEZUELA = {
  name: 'Venezuela',
  code: 'VE',
  currency: 'Bolívar venezolano',
  currencyCode: 'VES',
  currencySymbol: 'Bs.',
};

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'María',
    lastname: 'Pérez',
    email,
    password: 'Segura#2025',
    confirmPassword: 'Segura#2025',
    businessName: 'Bodega María',
    phone: '+58 412 1234567',
    city: '',
    country: VENEZUELA,
    acceptTerms: true,
    ...overrides,
  };
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const mailTo = (email: string, subject: RegExp) =>
  sink.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));

describe('registration, verification and approval', () => {
  it('takes a visitor from the form to a working login through the e-mailed link and an approval', async () => {
    const email = newEmail();
    const registered = await post('/api/auth/register', registration(email));
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ data: { message: SERVER_MESSAGES.REGISTERED } });

    const stored = await findUserByEmail(ctx.db, email);
    expect(stored).toMatchObject({
      status: 'PENDING',
      role: 'USER',
      emailVerifiedAt: null,
      businessName: 'Bodega María',
      city: null,
      country: 'Venezuela',
      countryCode: 'VE',
      currency: 'VES',
      currencySymbol: 'Bs.',
      timeZone: 'America/Caracas',
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const verification = await mailTo(email, /Verifica tu correo/);
    expect(verification.text).toContain('María');
    expect(verification.text).toContain('Cuadre');
    const token = linkToken(verification, '/verify-email');
    expect(verification.text).toContain(`http://cuadre.test/verify-email?token=${token}`);

    expect((await post('/api/auth/login', { email, password: 'Segura#2025' })).json().code).toBe(
      'EMAIL_NOT_VERIFIED',
    );

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { message: SERVER_MESSAGES.EMAIL_VERIFIED } });
    // Single use.
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: SERVER_MESSAGES.INVALID_VERIFICATION_TOKEN,
    });

    const pending = await post('/api/auth/login', { email, password: 'Segura#2025' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('ACCOUNT_PENDING');

    const admin = await seedUser(ctx, { role: 'ADMIN', country: null });
    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${stored?.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id: stored?.id, status: 'APPROVED' });
    const approvalMail = await mailTo(email, /fue aprobada/);
    expect(approvalMail.text).toContain('http://cuadre.test/login');

    const loggedIn = await post('/api/auth/login', { email, password: 'Segura#2025' });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data.user).toMatchObject({ email, country: 'Venezuela', currencySymbol: 'Bs.' });
  });

  it('e-mails a rejected applicant, whose login then answers ACCOUNT_REJECTED', async () => {
    const { user } = await seedUser(ctx, { status: 'PENDING', verified: true });
    const admin = await seedUser(ctx, { role: 'SUPER_ADMIN', country: null });
    const rejected = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/reject`,
      headers: admin.headers,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.status).toBe('REJECTED');
    const mail = await mailTo(user.email, /Tu solicitud de cuenta/);
    expect(mail.text).toContain('no fue aprobada');
    const login = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_REJECTED' });
  });

  it('answers a registration with a taken e-mail exactly like a new one, and tells the owner by e-mail', async () => {
    const { user } = await seedUser(ctx);
    const fresh = await post('/api/auth/register', registration(newEmail()));
    const taken = await post('/api/auth/register', registration(user.email.toUpperCase()));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const notice = await mailTo(user.email, /Ya tienes una cuenta/);
    expect(notice.text).toContain('http://cuadre.test/login');
    // The existing account is untouched.
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(user.passwordHash);
    expect(after?.name).toBe(user.name);
  });

  it('sends a fresh verification link when an unverified address registers again', async () => {
    const email = newEmail();
    await post('/api/auth/register', registration(email));
    const first = linkToken(await mailTo(email, /Verifica/), '/verify-email');
    await post('/api/auth/register', registration(email));
    const second = await sink.waitFor(
      (mail) => mail.to.includes(email) && /Verifica/.test(mail.subject) && !mail.text.includes(first),
    );
    const token = linkToken(second, '/verify-email');
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('rejects an invalid registration with the spec messages and writes nothing', async () => {
    const email = newEmail();
    const response = await post(
      '/api/auth/register',
      registration(email, { password: 'corta', acceptTerms: false, lastname: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        VALIDATION.lastnameRequired,
        VALIDATION.passwordMin,
        VALIDATION.acceptTermsRequired,
      ]),
    );
    const unknownCountry = await post(
      '/api/auth/register',
      registration(email, { country: { ...VENEZUELA, code: 'XX' } }),
    );
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().message).toBe(VALIDATION.countryRequired);
    const missingCountry = await post('/api/auth/register', registration(email, { country: undefined }));
    expect(missingCountry.json().errors).toContain(VALIDATION.countryRequired);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an expired verification link (24 h) and an unknown or missing token', async () => {
    const email = newEmail();
    await post('/api/auth/register', registration(email));
    const token = linkToken(await mailTo(email, /Verifica/), '/verify-email');
    ctx.clock.offsetMs = 24 * 60 * 60 * 1000 + 60_000;
    try {
      const expired = await post('/api/auth/verify-email', { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(SERVER_MESSAGES.INVALID_VERIFICATION_TOKEN);
    } finally {
      ctx.clock.offsetMs = 0;
    }
    expect((await post('/api/auth/verify-email', { token: 'no-existe' })).statusCode).toBe(400);
    const missing = await post('/api/auth/verify-email', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(VALIDATION.tokenRequired);
  });
});

describe('resend verification', () => {
  it('answers the same for a known and an unknown e-mail, and only the unverified owner gets a link', async () => {
    const email = newEmail();
    await post('/api/auth/register', registration(email));
    const first = linkToken(await mailTo(email, /Verifica/), '/verify-email');

    const known = await post('/api/auth/resend-verification', { email: `  ${email.toUpperCase()} ` });
    const unknown = await post('/api/auth/resend-verification', { email: 'nadie@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ data: { message: SERVER_MESSAGES.VERIFICATION_RESENT } });

    const resent = await sink.waitFor(
      (mail) => mail.to.includes(email) && /Verifica/.test(mail.subject) && !mail.text.includes(first),
    );
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect(
      (await post('/api/auth/verify-email', { token: linkToken(resent, '/verify-email') })).statusCode,
    ).toBe(200);

    // Verified now: a further resend answers the same and queues nothing.
    const before = await outboxCount(email);
    const verified = await post('/api/auth/resend-verification', { email });
    expect(verified.body).toBe(unknown.body);
    expect(await outboxCount(email)).toBe(before);
  });

  it('rejects a blank e-mail with the spec text', async () => {
    const response = await post('/api/auth/resend-verification', { email: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VALIDATION.resendEmailRequired);
  });
});

async function outboxCount(email: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
  return row?.n ?? 0;
}

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown e-mail; the e-mailed link sets a new password', async () => {
    const seller = await seedUser(ctx);
    // A session in use, so the guards hold the account when the password is reset.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers })).statusCode,
    ).toBe(200);
    const known = await post('/api/auth/forgot-password', { email: seller.user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nadie@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ data: { message: SERVER_MESSAGES.FORGOT_PASSWORD_SENT } });

    const mail = await mailTo(seller.user.email, /Restablece tu contraseña/);
    const token = linkToken(mail, '/reset-password');
    expect(mail.text).toContain(`http://cuadre.test/reset-password?token=${token}`);
    expect(mail.text).toContain('1 hora');

    const reset = await post('/api/auth/reset-password', { token, password: 'NuevaClave99' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ data: { message: SERVER_MESSAGES.PASSWORD_RESET } });

    expect(
      (await post('/api/auth/login', { email: seller.user.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: seller.user.email, password: 'NuevaClave99' })).statusCode,
    ).toBe(200);
    // Sessions from before the reset are over.
    const old = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers });
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/auth/reset-password', { token, password: 'OtraClave77' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: RESET_PASSWORD_ERRORS[400],
    });
  });

  it('refuses a reset link after 1 hour, and keeps only the newest link working', async () => {
    const seller = await seedUser(ctx);
    await post('/api/auth/forgot-password', { email: seller.user.email });
    const first = linkToken(await mailTo(seller.user.email, /Restablece/), '/reset-password');
    await post('/api/auth/forgot-password', { email: seller.user.email });
    const second = linkToken(
      await sink.waitFor(
        (mail) =>
          mail.to.includes(seller.user.email) &&
          /Restablece/.test(mail.subject) &&
          !mail.text.includes(first),
      ),
      '/reset-password',
    );
    expect(
      (await post('/api/auth/reset-password', { token: first, password: 'NuevaClave99' })).statusCode,
    ).toBe(400);
    ctx.clock.offsetMs = 61 * 60_000;
    try {
      const expired = await post('/api/auth/reset-password', { token: second, password: 'NuevaClave99' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(RESET_PASSWORD_ERRORS[400]);
    } finally {
      ctx.clock.offsetMs = 0;
    }
    expect(
      (await post('/api/auth/login', { email: seller.user.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('verifies the address of an unverified account that resets its password through the e-mail', async () => {
    const { user } = await seedUser(ctx, { status: 'APPROVED', verified: false });
    await post('/api/auth/forgot-password', { email: user.email });
    const token = linkToken(await mailTo(user.email, /Restablece/), '/reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'NuevaClave99' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/login', { email: user.email, password: 'NuevaClave99' })).statusCode).toBe(
      200,
    );
  });

  it('validates the forgot and reset bodies with the spec messages', async () => {
    const forgot = await post('/api/auth/forgot-password', { email: 'no-es-correo' });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json().message).toBe(VALIDATION.emailInvalid);
    const weak = await post('/api/auth/reset-password', { token: 'x', password: 'minusculas1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(VALIDATION.resetPasswordComplexity);
    const short = await post('/api/auth/reset-password', { token: 'x', password: 'Ab1' });
    expect(short.json().errors).toContain(VALIDATION.passwordMin);
    const long = await post('/api/auth/reset-password', { token: 'x', password: `Ab1${'x'.repeat(100)}` });
    expect(long.json().errors).toContain(VALIDATION.passwordMax);
    const noToken = await post('/api/auth/reset-password', { password: 'NuevaClave99' });
    expect(noToken.json().message).toBe(VALIDATION.tokenRequired);
    expect(LOGIN_ERRORS[401]).toBe(SERVER_MESSAGES.INVALID_CREDENTIALS);
  });
});
