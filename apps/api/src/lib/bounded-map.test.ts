import { describe, expect, it } from 'vitest';
import { createBoundedMap } from './bounded-map';

describe('createBoundedMap', () => {
  it('keeps at most its capacity, letting the least recently used go', () => {
    const map = createBoundedMap<string>(2);
    map.set('a', 'A');
    map.set('b', 'B');
    // Read, 'a' is now the most recent: 'b' goes first.
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c')]).toEqual(['A', 'C']);
  });

  it('replaces a value in place and forgets a deleted key', () => {
    const map = createBoundedMap<{ n: number }>(2);
    map.set('a', { n: 1 });
    map.set('a', { n: 2 });
    map.set('b', { n: 3 });
    expect(map.get('a')).toEqual({ n: 2 });
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.delete('missing');
    expect(map.get('b')).toEqual({ n: 3 });
  });
});
