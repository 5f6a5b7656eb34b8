import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BENCH_DATA_DIR } from './database';
import { startProcess, waitForOk, type TServerProcess } from './processes';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface TLighthousePage {
  path: string;
  /** The persisted store ('app-storage') to write before each run: a signed-in seller. */
  session?: { token: string; user: unknown };
}

export interface TLighthousePageResult {
  path: string;
  performance: number[];
  accessibility: number[];
  /** The failed accessibility audits of the last run, to say what to fix. */
  accessibilityFailures: string[];
  /** The performance metrics of each run (ms; CLS unitless), to say where a score went. */
  metrics: Record<string, number>[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

export function lighthouseSummary(pages: TLighthousePageResult[]) {
  const perPage = pages.map((page) => ({
    path: page.path,
    performance: median(page.performance),
    accessibility: median(page.accessibility),
    runs: page.performance.length,
    metrics: page.metrics,
    ...(page.accessibilityFailures.length > 0 ? { accessibilityFailures: page.accessibilityFailures } : {}),
  }));
  // Every page has to reach the goal: the figure is the worst page's median.
  return {
    performance: Math.min(...perPage.map((page) => page.performance)),
    accessibility: Math.min(...perPage.map((page) => page.accessibility)),
    pages: perPage,
  };
}

/**
 * Lighthouse 12, its default mobile configuration (simulated slow 4G, 4x CPU slowdown), in Debian's Chromium
 * started here with a profile of its own. A page with a session gets it written into localStorage through
 * DevTools before each run, with the HTTP cache cleared, and Lighthouse is told not to reset the storage;
 * other pages get Lighthouse's usual reset (a first visit).
 */
export async function runLighthouse(
  origin: string,
  pages: TLighthousePage[],
  runs: number,
  debuggingPort: number,
  /** Where each run's full report (JSON) is written, to see what cost the score. */
  reportDir?: string,
): Promise<TLighthousePageResult[]> {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const profileDir = path.join(BENCH_DATA_DIR, 'chromium-profile');
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const chrome: TServerProcess = startProcess(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    {},
    BENCH_DATA_DIR,
    // Chromium without a desktop session logs D-Bus complaints by the dozen; nothing worth reading.
    'ignore',
  );
  try {
    await waitForOk(`http://127.0.0.1:${debuggingPort}/json/version`, 30_000);
    const results: TLighthousePageResult[] = [];
    for (const page of pages) {
      const result: TLighthousePageResult = {
        path: page.path,
        performance: [],
        accessibility: [],
        accessibilityFailures: [],
        metrics: [],
      };
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse's own reset leaves localStorage alone: a page without a session is opened signed out.
        await writeSession(origin, debuggingPort, page.session ?? null);
        const outcome = await lighthouse(`${origin}${page.path}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: page.session !== undefined,
        });
        if (!outcome) throw new Error(`lighthouse gave no result for ${page.path}`);
        const { categories, audits, finalDisplayedUrl } = outcome.lhr;
        if (reportDir) {
          const name = page.path === '/' ? 'landing' : page.path.replace(/^\//, '').replaceAll('/', '-');
          writeFileSync(path.join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(outcome.lhr));
        }
        if (!finalDisplayedUrl.endsWith(page.path)) {
          throw new Error(
            `lighthouse was sent from ${page.path} to ${finalDisplayedUrl}: the session did not hold (or a stale one did)`,
          );
        }
        result.performance.push(Math.round((categories.performance?.score ?? 0) * 100));
        result.accessibility.push(Math.round((categories.accessibility?.score ?? 0) * 100));
        result.metrics.push(
          Object.fromEntries(
            METRICS.map((id) => [id, Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000]),
          ),
        );
        result.accessibilityFailures = (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
      }
      results.push(result);
    }
    return results;
  } finally {
    await chrome.stop();
  }
}

/**
 * The app's persisted store with a session, as the login screen leaves it, or none at all (signed out); and a
 * cold HTTP cache either way.
 */
async function writeSession(
  origin: string,
  debuggingPort: number,
  session: { token: string; user: unknown } | null,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (value) => {
        // The page's own localStorage (this file is typed for Node, without the DOM library).
        const storage = (
          globalThis as unknown as {
            localStorage: { setItem: (key: string, item: string) => void; removeItem: (key: string) => void };
          }
        ).localStorage;
        if (value === null) storage.removeItem('app-storage');
        else storage.setItem('app-storage', value);
      },
      session ? JSON.stringify({ state: session, version: 1 }) : null,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its default context stay for Lighthouse.
    await browser.close();
  }
}
