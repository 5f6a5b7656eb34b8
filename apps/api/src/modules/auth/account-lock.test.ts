// Design §16: login failures are limited per account across every address (10 per 15 min) as well as per
// address; a locked account gets one e-mail with a reset link per lock, and the reset lifts the lock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { emailOutbox } from '../../db/schema/system';
import { linkToken, startSmtpSink, type TSmtpSink } from '../../lib/mail/testing/smtp-sink';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limits';
import { backgroundWorkDone, createTestContext, type TTestContext } from '../../../test/test-app';
import { DEFAULT_PASSWORD, seedUser } from '../../../test/seed';

const PER_ACCOUNT = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;
const PER_ADDRESS = DEFAULT_RATE_LIMITS.loginFailuresPerIp.max;

let ctx: TTestContext;
let sink: TSmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  // The default limits: what a guesser meets in production.
  ctx = await createTestContext({ env: { SMTP_URL: sink.url }, app: { startMailSender: true } });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

let addressSequence = 0;
/** A client address no other request of this file used. */
function newAddress(): string {
  addressSequence += 1;
  return `10.${Math.floor(addressSequence / 250)}.${addressSequence % 250}.7`;
}

const login = (email: string, password: string, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const outboxTo = async (email: string) =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe('login failures per account, across addresses', () => {
  it('after 10 failures from 10 addresses, the 11th attempt from a new address is 429 even with the right password', async () => {
    const { user } = await seedUser(ctx);
    for (let n = 0; n < PER_ACCOUNT; n += 1) {
      expect((await login(user.email, `Adivina#${n}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, DEFAULT_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.RATE_LIMITED,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // However the address is written.
    expect((await login(` ${user.email.toUpperCase()} `, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('locks an address without an account the same way, so a lock tells nothing about who has one', async () => {
    const email = `nadie-${Date.now()}@example.com`;
    const answers = [];
    for (let n = 0; n <= PER_ACCOUNT; n += 1) answers.push((await login(email, `Adivina#${n}`)).statusCode);
    expect(answers).toEqual([...Array<number>(PER_ACCOUNT).fill(401), 429]);
  });

  it('a limited address (100 failures over many e-mails) does not stop the owner logging in from another address', async () => {
    const { user } = await seedUser(ctx);
    const stuffer = newAddress();
    for (let n = 0; n < PER_ADDRESS; n += 1) {
      expect((await login(`lista-${n}-${Date.now()}@example.com`, 'Filtrada#1', stuffer)).statusCode).toBe(
        401,
      );
    }
    // The address is spent, for every e-mail…
    expect((await login(user.email, DEFAULT_PASSWORD, stuffer)).statusCode).toBe(429);
    // …but no account was locked by it: the owner gets in from home.
    const owner = await login(user.email, DEFAULT_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.id).toBe(user.id);
  });

  it('parallel guesses from many addresses reach the password 10 times; the lock sends one e-mail, and its reset lifts the lock', async () => {
    const { user } = await seedUser(ctx);
    // 30 guesses at once, each from its own address: the holds keep all but 10 from the password check.
    const guesses = await Promise.all(
      Array.from({ length: 3 * PER_ACCOUNT }, (_, n) => login(user.email, `Adivina#${n}`)),
    );
    const codes = guesses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(PER_ACCOUNT);
    expect(codes.filter((code) => code === 429)).toHaveLength(2 * PER_ACCOUNT);
    // The guesser goes on while the account is locked: nothing more is sent.
    for (let n = 0; n < 5; n += 1) expect((await login(user.email, `Otra#${n}`)).statusCode).toBe(429);

    const mail = await sink.waitFor((received) => received.to.includes(user.email));
    expect(mail.subject).toMatch(/Bloqueamos por un rato el inicio de sesión/);
    await backgroundWorkDone(ctx);
    expect(await outboxTo(user.email)).toHaveLength(1);
    expect(sink.mails.filter((received) => received.to.includes(user.email))).toHaveLength(1);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: linkToken(mail, '/reset-password'), password: 'Nueva#Clave2025' },
    });
    expect(reset.statusCode).toBe(200);
    const owner = await login(user.email, 'Nueva#Clave2025');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.id).toBe(user.id);

    // A new lock is a new e-mail.
    for (let n = 0; n < PER_ACCOUNT; n += 1)
      expect((await login(user.email, `Otra#${n}`)).statusCode).toBe(401);
    expect((await login(user.email, 'Nueva#Clave2025')).statusCode).toBe(429);
    await sink.waitFor((received) => received.to.includes(user.email) && received !== mail);
    await backgroundWorkDone(ctx);
    expect(await outboxTo(user.email)).toHaveLength(2);
  });
});
