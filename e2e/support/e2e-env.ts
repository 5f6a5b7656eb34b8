import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const here = path.dirname(fileURLToPath(import.meta.url));
/** Scratch space of one browser-test run: the app's data directory and the captured e-mails. */
export const E2E_TMP_DIR = path.resolve(here, `../.tmp-${E2E_PORT}`);
/** The API bundle and web build under test: the normal build, or a private one (scripts/e2e-isolated.mjs). */
export const E2E_SERVER_JS = process.env.E2E_SERVER_JS;
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST;
export const E2E_MAIL_DIR = path.join(E2E_TMP_DIR, 'mail');
export const E2E_ADMIN = { email: 'admin@cuadre.test', password: 'Admin#2025seguro' };
