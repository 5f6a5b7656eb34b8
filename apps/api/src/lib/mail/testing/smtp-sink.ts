// Test-only: a real SMTP server in the test process (design §9), so tests see exactly what a mail server gets.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailLinks, mailSubject, mailText } from '@cuadre/shared/testing/mail-text';

export interface TReceivedMail {
  to: string[];
  subject: string;
  /** Decoded bodies of every part (quoted-printable and base64 undone). */
  text: string;
  raw: string;
}

export interface TSmtpSink {
  port: number;
  url: string;
  mails: TReceivedMail[];
  /** Resolves with the first received e-mail (past or future) that matches. */
  waitFor: (match: (mail: TReceivedMail) => boolean, timeoutMs?: number) => Promise<TReceivedMail>;
  close: () => Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<TSmtpSink> {
  const mails: TReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mailSubject(raw),
          text: mailText(raw),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    // Generous: the machine running the tests may be busy with other suites.
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `pathname` in an e-mail. */
export function linkToken(mail: TReceivedMail, pathname: string): string {
  for (const url of mailLinks(mail.text)) {
    const token = url.searchParams.get('token');
    if (url.pathname === pathname && token) return token;
  }
  throw new Error(`no ${pathname} link in "${mail.subject}"`);
}
