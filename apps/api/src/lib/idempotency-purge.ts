import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';

/**
 * How long an Idempotency-Key is remembered. A shop's phone retries within minutes, and an offline sale may
 * arrive up to 72 h late (design §14): a month is far past any retry, and keeps the table from growing with
 * every sale ever made. A retry that came later still would be sold again.
 */
export const IDEMPOTENCY_KEY_MAX_AGE_DAYS = 30;
const PURGE_INTERVAL_MS = 60 * 60_000;
// One short statement per chunk, so the purge never holds many row locks or one long transaction.
const PURGE_CHUNK_ROWS = 1_000;

/**
 * Deletes the keys older than the maximum age, chunk by chunk, until none is left or `shouldStop` says so;
 * answers how many went. SKIP LOCKED lets several API processes purge at once without waiting on each other.
 * Ages are read on the database's clock, the one that stamped created_at (idempotency_keys_created_idx).
 */
export async function purgeOldIdempotencyKeys(
  db: TDb,
  options: { chunkRows?: number; shouldStop?: () => boolean; afterChunk?: () => void } = {},
): Promise<number> {
  const chunkRows = options.chunkRows ?? PURGE_CHUNK_ROWS;
  let purged = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM ${idempotencyKeys}
       WHERE (shop_id, route, key) IN (
         SELECT shop_id, route, key FROM ${idempotencyKeys}
          WHERE created_at < now() - make_interval(days => ${IDEMPOTENCY_KEY_MAX_AGE_DAYS})
          LIMIT ${chunkRows}
          FOR UPDATE SKIP LOCKED)`);
    const deleted = result.rowCount ?? 0;
    purged += deleted;
    options.afterChunk?.();
    if (deleted < chunkRows || options.shouldStop?.()) return purged;
  }
}

export interface TIdempotencyKeyPurge {
  /**
   * Purges now, then every interval (a round never overlaps the previous one). Resolves after the first chunk:
   * with nothing to purge, the usual case, the purge is over before the app answers anyone, and a backlog goes
   * on in the background.
   */
  start: () => Promise<void>;
  /** Stops the timer and waits for a round in flight, ending it at its next chunk. */
  stop: () => Promise<void>;
}

export function createIdempotencyKeyPurge(options: {
  db: TDb;
  log: FastifyBaseLogger;
  intervalMs?: number;
  chunkRows?: number;
}): TIdempotencyKeyPurge {
  const intervalMs = options.intervalMs ?? PURGE_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;

  /** Starts a round unless one is running; resolves after its first chunk. */
  function round(): Promise<void> {
    if (!timer || inFlight) return Promise.resolve();
    let firstChunkDone = () => {};
    const firstChunk = new Promise<void>((resolve) => (firstChunkDone = resolve));
    inFlight = purgeOldIdempotencyKeys(options.db, {
      chunkRows: options.chunkRows,
      shouldStop: () => timer === null,
      afterChunk: () => firstChunkDone(),
    })
      .then((purged) => {
        if (purged > 0) options.log.info({ purged }, 'claves de idempotencia antiguas borradas');
      })
      // A failed round (the database away, a statement timeout) is simply tried again at the next one.
      .catch((error: unknown) => options.log.warn({ err: error }, 'no se pudieron borrar claves antiguas'))
      .finally(() => {
        inFlight = null;
        firstChunkDone();
      });
    return firstChunk;
  }

  return {
    async start() {
      if (timer) return;
      timer = setInterval(() => void round(), intervalMs);
      timer.unref();
      await round();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
    },
  };
}
