// How long the app's UUIDv7 writer (the `uuidv7` package, apps/api/src/lib/time-ordered-id.ts) takes per id,
// next to the hand-written writer it replaced (kept below only to be measured). A person runs it:
//   npx tsx bench/src/uuid-bench.ts [ids per round, default 1000000] [rounds, default 5]
import { randomFillSync } from 'node:crypto';
import { newTimeOrderedId } from '../../apps/api/src/lib/time-ordered-id';

// ── The hand-written writer, as it was before the package ─────────────────────────────────────────────────────
const BYTES_PER_ID = 16;
const pool = new Uint8Array(BYTES_PER_ID * 256);
let poolOffset = pool.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const SEED_MASK = 0x7fffffff;
const COUNTER_LIMIT = 0xffffffff;
let lastMs = -1;
let counter = 0;

function takeRandom(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const offset = poolOffset;
  poolOffset += BYTES_PER_ID;
  return offset;
}

function handWrittenId(): string {
  const random = takeRandom();
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter =
      ((pool[random]! << 24) | (pool[random + 1]! << 16) | (pool[random + 2]! << 8) | pool[random + 3]!) &
      SEED_MASK;
  } else if (counter === COUNTER_LIMIT) {
    lastMs += 1;
    counter = 0;
  } else {
    counter += 1;
  }
  const ms = lastMs;
  const high = Math.floor(ms / 0x100000000);
  const bytes = [
    (high >>> 8) & 0xff,
    high & 0xff,
    (ms >>> 24) & 0xff,
    (ms >>> 16) & 0xff,
    (ms >>> 8) & 0xff,
    ms & 0xff,
    0x70 | ((counter >>> 28) & 0x0f),
    (counter >>> 20) & 0xff,
    0x80 | ((counter >>> 14) & 0x3f),
    (counter >>> 6) & 0xff,
    ((counter << 2) & 0xfc) | (pool[random + 4]! & 0x03),
    pool[random + 5]!,
    pool[random + 6]!,
    pool[random + 7]!,
    pool[random + 8]!,
    pool[random + 9]!,
  ];
  let id = '';
  for (let index = 0; index < BYTES_PER_ID; index += 1) {
    if (index === 4 || index === 6 || index === 8 || index === 10) id += '-';
    id += HEX[bytes[index]!]!;
  }
  return id;
}

// ── The measurement ───────────────────────────────────────────────────────────────────────────────────────────
const idsPerRound = Number(process.argv[2] ?? 1_000_000);
const rounds = Number(process.argv[3] ?? 5);
const writers = { 'uuidv7 package': newTimeOrderedId, 'hand-written': handWrittenId };

/** Milliseconds to write `count` ids; their characters are summed so that no id can be optimised away. */
function timeWriter(write: () => string, count: number): number {
  let checksum = 0;
  const started = process.hrtime.bigint();
  for (let index = 0; index < count; index += 1) checksum += write().charCodeAt(35);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (checksum === 0) throw new Error('no ids written');
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const write of Object.values(writers)) timeWriter(write, 200_000);
const times: Record<string, number[]> = Object.fromEntries(Object.keys(writers).map((name) => [name, []]));
// Alternating rounds, so that a busy moment of the machine falls on both writers alike.
for (let round = 0; round < rounds; round += 1) {
  for (const [name, write] of Object.entries(writers)) times[name]!.push(timeWriter(write, idsPerRound));
}

console.log(`${idsPerRound.toLocaleString('en')} ids per round, ${rounds} rounds, median round:`);
for (const [name, values] of Object.entries(times)) {
  const ms = median(values);
  console.log(
    `  ${name.padEnd(16)} ${ms.toFixed(0).padStart(6)} ms  ${((ms * 1e6) / idsPerRound).toFixed(0).padStart(5)} ns/id` +
      `  (rounds: ${values.map((value) => value.toFixed(0)).join(', ')} ms)`,
  );
}
const ratio = median(times['uuidv7 package']!) / median(times['hand-written']!);
console.log(`  package / hand-written: ${ratio.toFixed(2)}×`);
