// Browser tests on a private build and port, so several people (or agents) can run them at once in one
// checkout without overwriting each other's build:  E2E_PORT=3300 node scripts/e2e-isolated.mjs tests/sales
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3300';
const webOut = path.join(root, `apps/web/.dist-${port}`);
const apiOut = `.dist-${port}`;
const run = (command, cwd, env = {}) =>
  execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

run(`npx vite build --outDir ${webOut} --emptyOutDir --logLevel warn`, path.join(root, 'apps/web'));
run(`node scripts/precompress.mjs ${webOut}`, root);
run(`node build.mjs ${apiOut}`, path.join(root, 'apps/api'));
run(`npx playwright test ${process.argv.slice(2).join(' ')}`, path.join(root, 'e2e'), {
  E2E_PORT: port,
  E2E_SERVER_JS: path.join(root, `apps/api/${apiOut}/server.js`),
  E2E_WEB_DIST: webOut,
});
