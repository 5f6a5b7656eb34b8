// The real server (src/server.ts on its embedded PostgreSQL) as a child process that tests can kill -9 (it or
// its PostgreSQL), playing the supervisor (systemd, Docker's restart policy) that starts it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { isProcessAlive } from '../../../src/db/data-dir-lock';
import { findListenPort } from '../../listen-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const CRASH_JWT_SECRET = 'crash-test-secret-long-enough-for-hs256-0123456789abcdef';

export interface TServerRun {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

export interface TServerHarness {
  dataDir: string;
  port: number;
  baseUrl: string;
  /** Starts the server and resolves once /api/health answers 200; answers the start time in ms. */
  start: () => Promise<{ run: TServerRun; ms: number }>;
  current: () => TServerRun | undefined;
  /** The embedded PostgreSQL's postmaster, from DATA_DIR/pg/postmaster.pid. */
  postmasterPid: () => number | null;
  /**
   * After a kill -9 of the postmaster `killed`: resolves once the API has started another one and answers
   * /api/health again, the same process (it fails if the API exits).
   */
  waitForRestartedPostgres: (run: TServerRun, killed: number) => Promise<void>;
  /** postgres://… of the embedded database, for the test's own checks (the port changes every start). */
  databaseUrl: () => string;
  /** SIGINT (a clean stop), then removes the data; kills whatever is left. */
  dispose: () => Promise<void>;
}

/**
 * src/server.ts as a child process, in production mode with the crash tests' JWT secret and no web app, SMTP or
 * rate source; `env` (its data folder, port and database) goes on top.
 */
export function spawnApiServer(env: Record<string, string>): TServerRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: CRASH_JWT_SECRET,
      WEB_DIST_DIR: path.join(env.DATA_DIR ?? apiDir, 'no-web'),
      // The server reads the Dólar BCV in the background: an address where nothing listens, never the internet.
      DOLLAR_RATE_URL: 'http://127.0.0.1:9/',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Resolves once `baseUrl`'s /api/health answers 200; fails with the process's output if it exits first. */
export async function waitForServerHealth(
  baseUrl: string,
  run: Pick<TServerRun, 'child' | 'output'>,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) {
      throw new Error(`the process exited with ${run.child.exitCode} while starting:\n${run.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${baseUrl} never answered /api/health:\n${run.output()}`);
}

export async function createServerHarness(prefix: string): Promise<TServerHarness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  // mkdtemp makes it 0700; as root, PostgreSQL runs as `postgres` and must reach pg/ inside it.
  chmodSync(dataDir, 0o755);
  const port = await findListenPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const runs: TServerRun[] = [];

  const postmasterPid = () => {
    const file = path.join(dataDir, 'pg', 'postmaster.pid');
    if (!existsSync(file)) return null;
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  };

  const spawnServer = () => {
    const run = spawnApiServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin-crash@example.com',
      ADMIN_PASSWORD: 'Admin#Crash2025',
    });
    runs.push(run);
    return run;
  };

  const waitForHealth = (run: TServerRun) => waitForServerHealth(baseUrl, run);

  return {
    dataDir,
    port,
    baseUrl,
    start: async () => {
      const started = performance.now();
      const run = spawnServer();
      await waitForHealth(run);
      return { run, ms: performance.now() - started };
    },
    current: () => runs.at(-1),
    postmasterPid,
    waitForRestartedPostgres: async (run, killed) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const pid = postmasterPid();
        if (pid !== null && pid !== killed && isProcessAlive(pid)) break;
        if (run.child.exitCode !== null) {
          throw new Error(`the server exited with ${run.child.exitCode}:\n${run.output()}`);
        }
        if (Date.now() > deadline) throw new Error(`PostgreSQL was never restarted:\n${run.output()}`);
        await sleep(25);
      }
      await waitForHealth(run);
    },
    databaseUrl: () => {
      const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
      const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
      return `postgres://postgres:${password}@127.0.0.1:${Number(lines[3])}/cuadre`;
    },
    dispose: async () => {
      const last = runs.at(-1);
      if (last && last.child.exitCode === null && last.child.signalCode === null) {
        last.child.kill('SIGINT');
        await Promise.race([last.exited, sleep(20_000)]);
      }
      for (const run of runs) {
        if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
      }
      // A postmaster orphaned by the last kill -9 (if the test failed before a restart took it over).
      const pid = postmasterPid();
      if (pid !== null && isProcessAlive(pid)) {
        process.kill(pid, 'SIGINT');
        for (let waited = 0; waited < 10_000 && isProcessAlive(pid); waited += 100) await sleep(100);
        if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
