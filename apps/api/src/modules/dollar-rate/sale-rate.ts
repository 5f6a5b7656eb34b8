import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import type { TDb } from '../../db/client';
import { findNextRate, findRateInForce, type TDollarRateRow } from './dollar-rate.repository';

/** The rate a sale remembers (design §10): the rate in force at its moment and its Fecha Valor. */
export interface TSaleRate {
  rate: number;
  validFor: string;
  /** The BCV's euro in force at the same moment (bolívars per euro), or null when none is known. */
  eur: number | null;
}

export interface TSaleRates {
  /**
   * The rate in force at `at` in Caracas, from this process's memory: no query on a sale's path once it has been
   * read. A reading older than `maxAgeMs` is read again in the background (the sale uses what is known).
   */
  rateAt(at: Date): Promise<TSaleRate | null>;
  /** Reads the rate in force now (tests, and whoever knows the rate changed). */
  refresh(): Promise<void>;
}

/** How old the remembered rate may be before a sale asks for a new reading in the background. */
export const SALE_RATE_MAX_AGE_MS = 30_000;

/** A currency's rate in force on a day and the next one published. */
interface TSeries {
  inForce: TDollarRateRow | null;
  next: TDollarRateRow | null;
}

interface TKnown {
  /** The Caracas day it was read for, and each currency's rates that day. */
  day: string;
  usd: TSeries;
  eur: TSeries;
  readAt: number;
}

const dayOf = (at: Date) => todayInZone(DEFAULT_TIME_ZONE, at);

/** The series' rate on `day`: the next published one once its Fecha Valor has come. */
const rateOn = (series: TSeries, day: string): TDollarRateRow | null =>
  series.next && day >= series.next.validFor ? series.next : series.inForce;

/** validFor is the day a reading applies from (its Fecha Valor, else the day it was fetched). */
const saleRateOf = (usd: TDollarRateRow | null, eur: TDollarRateRow | null): TSaleRate | null =>
  usd ? { rate: usd.rate, validFor: usd.validFor, eur: eur?.rate ?? null } : null;

/**
 * The sales module's memory of the rate in force (the dollar-rate module's repository reads it). Keeping the next
 * published rate too, a sale after midnight in Caracas takes the new day's rate without waiting for a read.
 */
export function createSaleRates(db: TDb, options: { now: () => Date; maxAgeMs?: number }): TSaleRates {
  const maxAgeMs = options.maxAgeMs ?? SALE_RATE_MAX_AGE_MS;
  let known: TKnown | null = null;
  // One read at a time per day asked about: a sale waiting for a day's rate never gets another day's.
  let reading: { day: string; done: Promise<TKnown> } | null = null;

  function read(day: string): Promise<TKnown> {
    if (reading?.day === day) return reading.done;
    const done = (async () => {
      const [inForce, next, eurInForce, eurNext] = await Promise.all([
        findRateInForce(db, day),
        findNextRate(db, day),
        findRateInForce(db, day, 'EUR'),
        findNextRate(db, day, 'EUR'),
      ]);
      const fresh: TKnown = {
        day,
        usd: { inForce, next },
        eur: { inForce: eurInForce, next: eurNext },
        readAt: options.now().getTime(),
      };
      known = fresh;
      return fresh;
    })().finally(() => {
      if (reading?.done === done) reading = null;
    });
    reading = { day, done };
    return done;
  }

  async function rateAt(at: Date): Promise<TSaleRate | null> {
    const day = dayOf(at);
    // An offline sale made on an earlier day (design §14) reads that day's rate for itself: memory stays today's.
    if (day < dayOf(options.now())) {
      const [usd, eur] = await Promise.all([findRateInForce(db, day), findRateInForce(db, day, 'EUR')]);
      return saleRateOf(usd, eur);
    }
    let current = known;
    // Never read, or asked about a day before the one read (a moved clock): that read is waited for.
    if (!current || day < current.day) current = await read(day);
    else if (at.getTime() - current.readAt > maxAgeMs || day > current.day) {
      void read(day).catch(() => undefined);
    }
    return saleRateOf(rateOn(current.usd, day), rateOn(current.eur, day));
  }

  return {
    rateAt,
    async refresh() {
      await read(dayOf(options.now()));
    },
  };
}
