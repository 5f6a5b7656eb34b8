import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/system';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { createMailer, MAX_SEND_ATTEMPTS, retryDelayMs } from './mailer';
import { createFileTransport, createSmtpTransport } from './mail-transport';
import { passwordResetMail, verificationMail } from './templates';
import { linkToken, startSmtpSink } from './testing/smtp-sink';

/** A port where nothing listens yet: a mail server that is down. */
async function downPort(): Promise<number> {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

let ctx: TTestContext;
let port: number;
beforeAll(async () => {
  port = await downPort();
  ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(() => ctx.close());

const appNow = () => new Date(Date.now() + ctx.clock.offsetMs);

describe('outbox sender', () => {
  it('delivers a registration e-mail queued while SMTP was down once the server is back', async () => {
    const email = `caida-${Date.now()}@example.com`;
    const registered = await ctx.app.inject({
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
    });
    // The mail server being down never fails the registration: the e-mail waits in the outbox (written just
    // after the answer, so that the answer cannot tell a new address from a taken one).
    expect(registered.statusCode).toBe(201);
    await vi.waitFor(async () => {
      const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(rows).toHaveLength(1);
    });

    const mailer = createMailer({
      db: ctx.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Cuadre <no-reply@cuadre.test>'),
      now: appNow,
    });
    expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 1 });
    const [queued] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(queued).toMatchObject({ attempts: 1, sentAt: null });
    expect(queued?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const sink = await startSmtpSink(port);
    try {
      // Backing off: not retried at once.
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
      ctx.clock.offsetMs = retryDelayMs(1) + 1_000;
      expect(await mailer.sendDue()).toEqual({ sent: 1, failed: 0 });
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 0 });

      expect(sink.mails).toHaveLength(1);
      const mail = sink.mails[0]!;
      expect(mail.to).toEqual([email]);
      expect(mail.subject).toBe('Verifica tu correo electrónico en Cuadre');
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: linkToken(mail, '/verify-email') },
      });
      expect(verified.statusCode).toBe(200);
      const [sent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(sent?.sentAt).toBeInstanceOf(Date);
    } finally {
      ctx.clock.offsetMs = 0;
      await mailer.stop();
      await sink.close();
    }
  });

  it('sends each e-mail once when several senders run at the same time', async () => {
    const sink = await startSmtpSink();
    const transport = () => createSmtpTransport(sink.url, 'Cuadre <no-reply@cuadre.test>');
    const first = createMailer({ db: ctx.db, transport: transport(), now: appNow });
    const second = createMailer({ db: ctx.db, transport: transport(), now: appNow });
    try {
      // Anything left from the previous test is already sent; these five are new.
      const addresses = Array.from({ length: 5 }, (_, i) => `doble${i}-${Date.now()}@example.com`);
      await ctx.db.transaction(async (tx) => {
        for (const to of addresses) {
          await first.enqueue(
            tx,
            to,
            verificationMail({ appUrl: 'http://cuadre.test', name: 'X', token: 't' }),
          );
        }
      });
      const results = await Promise.all([first.sendDue(), second.sendDue()]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(5);
      expect(sink.mails.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    } finally {
      await first.stop();
      await second.stop();
      await sink.close();
    }
  });

  it('backs off 5 s, 10 s, 20 s … up to 30 minutes, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(40)).toBe(30 * 60_000);

    const to = `agotado-${Date.now()}@example.com`;
    await ctx.db.insert(emailOutbox).values({
      toAddress: to,
      subject: 's',
      textBody: 't',
      attempts: MAX_SEND_ATTEMPTS,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    const sink = await startSmtpSink();
    const mailer = createMailer({
      db: ctx.db,
      transport: createSmtpTransport(sink.url, 'Cuadre <no-reply@cuadre.test>'),
      now: appNow,
    });
    await mailer.sendDue();
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(0);
    await mailer.stop();
    await sink.close();
  });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file and logs its links', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cuadre-outbox-'));
    const logged: object[] = [];
    const log = { info: (o: object) => logged.push(o), warn: () => undefined, error: () => undefined };
    try {
      const transport = createFileTransport(dir, 'Cuadre <no-reply@cuadre.local>', log);
      const content = passwordResetMail({ appUrl: 'http://localhost:3000', name: 'Ana', token: 'abc123' });
      await transport.send({
        id: 'm1',
        to: 'ana@example.com',
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: ana@example\.com$/m);
      expect(eml).toMatch(/^Subject: .+/m);
      expect(eml).toContain('reset-password?token=3Dabc123');
      expect(logged).toEqual([
        expect.objectContaining({
          to: 'ana@example.com',
          links: ['http://localhost:3000/reset-password?token=abc123'],
        }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
