import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Projects run
    // together must agree on it (apps/web, apps/api).
    maxWorkers: 2,
    // Stated, not defaulted: the budget is for a hung test, not one slowed by a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
