import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routeChunks } from './build/route-chunks.ts';
import { routePreload } from './build/route-preload.ts';

// The API listens on 3000 in development (design.md §1); in production it serves this build itself, so the
// proxy only exists to keep the browser on one origin (no CORS) while developing.
const API_TARGET = 'http://127.0.0.1:3000';

// `@/` mirrors tsconfig's paths; URL keeps this file free of Node typings (the tsconfig targets the browser).
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunks(), routePreload()],
  resolve: { alias: { '@': srcDir } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are lazy routes; a warning here means something heavy slipped into the shell.
    chunkSizeWarningLimit: 400,
  },
});
