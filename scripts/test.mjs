// `npm test`: every check, in the order that fails fastest. Each step's own output is shown as it runs.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx eslint . --max-warnings 0'],
  ['import rules (no cycles, independent features)', 'node scripts/check-imports.mjs'],
  ['format', 'npx prettier --check . --log-level warn'],
  ['typecheck', 'npm run typecheck --workspaces --if-present --silent'],
  ['unit and component tests', 'npx vitest run --project shared --project web'],
  ['API integration tests', 'npx vitest run --project api'],
  ['production build', 'npm run build --silent'],
  ['bundle budget', 'node scripts/bundle-budget.mjs'],
  ['browser tests (Playwright, Chromium)', 'npm run test -w e2e --silent'],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
