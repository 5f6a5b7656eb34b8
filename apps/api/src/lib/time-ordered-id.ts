import { randomFillSync } from 'node:crypto';

/*
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then a 32-bit counter that starts at a random value
 * each millisecond and counts up within it, then random bits. Ids made in one process therefore sort in the
 * order they were made (a sale's lines are read back in id order), and the primary-key index stays append-only.
 *
 * Written here rather than taken from the `uuid` package because that one asks the operating system for 16
 * fresh bytes per id: a PAID sale needs four ids, and under load that was a quarter of the sale's own
 * JavaScript (docs/performance.md). Random bytes come from a pool refilled 256 ids at a time, as Node's own
 * randomUUID() does.
 */

const BYTES_PER_ID = 16;
const pool = new Uint8Array(BYTES_PER_ID * 256);
let poolOffset = pool.length;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Highest counter a new millisecond starts from: leaves 2^31 ids of room before the millisecond is full. */
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

export function newTimeOrderedId(): string {
  const random = takeRandom();
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter =
      ((pool[random]! << 24) | (pool[random + 1]! << 16) | (pool[random + 2]! << 8) | pool[random + 3]!) &
      SEED_MASK;
  } else if (counter === COUNTER_LIMIT) {
    // A full millisecond (or a clock set back): borrow the next one rather than repeat or go backwards.
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
