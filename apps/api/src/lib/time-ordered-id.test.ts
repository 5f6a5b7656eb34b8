import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTimeOrderedId } from './time-ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const msOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('newTimeOrderedId', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes RFC 9562 version-7 UUIDs stamped with the current millisecond', () => {
    const before = Date.now();
    const id = newTimeOrderedId();
    const after = Date.now();
    expect(id).toMatch(UUID_V7);
    expect(msOf(id)).toBeGreaterThanOrEqual(before);
    expect(msOf(id)).toBeLessThanOrEqual(after);
  });

  it('sorts ids in the order they were made, many per millisecond, and never repeats one', () => {
    const ids = Array.from({ length: 50_000 }, () => newTimeOrderedId());
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort();
    expect(sorted).toEqual(ids);
    // Most of them share a millisecond with another: the counter, not the clock, orders those.
    expect(new Set(ids.map(msOf)).size).toBeLessThan(ids.length / 10);
  });

  it('keeps counting up when the clock is set back', () => {
    const first = newTimeOrderedId();
    vi.spyOn(Date, 'now').mockReturnValue(msOf(first) - 60_000);
    const later = Array.from({ length: 1_000 }, () => newTimeOrderedId());
    expect([first, ...later].sort()).toEqual([first, ...later]);
    expect(later.every((id) => msOf(id) >= msOf(first))).toBe(true);
  });

  it('starts each millisecond from an unpredictable counter, so two processes rarely collide', () => {
    let now = Date.now() + 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1));
    const counters = Array.from({ length: 200 }, () => newTimeOrderedId().replace(/-/g, '').slice(13, 20));
    expect(new Set(counters).size).toBeGreaterThan(190);
  });
});
