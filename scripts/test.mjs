// `npm test`: every check. Stages run one after another, in the order that fails fastest. Within a stage,
// lanes run side by side (the static checks each keep one core busy, so two lanes fill both), and the steps of
// a lane one after another. A lone step's output is shown as it runs; a step that ran beside another shows its
// output when it ends, so the two do not interleave.
//
// With TEST_DATABASE_URL (as CI sets it), the API suite runs on that PostgreSQL server, and only the tests of
// the embedded database's own life (start, stop, crash, the account journey) run on an embedded one.
//
// `node scripts/test.mjs lint typecheck` runs only the steps whose names contain one of the words.
import { spawn } from 'node:child_process';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Started on their own embedded PostgreSQL whatever the suite runs on: run once, in the embedded pass. */
const EMBEDDED_ONLY = ['test/server-lifecycle.test.ts', 'test/embedded-database.test.ts'];
const LIFECYCLE_FILES = [...EMBEDDED_ONLY, 'src/modules/auth/account-lifecycle.test.ts'];

const step = (name, command, env = {}) => ({ name, command, env });

// The unit and component tests need no database: they run beside the API suite, in the second lane, instead of a
// stage of their own before it.
const unitTests = step('unit and component tests', 'npx vitest run --project shared --project web');

// The browser tests need the build; the API stage makes it first, in the lane of the API suite (which does not
// need it), so that the static stage ends with the type check and the two lanes of the API stage end together.
const buildSteps = [
  step('production build', 'npm run build --silent'),
  step('bundle budget', 'node scripts/bundle-budget.mjs'),
];

const apiLanes = serverUrl
  ? [
      // The API's files share a worker's modules (apps/api/vitest.config.ts): the build and the API suite on the
      // server take about as long as the unit and component tests and the embedded lifecycle tests together.
      [
        ...buildSteps,
        step(
          'API integration tests (PostgreSQL server at TEST_DATABASE_URL)',
          `npx vitest run --project api ${EMBEDDED_ONLY.map((file) => `--exclude '**/${file}'`).join(' ')}`,
        ),
      ],
      [
        unitTests,
        step(
          'API lifecycle tests (embedded PostgreSQL)',
          `npx vitest run --project api ${LIFECYCLE_FILES.join(' ')}`,
          { TEST_DATABASE_URL: '' },
        ),
      ],
    ]
  : [
      [step('API integration tests (embedded PostgreSQL)', 'npx vitest run --project api')],
      [...buildSteps, unitTests],
    ];

/** Stages → lanes side by side → steps in order. */
const stages = [
  [
    [
      // The caches live in node_modules/.cache: a second run checks only what changed; a fresh clone has none.
      step(
        'lint',
        'npx eslint . --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/',
      ),
      step('import rules (no cycles, independent features)', 'node scripts/check-imports.mjs'),
      step(
        'format',
        'npx prettier --check . --log-level warn --cache --cache-location node_modules/.cache/prettier/.prettier-cache',
      ),
    ],
    [step('typecheck', 'npm run typecheck --workspaces --if-present --silent')],
  ],
  apiLanes,
  [[step('browser tests (Playwright, Chromium)', 'npm run test -w e2e --silent')]],
];

const only = process.argv.slice(2);
const wanted = (s) => only.length === 0 || only.some((word) => s.name.includes(word));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step; its output goes straight to the terminal, or is kept and printed when it ends. */
function run(s, isAlone) {
  const started = Date.now();
  console.log(`\n▶ ${s.name}: ${s.command}`);
  return new Promise((resolve) => {
    const child = spawn(s.command, {
      shell: true,
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...s.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (!isAlone && text) console.log(`\n── ${s.name} ──\n${text}`);
      const ok = code === 0;
      console.log(
        ok ? `✔ ${s.name} (${seconds(started)}s)` : `✖ ${s.name} failed after ${seconds(started)}s`,
      );
      resolve({ name: s.name, ok, seconds: seconds(started) });
    });
  });
}

const started = Date.now();
const results = [];
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
  const isAlone = lanes.length === 1;
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const s of lane) {
        const result = await run(s, isAlone);
        done.push(result);
        if (!result.ok) break;
      }
      return done;
    }),
  );
  results.push(...laneResults.flat());
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.map((r) => r.name).join(', ')} failed (${seconds(started)}s in all)`);
    process.exit(1);
  }
}
console.log('\nStep times:');
for (const r of results) console.log(`  ${r.seconds.padStart(6)}s  ${r.name}`);
console.log(`\nAll checks passed in ${seconds(started)}s`);
