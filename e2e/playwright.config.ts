import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, E2E_BASE_URL, E2E_FIRST_PORT, E2E_WORKERS, e2ePortOf } from './support/e2e-env';

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${E2E_FIRST_PORT}`,
  // A file runs whole on one worker: several share a seeded shop or a browser context across their tests.
  fullyParallel: false,
  // Each worker has its own app (support/e2e-env.ts, which says how many), which this config reads again in
  // every worker, so `baseURL` below is that worker's app.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a hung test or a missing element, not for a slow one: a journey that takes 10 s on a quiet machine
  // takes three times that while another suite shares the two cores, and the gate must hold then too.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    // Recording a trace of every test costs the browser step about a sixth of its time: CI retries a failed test
    // once, and the retry records one; locally, `npx playwright test --trace on` records them.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's: Playwright never downloads a browser on these machines.
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  // Workers take files in this order: the screen walk's two files (one per width), by far the longest, go
  // first, so the other workers run the rest meanwhile and all finish together.
  projects: [
    { name: 'screens', testMatch: 'screens/**/*.spec.ts', use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: 'screens/**', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'npx tsx support/start-app.ts',
    url: `http://127.0.0.1:${e2ePortOf(worker)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      E2E_PORT: String(e2ePortOf(worker)),
      ...(process.env.E2E_SERVER_JS ? { E2E_SERVER_JS: process.env.E2E_SERVER_JS } : {}),
      ...(process.env.E2E_WEB_DIST ? { E2E_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
