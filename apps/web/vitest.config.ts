import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `@/` mirrors tsconfig's paths; URL keeps this file free of Node typings (the tsconfig targets the browser).
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': srcDir,
      // vite-plugin-pwa makes this module at build time; the tests drive the update prompt through a stand-in.
      'virtual:pwa-register/react': `${srcDir}/testing/pwa-register.ts`,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file gets its own VM context (its own globals, jsdom and modules) on a reused thread, instead of a
    // new process per file that loads Node, jsdom, React and Testing Library again.
    pool: 'vmThreads',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Projects run
    // together must agree on it (packages/shared, apps/api).
    maxWorkers: 2,
    // Stated, not defaulted: a component test renders, types and waits for React in a VM context, and on a loaded
    // machine (a second `npm test`, the browser tests' build) that takes several times the quiet figure. The
    // budget is for a hung test, not a slow one; Testing Library's own waits are set in vitest.setup.ts.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
