// Reads the e-mails the SMTP sink of start-app.ts saved as JSON ({ to: string[], raw: string }).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailLinks, mailSubject, mailText } from '@cuadre/shared/testing/mail-text';
import { E2E_MAIL_DIR } from './e2e-env';

export interface TCapturedMail {
  file: string;
  to: string[];
  subject: string;
  /** The decoded text of every part (quoted-printable and base64 undone), headers excluded. */
  text: string;
  raw: string;
}

export function parseMail(file: string, saved: { to: string[]; raw: string }): TCapturedMail {
  return {
    file,
    to: saved.to.map((address) => address.toLowerCase()),
    subject: mailSubject(saved.raw),
    text: mailText(saved.raw),
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
  for (const url of mailLinks(mail.text)) {
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`No link to ${pathPrefix} in the e-mail "${mail.subject}"`);
}
