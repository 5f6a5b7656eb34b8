import { LRUCache } from 'lru-cache';

/**
 * A map that keeps at most `capacity` entries, the least recently used going first. For what a process
 * remembers to skip a read (product-snapshots.ts, search-pages.ts): memory stays bounded whatever the sellers
 * do, and a forgotten entry only costs the read it would have saved. A read keeps an entry, so what a shop
 * sells all day stays remembered while one-off searches make room.
 */
export interface TBoundedMap<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
}

export function createBoundedMap<V extends NonNullable<unknown>>(capacity: number): TBoundedMap<V> {
  const entries = new LRUCache<string, V>({ max: capacity });
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.set(key, value);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
