import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TServerProcess {
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function waitForOk(url: string, timeoutMs = 60_000, pollMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  throw new Error(`${url} never answered 200`);
}

/**
 * Starts a server in its own process group, so that stopping it reaches what it started itself (`npm start`
 * runs a shell that runs node); SIGTERM lets the app stop its embedded PostgreSQL.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
  stderr: 'inherit' | 'ignore' = 'inherit',
): TServerProcess {
  // An undefined value removes the variable (DATABASE_URL, say) from what the child inherits.
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const child = spawn(command, args, {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'ignore', stderr],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timedOut = await Promise.race([exited.then(() => false), sleep(20_000).then(() => true)]);
      if (timedOut) process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

/** The built app in production mode (`node apps/api/dist/server.js`), as the benchmark measures it. */
export function startProductionApp(options: {
  port: number;
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
}): TServerProcess {
  return startProcess(
    process.execPath,
    [path.join(REPO_ROOT, 'apps/api/dist/server.js')],
    {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      JWT_SECRET: options.jwtSecret,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      // The server reads the Dólar BCV in the background: an address where nothing listens, never the internet.
      DOLLAR_RATE_URL: 'http://127.0.0.1:9/',
    },
    REPO_ROOT,
  );
}

// The same sources scripts/start.mjs watches: the bench builds exactly when `npm start` would.
const BUILD_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'apps/api/src',
  'apps/api/drizzle',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** `npm run build` when a source is newer than the last build; true when it built. */
export function buildIfStale(): boolean {
  const stamp = path.join(REPO_ROOT, 'apps/api/dist/.build-stamp');
  const webIndex = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  const builtAt = existsSync(stamp) && existsSync(webIndex) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_SOURCES.map((source) => newestMtime(path.join(REPO_ROOT, source))));
  if (changedAt <= builtAt) return false;
  execSync('npm run build', { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return true;
}
