// Starts what the browser tests run against: the production build on a fresh embedded database, and an
// SMTP sink that saves every e-mail as JSON for the tests to read (a real SMTP conversation, no mock).
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import {
  E2E_ADMIN,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_SERVER_JS,
  E2E_SMTP_PORT,
  E2E_TMP_DIR,
  E2E_WEB_DIST,
} from './e2e-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// From a clone the `postgres` user cannot enter (in /root), the app keeps its PostgreSQL data in /var/lib/cuadre
// and data/pg is a link to it: that folder goes with the rest.
const pgLink = path.join(E2E_TMP_DIR, 'data', 'pg');
if (lstatSync(pgLink, { throwIfNoEntry: false })?.isSymbolicLink()) {
  rmSync(path.dirname(readlinkSync(pgLink)), { recursive: true, force: true });
}
rmSync(E2E_TMP_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });
const dataDir = path.join(E2E_TMP_DIR, 'data');
mkdirSync(dataDir, { recursive: true });
chmodSync(E2E_TMP_DIR, 0o755);

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

const app = spawn(process.execPath, [E2E_SERVER_JS ?? path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DOLLAR_RATE_URL: `http://127.0.0.1:${E2E_PORT + 2}/`,
    LOG_LEVEL: 'warn',
    ...(E2E_WEB_DIST ? { WEB_DIST_DIR: E2E_WEB_DIST } : {}),
  },
});

const stop = () => {
  app.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
