import { fileURLToPath } from 'node:url';

// This file sits one level under apps/api in both layouts (src/paths.ts when run from source,
// dist/server.js once bundled), so the same relative URLs resolve in development and production.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
