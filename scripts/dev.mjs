// `npm run dev`: the API with reload (embedded PostgreSQL unless DATABASE_URL) and Vite's dev server,
// which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode('npm run dev');

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => (process.exitCode ??= code ?? 0));
