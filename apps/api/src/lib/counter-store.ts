import { randomUUID } from 'node:crypto';

/** One counter a request is checked against: at most `max` counts per window of `windowMs`. */
export interface TCounterCheck {
  key: string;
  max: number;
  windowMs: number;
}

export type TReservation = { isAllowed: true; id: string } | { isAllowed: false; retryAfterMs: number };

/**
 * The counters of the rate limits (lib/rate-limits.ts): in the process (below), or in Redis when several
 * processes must share them (redis-counter-store.ts). A window is fixed: it starts with its first count and
 * ends `windowMs` later, whatever comes in between.
 */
export interface TCounterStore {
  /**
   * In one step: refuses when a counter, with the attempts already held on it, has reached its max; otherwise
   * holds one attempt on every counter until `settle`. Two parallel requests can never both take the last one.
   */
  reserve: (checks: TCounterCheck[]) => Promise<TReservation>;
  /** Gives back a reservation's holds, counting one on each counter first when `isCounted`; the counts after. */
  settle: (checks: TCounterCheck[], id: string, isCounted: boolean) => Promise<number[]>;
  /** Counts one on a counter and answers its count in the window. */
  increment: (key: string, windowMs: number) => Promise<number>;
  /** Forgets a counter: its next count starts a new window. */
  clear: (key: string) => Promise<void>;
}

interface TWindow {
  count: number;
  endsAt: number;
}

/** How often the in-process store drops ended windows, so memory follows the traffic of the last minutes. */
const SWEEP_EVERY_MS = 60_000;

/** The counters of one process (no REDIS_URL): the default of a single shop on its own machine. */
export function createMemoryCounterStore(now: () => number = Date.now): TCounterStore {
  const windows = new Map<string, TWindow>();
  const held = new Map<string, Set<string>>();
  let sweptAt = now();

  const countOf = (key: string): TWindow | undefined => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const sweep = () => {
    const at = now();
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };

  const countOne = (key: string, windowMs: number): number => {
    sweep();
    const window = countOf(key);
    if (window) {
      window.count += 1;
      return window.count;
    }
    windows.set(key, { count: 1, endsAt: now() + windowMs });
    return 1;
  };

  // Every method does its work before its first await, so each runs whole, as a Redis script does.
  return {
    reserve: async (checks) => {
      let isRefused = false;
      let retryAfterMs = 0;
      for (const check of checks) {
        const window = countOf(check.key);
        const count = window?.count ?? 0;
        if (count + (held.get(check.key)?.size ?? 0) < check.max) continue;
        isRefused = true;
        if (window) retryAfterMs = Math.max(retryAfterMs, window.endsAt - now());
      }
      if (isRefused) return { isAllowed: false, retryAfterMs };
      const id = randomUUID();
      for (const check of checks) {
        const ids = held.get(check.key) ?? new Set<string>();
        ids.add(id);
        held.set(check.key, ids);
      }
      return { isAllowed: true, id };
    },
    settle: async (checks, id, isCounted) =>
      checks.map((check) => {
        const ids = held.get(check.key);
        ids?.delete(id);
        if (ids?.size === 0) held.delete(check.key);
        return isCounted ? countOne(check.key, check.windowMs) : (countOf(check.key)?.count ?? 0);
      }),
    increment: async (key, windowMs) => countOne(key, windowMs),
    clear: async (key) => {
      windows.delete(key);
    },
  };
}
