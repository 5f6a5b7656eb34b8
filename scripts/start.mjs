// `npm start`: build what is stale, then run the production server in this same process, so that
// Ctrl-C and SIGTERM reach it directly and it can stop its embedded PostgreSQL.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode('npm start');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'apps/api/dist/.build-stamp');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'apps/api/src',
  'apps/api/drizzle',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(stamp) && existsSync(webIndex) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (changedAt > builtAt) {
  console.log('Construyendo Cuadre (solo la primera vez o tras un cambio)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
