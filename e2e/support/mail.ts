// Reads the e-mails the SMTP sink of start-app.ts saved as JSON ({ to: string[], raw: string }).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './e2e-env';

export interface TCapturedMail {
  file: string;
  to: string[];
  subject: string;
  /** The decoded text of every part (quoted-printable and base64 undone), headers excluded. */
  text: string;
  raw: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(value: string): string {
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

/** Decodes an RFC 2047 header value (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headerOf(head: string, name: string): string | undefined {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim();
}

function splitHead(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ''];
}

/** The decoded bodies of a MIME entity, recursing into multiparts. */
function decodeEntity(entity: string): string[] {
  const [head, body] = splitHead(entity);
  const type = headerOf(head, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => decodeEntity(part.replace(/^\r?\n/, '')));
  }
  const encoding = (headerOf(head, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

export function parseMail(file: string, saved: { to: string[]; raw: string }): TCapturedMail {
  const [head] = splitHead(saved.raw);
  return {
    file,
    to: saved.to.map((address) => address.toLowerCase()),
    subject: decodeHeader(headerOf(head, 'Subject') ?? ''),
    text: decodeEntity(saved.raw).join('\n'),
    raw: saved.raw,
  };
}

function readMails(): TCapturedMail[] {
  let files: string[];
  try {
    files = readdirSync(E2E_MAIL_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const full = path.join(E2E_MAIL_DIR, file);
    return parseMail(full, JSON.parse(readFileSync(full, 'utf8')) as { to: string[]; raw: string });
  });
}

/**
 * Waits for the newest e-mail to `to` (optionally whose subject matches), polling the sink's folder. The
 * outbox sender delivers within a couple of seconds of the call that queued it.
 */
export async function waitForMail(options: {
  to: string;
  subject?: RegExp;
  timeoutMs?: number;
  /** Ignore e-mails saved before this instant (e.g. a first link when waiting for a second one). */
  after?: Date;
}): Promise<TCapturedMail> {
  const to = options.to.toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const afterMs = options.after?.getTime() ?? 0;
  for (;;) {
    const match = readMails()
      .filter((mail) => mail.to.includes(to))
      .filter((mail) => !options.subject || options.subject.test(mail.subject))
      .filter((mail) => Number.parseInt(path.basename(mail.file), 10) >= afterMs)
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail to ${to}${options.subject ? ` matching ${options.subject}` : ''} arrived in time`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The first link in the e-mail whose path starts with pathPrefix (e.g. '/verify-email'), as an absolute URL
 * string; `new URL(link).searchParams.get('token')` gives the token.
 */
export function extractLink(mail: TCapturedMail, pathPrefix: string): string {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []) {
    const url = new URL(candidate.replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`No link to ${pathPrefix} in the e-mail "${mail.subject}"`);
}
