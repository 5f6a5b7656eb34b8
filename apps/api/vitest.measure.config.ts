import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run measure:enumeration`: timing measurements a person runs and reads (`test/**\/*.measure.ts`). They
 * are kept out of `npm test` and CI because timings on a shared machine are noise as often as signal; what
 * makes the timings equal is checked deterministically by the gate.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api-measure',
    include: ['test/**/*.measure.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    // One file at a time: a second worker's load would be measured too.
    maxWorkers: 1,
  },
});
