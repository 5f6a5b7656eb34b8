import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the slow fault suites (thousands of requests each), kept out of `npm test`. Any
 * `test/**\/*.faults.ts` file belongs here. Same database setup as the API tests: one PostgreSQL, one cloned
 * database per file.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api-faults',
    include: ['test/**/*.faults.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // As the API tests (vitest.config.ts): each file's app and database are its own; importing the server again
    // for each file is time the suites do not need.
    isolate: false,
  },
});
