import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/dollar-rate/messages';
import type { TDollarRate, TDollarRateReading, TManualRateRequest } from '@cuadre/shared/dollar-rate/schemas';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import {
  confirmReading,
  findNextRate,
  findRateInForce,
  insertRate,
  listReadings,
} from './dollar-rate.repository';

/** The history screen shows this many readings, newest first. */
export const DOLLAR_RATE_HISTORY_LIMIT = 200;

export type TDollarRateService = {
  /** The rate in force today in Caracas, and the next published one; never asks a source (design §7). */
  getRateInForce: () => Promise<TDollarRate>;
  setManualRate: (input: TManualRateRequest, adminId: string) => Promise<TDollarRate>;
  history: () => Promise<TDollarRateReading[]>;
  confirm: (id: string, adminId: string) => Promise<TDollarRate>;
};

const unavailable = () => new AppError(503, 'DOLLAR_RATE_UNAVAILABLE', DOLLAR_RATE_MESSAGES.unavailable);

/** Reads only the database: the sources are read by the background refresher (dollar-rate.refresher.ts). */
export function createDollarRateService(options: { db: TDb; now: () => Date }): TDollarRateService {
  const { db, now } = options;
  const today = () => todayInZone(DEFAULT_TIME_ZONE, now());

  async function getRateInForce(): Promise<TDollarRate> {
    const day = today();
    const [inForce, next, eurInForce, eurNext] = await Promise.all([
      findRateInForce(db, day),
      findNextRate(db, day),
      findRateInForce(db, day, 'EUR'),
      findNextRate(db, day, 'EUR'),
    ]);
    if (!inForce) throw unavailable();
    return {
      rate: inForce.rate,
      // The fallback keeps its real fetched_at: the card must not claim a stale rate is new.
      lastUpdated: inForce.fetchedAt.toISOString(),
      validFor: inForce.validFor,
      source: inForce.source,
      next: next ? { rate: next.rate, validFor: next.validFor } : null,
      eur: eurInForce && {
        rate: eurInForce.rate,
        validFor: eurInForce.validFor,
        source: eurInForce.source,
        next: eurNext ? { rate: eurNext.rate, validFor: eurNext.validFor } : null,
      },
    };
  }

  return {
    getRateInForce,

    async setManualRate(input, adminId) {
      await insertRate(db, {
        rate: input.rate,
        validFor: input.validFor ?? today(),
        source: 'manual',
        fetchedAt: now(),
        createdBy: adminId,
        status: 'applied',
      });
      return getRateInForce();
    },

    history: () => listReadings(db, DOLLAR_RATE_HISTORY_LIMIT),

    async confirm(id, adminId) {
      if (!(await confirmReading(db, id, adminId, now()))) throw notFound();
      return getRateInForce();
    },
  };
}
