// `npm run test:faults`: the fault suites (crashes, hostile input). The hostile-input suites send 1,000
// generated requests per route from a fixed seed, as CI does; `npm run test:faults -- --full` sends 10,000,
// the depth to run before a release or after a change to validation. Other arguments go to vitest
// (a file filter, `-t`). FUZZ_RUNS and FUZZ_SEED in the environment still win, to replay one case.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const isFull = args.includes('--full');
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? (isFull ? '10000' : '1000') };
const result = spawnSync(
  'npx',
  ['vitest', 'run', '-c', 'apps/api/vitest.faults.config.ts', ...args.filter((arg) => arg !== '--full')],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
