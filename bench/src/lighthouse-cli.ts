// `npm run lighthouse -w bench -- [--runs 3] [--pages /dashboard,/login] [--build]`: Lighthouse alone, for front-end work.
// The quick shop network (seeded if needed), the app built if stale and started in production mode, the big
// seller signed in for /dashboard; prints each page's median score and metrics and writes every report to
// bench/results/lighthouse/.
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Its own PostgreSQL and Chromium profile (a folder inside bench/.data): the full benchmark may be running on
// bench/.data itself, and two PostgreSQL servers cannot share a data directory. database.ts reads this when it
// is loaded, hence the imports below come after it.
process.env.BENCH_DATA_DIR ??= path.join(BENCH_DIR, '.data/lighthouse');

const { openBenchDatabase } = await import('./database');
const { lighthouseSummary, runLighthouse } = await import('./lighthouse');
const { buildIfStale, REPO_ROOT, startProductionApp, waitForOk } = await import('./processes');
const { login } = await import('./run');
const { BIG_SELLER_EMAIL, QUICK_SCALE } = await import('./scale');
const { seedBenchData } = await import('./seed');

const log = (message: string) => console.log(`[lighthouse] ${message}`);

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option('--runs') ?? 3);
const pagePaths = (option('--pages') ?? '/,/login,/dashboard').split(',').map((page) => page.trim());
// 3600 (app) and 3603 (Chromium's DevTools): away from the full benchmark's 3500-3510.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3600);
const APP_PORT = BASE_PORT;
const CHROME_PORT = BASE_PORT + 3;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const SIGNED_IN = new Set(['/dashboard']);

if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  if (process.argv.includes('--build')) {
    execSync('npm run build', { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    log('built the app (--build)');
  } else if (buildIfStale()) log('built the app (a source was newer than the build)');
  const database = await openBenchDatabase(QUICK_SCALE.name);
  await seedBenchData(database.pool, QUICK_SCALE);
  const app = startProductionApp({
    port: APP_PORT,
    databaseUrl: database.url,
    jwtSecret: 'lighthouse-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    dataDir: path.join(process.env.BENCH_DATA_DIR!, 'app'),
  });
  try {
    await waitForOk(`${ORIGIN}/api/health`);
    const big = pagePaths.some((page) => SIGNED_IN.has(page)) ? await login(BIG_SELLER_EMAIL, ORIGIN) : null;
    const load = os.loadavg()[0] ?? 0;
    log(`load average ${load.toFixed(2)}${load > 2 ? ' (above 2: the figures may be low, run again)' : ''}`);
    const pages = await runLighthouse(
      ORIGIN,
      pagePaths.map((page) => (SIGNED_IN.has(page) && big ? { path: page, session: big } : { path: page })),
      runs,
      CHROME_PORT,
      path.join(BENCH_DIR, 'results/lighthouse'),
    );
    const summary = lighthouseSummary(pages);
    for (const page of summary.pages) {
      const metric = (id: string) => median(page.metrics.map((run) => run[id] ?? Number.NaN));
      const scores = pages.find((entry) => entry.path === page.path)?.performance ?? [];
      console.log(
        `${page.path.padEnd(11)} performance ${page.performance} [${scores.join(', ')}]  ` +
          `accessibility ${page.accessibility}  ` +
          `FCP ${metric('first-contentful-paint').toFixed(0)}  LCP ${metric('largest-contentful-paint').toFixed(0)}  ` +
          `TBT ${metric('total-blocking-time').toFixed(0)}  CLS ${metric('cumulative-layout-shift').toFixed(3)}  ` +
          `SI ${metric('speed-index').toFixed(0)}` +
          (page.accessibilityFailures ? `  (failed: ${page.accessibilityFailures.join(', ')})` : ''),
      );
    }
    log(`load average at the end ${(os.loadavg()[0] ?? 0).toFixed(2)}; reports in bench/results/lighthouse/`);
  } finally {
    await app.stop();
    await database.stop();
  }
}

await main();
