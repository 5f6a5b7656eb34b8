// The mail server going down never loses an e-mail: registrations answer 201 while it is down, their
// verification e-mails wait in the outbox, and the app's own background sender delivers each one exactly
// once after the server is back on the same port.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/system';
import { linkToken, startSmtpSink, type TSmtpSink } from '../../src/lib/mail/testing/smtp-sink';
import { createTestContext, type TTestContext } from '../test-app';

const BEFORE = 5;
const DURING = 20;

let ctx: TTestContext;
let sink: TSmtpSink;
let port: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  port = sink.port;
  ctx = await createTestContext({ env: { SMTP_URL: sink.url }, app: { startMailSender: true } });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const register = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Rosa',
      lastname: 'Díaz',
      email,
      password: 'Segura#2025',
      country: {
        name: 'Venezuela',
        code: 'VE',
        currency: 'Bolívar',
        currencyCode: 'VES',
        currencySymbol: 'Bs.',
      },
      acceptTerms: true,
    },
    // Each registration from its own address: the outage, not the rate limit, is under test.
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SMTP down during registrations', () => {
  it('delivers every verification e-mail, once each, after the mail server returns', async () => {
    const stamp = Date.now();
    const before = Array.from({ length: BEFORE }, (_, i) => `antes${i}-${stamp}@example.com`);
    const during = Array.from({ length: DURING }, (_, i) => `durante${i}-${stamp}@example.com`);

    for (const email of before) expect((await register(email)).statusCode).toBe(201);
    for (const email of before) await sink.waitFor((mail) => mail.to.includes(email));

    await sink.close();
    const responses = await Promise.all(during.map(register));
    expect(responses.map((response) => response.statusCode)).toEqual(during.map(() => 201));
    // The sender has tried and failed: the e-mails wait in the outbox with the error and a backoff.
    await until(async () => {
      const rows = await ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, during));
      return rows.length === DURING && rows.every((row) => row.attempts >= 1 && row.lastError !== null);
    });
    const waiting = await ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, during));
    expect(waiting.every((row) => row.sentAt === null)).toBe(true);
    expect(sink.mails.filter((mail) => during.includes(mail.to[0]!))).toHaveLength(0);

    sink = await startSmtpSink(port);
    // Past the longest backoff, as if the outage had lasted that long; the sender polls by itself.
    ctx.clock.offsetMs = 31 * 60_000;
    try {
      await until(async () => during.every((email) => sink.mails.some((mail) => mail.to.includes(email))));
      // A few more polls: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    } finally {
      ctx.clock.offsetMs = 0;
    }
    for (const email of during) {
      const received = sink.mails.filter((mail) => mail.to.includes(email));
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe('Verifica tu correo electrónico en Cuadre');
    }
    const sent = await ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, during));
    expect(sent.every((row) => row.sentAt instanceof Date)).toBe(true);

    // The links still work after the wait: the outage did not cost anyone their account.
    const link = linkToken(
      sink.mails.find((mail) => mail.to.includes(during[0]!))!,
      '/verify-email',
    );
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: link },
    });
    expect(verified.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, during[0]!));
    console.info(
      `[smtp] ${BEFORE} registrations before the outage, ${DURING} during it: ${DURING}/${DURING} delivered ` +
        `once each after it (first one after ${row?.attempts} attempts)`,
    );
  });
});
