import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * The channel account changes are announced on (migrations 0012 and 0033): the id of the changed account, of the
 * changed shop or of the shop whose member changed, or '*' when every account may have changed.
 */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/**
 * What an entry is kept under: the ids it was read for (an account and the shop it acts in). A change announced
 * for any of them drops it.
 */
export type TCacheKey = readonly string[];

export interface TAccountCache<TAccount> {
  /** The account: from memory while it is known to be current, otherwise from `load` (and kept). */
  read: (key: TCacheKey, load: () => Promise<TAccount | undefined>) => Promise<TAccount | undefined>;
  /**
   * Forgets every entry read for an account or shop this process has just changed, after the commit. Other
   * processes hear of the change through the channel a few milliseconds later; this one must not wait for it.
   */
  forget: (id: string) => void;
  /** Connects the listener; until it listens nothing is kept. Never fails: a lost listener is retried. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface TAccountCacheOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** A bound on what a listener that went silent without an error could leave stale. */
  ttlMs?: number;
  maxEntries?: number;
  retryMs?: number;
  now?: () => number;
}

interface TEntry<TAccount> {
  account: TAccount;
  ids: TCacheKey;
  storedAt: number;
}

/**
 * Every signed-in request needs its account (the guard: status, role, last password change). Read from the
 * database each time, that lookup was a third of a product page's round trips (docs/performance.md). Kept
 * here instead, an account is dropped as soon as the users table announces a change to it (LISTEN/NOTIFY, a
 * trigger on the table, so every writer announces: the API, another API process, psql).
 *
 * What keeps it exact:
 * - Nothing is kept unless the listener is listening; losing it empties the cache.
 * - A lookup keeps its answer only if no change was announced (and no listener was lost or gained) while it
 *   ran: a row read before a change committed is never stored after that change was heard.
 * - A change that commits while a lookup's answer is in flight is heard after the commit, and drops it.
 * So an account is stale at most for the time a notification takes to arrive (milliseconds), as it would be
 * for a request already past its lookup without the cache.
 */
export function createAccountCache<TAccount>(options: TAccountCacheOptions): TAccountCache<TAccount> {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const retryMs = options.retryMs ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry<TAccount>>();
  // Raised by every forget: a lookup that sees it change while running does not keep its answer.
  let epoch = 0;
  let listener: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  // One warning per outage, not one per retry while PostgreSQL is away.
  let warned = false;

  function forgetAll(): void {
    entries.clear();
    epoch += 1;
  }

  // Changes are rare (a password, a status, a shop's settings, a member): a walk over the kept entries is
  // cheaper than an index of them kept on every read.
  function forget(id: string): void {
    for (const [key, entry] of entries) if (entry.ids.includes(id)) entries.delete(key);
    epoch += 1;
  }

  /** Ends a listener without hearing from it again (its late errors included). */
  async function closeQuietly(client: pg.Client): Promise<void> {
    client.removeAllListeners();
    client.on('error', () => undefined);
    await client.end().catch(() => undefined);
  }

  function lost(client: pg.Client, error?: Error): void {
    if (listener !== client) return;
    listener = null;
    listening = false;
    forgetAll();
    void closeQuietly(client);
    if (stopped) return;
    if (!warned)
      options.log.warn({ err: error }, 'account cache: listener lost, reading accounts from the database');
    warned = true;
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, retryMs);
    retry.unref();
  }

  async function listen(): Promise<void> {
    if (stopped || listener) return;
    const client = new pg.Client({ ...options.pool.options, keepAlive: true });
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel !== ACCOUNT_CHANGED_CHANNEL) return;
      if (!message.payload || message.payload === '*') forgetAll();
      else forget(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
      if (listener !== client) return;
      listening = true;
      // Lookups that began before the listener heard anything may have read a row changed since.
      forgetAll();
      if (warned) options.log.info('account cache: listening again');
      warned = false;
    } catch (error) {
      lost(client, error as Error);
    }
  }

  return {
    async read(ids, load) {
      const key = ids.join(' ');
      if (listening) {
        const entry = entries.get(key);
        if (entry && now() - entry.storedAt < ttlMs) return entry.account;
      }
      const epochBefore = epoch;
      const account = await load();
      if (listening && account !== undefined && epoch === epochBefore) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { account, ids, storedAt: now() });
      }
      return account;
    },
    forget,
    start: listen,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const client = listener;
      listener = null;
      listening = false;
      forgetAll();
      if (client) await closeQuietly(client);
    },
  };
}
