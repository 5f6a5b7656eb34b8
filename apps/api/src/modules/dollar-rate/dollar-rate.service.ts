import type { FastifyBaseLogger } from 'fastify';
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/messages';
import type { TDollarRate, TManualRateRequest } from '@cuadre/shared/schemas/dollar-rate';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TFetchReading } from './bcv-provider';
import { findLatestRate, insertRate, type TDollarRateRow } from './dollar-rate.repository';

/**
 * After a failed read the source is not asked again for this long (or the TTL, if shorter): while the BCV is
 * down, every GET would otherwise wait for the fetch timeout before getting the fallback. With no reading at
 * all there is no fallback to serve quickly, so every request tries the source (one shared read at a time).
 */
export const FAILURE_BACKOFF_MS = 60_000;

export type TDollarRateServiceOptions = {
  db: TDb;
  fetchReading: TFetchReading;
  /** DOLLAR_RATE_TTL in seconds: a reading younger than this is served without asking the source. */
  ttlSeconds: number;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

export type TDollarRateService = {
  getCurrentRate: () => Promise<TDollarRate>;
  setManualRate: (input: TManualRateRequest, adminId: string) => Promise<TDollarRate>;
};

function toDollarRate(row: TDollarRateRow): TDollarRate {
  return {
    rate: row.rate,
    lastUpdated: row.fetchedAt.toISOString(),
    validFor: row.validFor,
    source: row.source,
  };
}

const unavailable = () => new AppError(503, 'DOLLAR_RATE_UNAVAILABLE', DOLLAR_RATE_MESSAGES.unavailable);

/**
 * The server owns the rate (design §7). State kept in memory is only a cache of decisions — the in-flight
 * read and the last failure time — so a restart loses nothing but one extra request to the BCV.
 */
export function createDollarRateService(options: TDollarRateServiceOptions): TDollarRateService {
  const { db, fetchReading, now } = options;
  const ttlMs = options.ttlSeconds * 1000;
  const backoffMs = Math.min(ttlMs, FAILURE_BACKOFF_MS);
  let inFlight: Promise<TDollarRateRow | null> | null = null;
  let lastFailureAt: number | null = null;

  /** One read of the source, shared by every request that arrives while it runs. Null when it failed. */
  function refresh(): Promise<TDollarRateRow | null> {
    inFlight ??= (async () => {
      try {
        const reading = await fetchReading();
        lastFailureAt = null;
        return await insertRate(db, {
          rate: reading.rate,
          validFor: reading.validFor,
          source: 'bcv',
          fetchedAt: now(),
          createdBy: null,
        });
      } catch (error) {
        lastFailureAt = now().getTime();
        options.log?.warn({ err: error }, 'No se pudo leer la tasa del BCV; se sirve la última guardada');
        return null;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    async getCurrentRate() {
      const latest = await findLatestRate(db);
      const nowMs = now().getTime();
      if (latest && nowMs - latest.fetchedAt.getTime() < ttlMs) return toDollarRate(latest);
      const isBackingOff = latest !== null && lastFailureAt !== null && nowMs - lastFailureAt < backoffMs;
      const fresh = isBackingOff ? null : await refresh();
      // The fallback keeps its real fetched_at: the card must not claim a stale rate is new.
      const served = fresh ?? latest ?? (await findLatestRate(db));
      if (!served) throw unavailable();
      return toDollarRate(served);
    },

    async setManualRate(input, adminId) {
      const row = await insertRate(db, {
        rate: input.rate,
        validFor: input.validFor ?? null,
        source: 'manual',
        fetchedAt: now(),
        createdBy: adminId,
      });
      return toDollarRate(row);
    },
  };
}
