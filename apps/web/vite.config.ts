import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeChunks } from './build/route-chunks.ts';
import { routePreload } from './build/route-preload.ts';

// The API listens on 3000 in development (design.md §1); in production it serves this build itself, so the
// proxy only exists to keep the browser on one origin (no CORS) while developing.
const API_TARGET = 'http://127.0.0.1:3000';

// `@/` mirrors tsconfig's paths; URL keeps this file free of Node typings (the tsconfig targets the browser).
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routeChunks(),
    routePreload(),
    // An installable app whose shell opens with no connection (design §14). The app registers the worker itself
    // once a signed-in page has loaded (lib/pwa), so the landing page's JavaScript does not carry it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Cuadre — ventas, inventario y cuentas',
        short_name: 'Cuadre',
        description: 'Ventas, inventario, clientes y cuentas por cobrar de tu negocio, también sin conexión.',
        lang: 'es',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f172a',
        theme_color: '#0f172a',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // Every page of the app is index.html; the API and the public receipt's PDF are the server's.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
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
