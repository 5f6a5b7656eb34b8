import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests run in parallel workers, and each worker gets its own app (its own port, embedded database,
 * SMTP sink and BCV stand-in): some journeys read what the whole app holds (the admin's totals, the cached
 * dollar rate), which another worker's journey would change under them. Worker n's app listens on
 * E2E_PORT + 10 n; its SMTP sink on +1 and its BCV stand-in on +2.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * One worker per core: a journey keeps a core busy most of its time (the browser draws and lays out, the app
 * answers), so a third or fourth worker on two cores only makes each test slower.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());
/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed, else Debian's Chromium: the
 * shell has no browser window to keep behind the page, and the suite takes a fifth less time in it.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const e2ePortOf = (worker: number) => E2E_FIRST_PORT + 10 * worker;

/**
 * This process's app: a worker's (Playwright sets TEST_PARALLEL_INDEX, which a retried worker keeps), or the
 * one start-app.ts is told to start (E2E_PORT), or the first.
 */
export const E2E_PORT =
  process.env.TEST_PARALLEL_INDEX !== undefined
    ? e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX))
    : Number(process.env.E2E_PORT ?? E2E_FIRST_PORT);
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const here = path.dirname(fileURLToPath(import.meta.url));
/** Scratch space of one app: its data directory and the captured e-mails. */
export const E2E_TMP_DIR = path.resolve(here, `../.tmp-${E2E_PORT}`);
/** The API bundle and web build under test: the normal build, or a private one (scripts/e2e-isolated.mjs). */
export const E2E_SERVER_JS = process.env.E2E_SERVER_JS;
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST;
export const E2E_MAIL_DIR = path.join(E2E_TMP_DIR, 'mail');
export const E2E_ADMIN = { email: 'admin@cuadre.test', password: 'Admin#2025seguro' };
