import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `@/` mirrors tsconfig's paths; URL keeps this file free of Node typings (the tsconfig targets the browser).
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
