// Test-only: a real SMTP server in the test process (design §9), so tests see exactly what a mail server gets.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  to: string[];
  subject: string;
  /** Decoded bodies of every part (quoted-printable and base64 undone). */
  text: string;
  raw: string;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeEntity(entity: string): string[] {
  const split = /\r?\n\r?\n/.exec(entity);
  const head = split ? entity.slice(0, split.index) : entity;
  const body = split ? entity.slice(split.index + split[0].length) : '';
  const type = header(head, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => decodeEntity(part.replace(/^\r?\n/, '')));
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
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
        const split = /\r?\n\r?\n/.exec(raw);
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeWords(header(split ? raw.slice(0, split.index) : raw, 'Subject')),
          text: decodeEntity(raw).join('\n'),
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
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []) {
    const url = new URL(candidate.replace(/&amp;/g, '&'));
    const token = url.searchParams.get('token');
    if (url.pathname === pathname && token) return token;
  }
  throw new Error(`no ${pathname} link in "${mail.subject}"`);
}
