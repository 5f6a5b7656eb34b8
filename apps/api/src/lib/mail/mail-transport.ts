import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TEnv } from '../../config/env';

/** One e-mail as the outbox holds it. */
export interface TOutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface TMailLog {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

export const silentMailLog: TMailLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Delivers one e-mail or throws; the outbox sender decides about retries. */
export interface TMailTransport {
  kind: 'smtp' | 'file';
  send: (mail: TOutgoingMail) => Promise<void>;
  close: () => void;
}

// A mail server that hangs must not hold a batch for nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  extra: { ignoreTLS?: boolean } = {},
): TMailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...extra });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.id}@cuadre>`,
      });
    },
    close: () => transporter.close(),
  };
}

const URL_RE = /https?:\/\/[^\s<>"]+/g;

/**
 * No SMTP server configured: each e-mail becomes an `.eml` file in `dir`, and its links are logged so a local
 * user can still verify an address or reset a password (design §5).
 */
export function createFileTransport(dir: string, from: string, log: TMailLog): TMailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.id}@cuadre>`,
      });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = [...new Set(mail.text.match(URL_RE) ?? [])];
      log.info({ to: mail.to, subject: mail.subject, file, links }, `correo guardado en ${file}`);
    },
    close: () => transporter.close(),
  };
}

export function createTransportFromEnv(env: TEnv, log: TMailLog): TMailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createFileTransport(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM, log);
}
