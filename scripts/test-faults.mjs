// `npm run test:faults`: the fault suites (crashes, hostile input). The hostile-input suites send 1,000
// generated requests per route from a fixed seed, as CI does; `npm run test:faults -- --full` sends 10,000,
// the depth to run before a release or after a change to validation. Other arguments go to vitest
// (a file filter, `-t`). FUZZ_RUNS and FUZZ_SEED in the environment still win, to replay one case.
//
// The hostile-imports suite compares another shop's sale latency during each hostile file with its idle latency
// just before: it runs on its own, after the others, so that a fuzzer beside it does not move one of the two.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const isFull = args.includes('--full');
const vitestArgs = args.filter((arg) => arg !== '--full');
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? (isFull ? '10000' : '1000') };
const ALONE = 'test/security/hostile-imports.faults.ts';
const isFiltered = vitestArgs.some((arg) => !arg.startsWith('-'));

function vitest(extra) {
  return spawnSync('npx', ['vitest', 'run', '-c', 'apps/api/vitest.faults.config.ts', ...extra], {
    stdio: 'inherit',
    env,
  }).status;
}

// A file filter given by hand runs as asked, in one run.
if (isFiltered) process.exit(vitest(vitestArgs) ?? 1);
const together = vitest([...vitestArgs, '--exclude', `**/${ALONE}`]);
const alone = vitest([...vitestArgs, ALONE]);
process.exit(together === 0 && alone === 0 ? 0 : 1);
