import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DATA_DIR } from './database';
import { buildIfStale, REPO_ROOT, startProcess, waitForOk } from './processes';

const buildStamp = path.join(REPO_ROOT, 'apps/api/dist/.build-stamp');
const builtAt = () => (existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0);

export interface TColdStart {
  /** Each timed `npm start`, in milliseconds, to the first 200 of /api/health. */
  runsMs: number[];
  /** The start that created the data directory (initdb, first migration, first admin), when this run made it. */
  firstStartMs: number | null;
}

/**
 * `npm start` exactly as a shop owner types it (already built, no DATABASE_URL: its own embedded PostgreSQL on
 * a data directory of its own), timed from the spawn to the first 200 of /api/health, then stopped with
 * SIGTERM so PostgreSQL shuts down cleanly before the next start.
 */
export async function measureColdStart(port: number, runs: number): Promise<TColdStart> {
  const dataDir = path.join(BENCH_DATA_DIR, 'cold-start');
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    NODE_ENV: undefined,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@bench.cuadre',
    ADMIN_PASSWORD: 'Bench#2025seguro',
  };
  const startOnce = async (): Promise<number> => {
    const started = performance.now();
    const server = startProcess('npm', ['start', '--silent'], env, REPO_ROOT);
    try {
      await waitForOk(`http://127.0.0.1:${port}/api/health`, 60_000, 10);
      return performance.now() - started;
    } finally {
      await server.stop();
    }
  };
  // `npm start` builds first when a source is newer than the build: in a checkout where someone is editing,
  // that can happen between two starts. Such a start timed the build, not the start: it is taken again.
  const once = async (): Promise<number> => {
    for (let attempt = 0; ; attempt += 1) {
      buildIfStale();
      const before = builtAt();
      const ms = await startOnce();
      if (builtAt() === before) return ms;
      if (attempt === 2) throw new Error('npm start rebuilt the app on every try: sources keep changing');
    }
  };
  const firstStartMs = existsSync(path.join(dataDir, 'pg', 'PG_VERSION')) ? null : await once();
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) runsMs.push(await once());
  return { runsMs, firstStartMs };
}
