import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import { DOLLAR_RATE_HOLD_SHARE, type TDollarRateSource } from '@cuadre/shared/dollar-rate/schemas';
import type { TDb } from '../../db/client';
import type { TEnv } from '../../config/env';
import { bcvValueDateOf } from './bcv-calendar';
import { createBcvProvider, createFallbackProvider, type TFetchReading } from './bcv-provider';
import { hasAnyReading, insertReadingIfNew, type TDollarRateRow } from './dollar-rate.repository';

/** After a failed round the sources are tried again this soon (or after the TTL, if shorter). */
export const FAILURE_RETRY_MS = 60_000;
/** With no reading at all the first one is wanted soon: rounds this close until one is stored. */
export const FIRST_READING_RETRY_MS = 5_000;

export type TRefreshOutcome =
  | { kind: 'stored'; row: TDollarRateRow }
  | { kind: 'unchanged'; source: TDollarRateSource }
  | { kind: 'failed' };

export type TDollarRateRefresher = {
  /** One round: the BCV page, else the fallback source; a new value is stored (held when far off). */
  refresh: () => Promise<TRefreshOutcome>;
  start: () => void;
  stop: () => Promise<void>;
};

/**
 * Reads the sources in the background, every DOLLAR_RATE_TTL (design §7) — never on a user's request. Every
 * process runs its own; the repository's advisory lock and "store only what is new" make that harmless.
 */
export function createDollarRateRefresher(options: {
  db: TDb;
  now: () => Date;
  fetchBcv: TFetchReading;
  fetchFallback?: TFetchReading;
  ttlSeconds: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): TDollarRateRefresher {
  const ttlMs = options.ttlSeconds * 1000;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<TRefreshOutcome> | null = null;
  let hasReading = false;

  async function readAndStore(source: TDollarRateSource, fetch: TFetchReading): Promise<TRefreshOutcome> {
    const reading = await fetch();
    const at = options.now();
    // A source that says when it read the rate dates it from then (never later than now: a clock ahead).
    const readAt = reading.readAt && reading.readAt < at ? reading.readAt : at;
    const validFor = reading.validFor ?? bcvValueDateOf(readAt);
    const rules = { today: todayInZone(DEFAULT_TIME_ZONE, at), holdShare: DOLLAR_RATE_HOLD_SHARE };
    const row = await insertReadingIfNew(
      options.db,
      { rate: reading.rate, validFor, source, fetchedAt: at, createdBy: null },
      rules,
    );
    // The euro of the same reading, as its own series under the same rules (held when far off, next until due).
    if (reading.eur !== undefined) {
      const eur = {
        rate: reading.eur,
        currency: 'EUR' as const,
        validFor,
        source,
        fetchedAt: at,
        createdBy: null,
      };
      await insertReadingIfNew(options.db, eur, rules);
    }
    hasReading = true;
    return row ? { kind: 'stored', row } : { kind: 'unchanged', source };
  }

  function refresh(): Promise<TRefreshOutcome> {
    inFlight ??= (async () => {
      try {
        return await readAndStore('bcv', options.fetchBcv);
      } catch (error) {
        options.log?.warn({ err: error }, 'No se pudo leer la tasa del BCV');
      }
      if (options.fetchFallback) {
        try {
          return await readAndStore('fallback', options.fetchFallback);
        } catch (error) {
          options.log?.warn({ err: error }, 'No se pudo leer la fuente alternativa de la tasa');
        }
      }
      return { kind: 'failed' } as const;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      void (async () => {
        const outcome = await refresh();
        if (outcome.kind !== 'failed') return schedule(ttlMs);
        // Another process (or an earlier run) may have stored one: then there is no hurry.
        hasReading ||= await hasAnyReading(options.db).catch(() => false);
        schedule(Math.min(ttlMs, hasReading ? FAILURE_RETRY_MS : FIRST_READING_RETRY_MS));
      })();
    }, delayMs);
    timer.unref();
  }

  return {
    refresh,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}

/** The refresher of the running server: DOLLAR_RATE_URL (with DOLLAR_RATE_CA_FILE), then DOLLAR_RATE_FALLBACK_URL. */
export function createDollarRateRefresherFromEnv(
  env: TEnv,
  options: { db: TDb; now: () => Date; log?: Pick<FastifyBaseLogger, 'warn'> },
): TDollarRateRefresher {
  return createDollarRateRefresher({
    ...options,
    fetchBcv: createBcvProvider({ url: env.DOLLAR_RATE_URL, caFile: env.DOLLAR_RATE_CA_FILE }),
    fetchFallback: env.DOLLAR_RATE_FALLBACK_URL
      ? createFallbackProvider({ url: env.DOLLAR_RATE_FALLBACK_URL })
      : undefined,
    ttlSeconds: env.DOLLAR_RATE_TTL,
  });
}
