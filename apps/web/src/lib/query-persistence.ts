import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * What the app keeps on the phone to open with no connection (design §14): the catalogue, clients, the rate in
 * force, the till, recent sales and the dashboard's figures — the seller's own data, never the admin's views nor a
 * receipt's public link. A day at most: older than that, a screen waits for the server again.
 */
const PERSISTED_ROOTS = new Set([
  'products',
  'clients',
  'sales',
  'dashboard',
  'stats',
  'dollar-rate',
  'cash-sessions',
  'open-accounts',
  'expenses',
  'users',
]);
export const OFFLINE_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function isPersistedQuery(query: Query): boolean {
  const [root] = query.queryKey;
  return query.state.status === 'success' && typeof root === 'string' && PERSISTED_ROOTS.has(root);
}

/**
 * A kept query must outlive the snapshot: a query dropped from memory after the default 5 minutes would also be
 * dropped from the next snapshot written to the phone.
 */
export function keepPersistedQueries(queryClient: QueryClient): void {
  for (const root of PERSISTED_ROOTS) {
    queryClient.setQueryDefaults([root], { gcTime: OFFLINE_CACHE_MAX_AGE_MS });
  }
}

/** IndexedDB through idb-keyval: larger than localStorage allows, and off the main thread's way. Null where absent. */
export function createQueryPersister(): Persister | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('cuadre-cache', 'queries');
  return createAsyncStoragePersister({
    key: 'cuadre-queries',
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
    throttleTime: 1000,
  });
}
