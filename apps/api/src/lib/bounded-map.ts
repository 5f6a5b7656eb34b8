/**
 * A Map that keeps at most `capacity` entries: the oldest written goes first, and a read does not refresh an
 * entry. For what a process remembers to skip a read (product-snapshots.ts, search-pages.ts): memory stays
 * bounded whatever the sellers do, and a forgotten entry only costs the read it would have saved.
 */
export interface TBoundedMap<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
}

export function createBoundedMap<V>(capacity: number): TBoundedMap<V> {
  const entries = new Map<string, V>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= capacity) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
