import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers keep both cores busy without thrashing.
    maxWorkers: 2,
    // Files share the modules a worker has loaded: each file's app, database and state are its own (test-app.ts),
    // and importing the whole server again for each of ~80 files cost most of the suite's time. A file that
    // needs to observe a library wraps the app's own seam (lib/password.ts `argon2`) rather than mocking modules.
    isolate: false,
  },
});
