import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TCounterCheck, TCounterStore } from './counter-store';

/**
 * A hold outlives its request only if the process holding it died mid-request (a login takes well under a
 * second): Redis drops it after this long, so a crashed process cannot keep an account's attempts taken.
 */
const HOLD_TTL_MS = 60_000;

// Each script runs whole inside Redis, so what one process checks and takes, no other process sees half done.
// KEYS come in pairs: a counter (a number whose key expires with its window) and its holds (a sorted set of
// reservation ids, scored by when the hold lapses).

/** ARGV: now, hold ttl, reservation id, then each counter's max. Answers {1} or {0, ms to wait}. */
const RESERVE = `
local now = tonumber(ARGV[1])
local refused = false
local wait = 0
for i = 1, #KEYS, 2 do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  redis.call('ZREMRANGEBYSCORE', KEYS[i + 1], '-inf', now)
  local held = redis.call('ZCARD', KEYS[i + 1])
  if count + held >= tonumber(ARGV[3 + (i + 1) / 2]) then
    refused = true
    wait = math.max(wait, redis.call('PTTL', KEYS[i]))
  end
end
if refused then return {0, wait} end
for i = 1, #KEYS, 2 do
  redis.call('ZADD', KEYS[i + 1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[i + 1], ARGV[2])
end
return {1}
`;

/** ARGV: reservation id, '1' to count, then each counter's window. Answers the counts. */
const SETTLE = `
local counts = {}
for i = 1, #KEYS, 2 do
  redis.call('ZREM', KEYS[i + 1], ARGV[1])
  local count
  if ARGV[2] == '1' then
    count = redis.call('INCR', KEYS[i])
    if count == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 + (i + 1) / 2]) end
  else
    count = tonumber(redis.call('GET', KEYS[i]) or '0')
  end
  counts[#counts + 1] = count
end
return counts
`;

/** KEYS: the counter. ARGV: its window. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

const COUNTERS = 'counter:';
const keysOf = (checks: TCounterCheck[]) =>
  checks.flatMap((check) => [`${COUNTERS}${check.key}`, `${COUNTERS}${check.key}:held`]);

/**
 * A Redis client for the counters. Its commands fail after a few seconds instead of queueing while Redis is
 * away: a limited call then answers 503 (isRedisUnavailable) rather than wait, and is never let through uncounted.
 */
export function createRedisClient(url: string, keyPrefix: string): Redis {
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 5_000,
    maxRetriesPerRequest: 1,
  });
}

// What ioredis throws when Redis cannot answer: its retries while reconnecting ran out, the connection is gone, or
// commandTimeout passed. ioredis exports none of these classes from its entry point, so they are told by name and
// message.
const REDIS_UNAVAILABLE_MESSAGES = new Set(['Command timed out', 'Connection is closed.']);

/** Redis is down or too slow: the limited call may work in a moment, so a 503 (design §16), not a 500. */
export function isRedisUnavailable(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'MaxRetriesPerRequestError' || REDIS_UNAVAILABLE_MESSAGES.has(error.message))
  );
}

/** The counters in Redis (REDIS_URL): one count for every API process. */
export function createRedisCounterStore(redis: Redis): TCounterStore {
  const numbers = (reply: unknown): number[] => (reply as unknown[]).map(Number);
  return {
    reserve: async (checks) => {
      const id = randomUUID();
      const [isAllowed = 0, wait = 0] = numbers(
        await redis.eval(
          RESERVE,
          checks.length * 2,
          ...keysOf(checks),
          Date.now(),
          HOLD_TTL_MS,
          id,
          ...checks.map((check) => check.max),
        ),
      );
      return isAllowed === 1
        ? { isAllowed: true, id }
        : { isAllowed: false, retryAfterMs: Math.max(0, wait) };
    },
    settle: async (checks, id, isCounted) =>
      numbers(
        await redis.eval(
          SETTLE,
          checks.length * 2,
          ...keysOf(checks),
          id,
          isCounted ? '1' : '0',
          ...checks.map((check) => check.windowMs),
        ),
      ),
    increment: async (key, windowMs) => Number(await redis.eval(INCREMENT, 1, `${COUNTERS}${key}`, windowMs)),
    clear: async (key) => {
      await redis.del(`${COUNTERS}${key}`);
    },
  };
}
