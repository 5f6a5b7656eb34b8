import { aliasedTable, and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import type {
  TDollarRateReading,
  TDollarRateSource,
  TDollarRateStatus,
  TRateCurrency,
} from '@cuadre/shared/dollar-rate/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import { dollarRates } from '../../db/schema/system';
import { users } from '../../db/schema/users';

export type TDollarRateRow = {
  id: string;
  rate: number;
  source: TDollarRateSource;
  fetchedAt: Date;
  /** The Fecha Valor, or the Caracas day it was fetched when the source gave none (design §7). */
  validFor: string;
  status: TDollarRateStatus;
};

export type TNewDollarRate = {
  rate: number;
  /** Absent: the dollar. */
  currency?: TRateCurrency;
  source: TDollarRateSource;
  fetchedAt: Date;
  validFor: string | null;
  createdBy: string | null;
};

/** The Caracas day a reading applies from: its Fecha Valor, else the day it was fetched. */
const appliesFrom = sql<string>`coalesce(${dollarRates.validFor}, (${dollarRates.fetchedAt} AT TIME ZONE ${DEFAULT_TIME_ZONE})::date)::text`;

const columns = {
  id: dollarRates.id,
  rate: dollarRates.rate,
  source: dollarRates.source,
  fetchedAt: dollarRates.fetchedAt,
  validFor: appliesFrom,
  status: dollarRates.status,
};

const asSource = (source: string): TDollarRateSource =>
  source === 'manual' || source === 'fallback' ? source : 'bcv';

function toRow(row: {
  id: string;
  rate: number;
  source: string;
  fetchedAt: Date;
  validFor: string;
  status: string;
}): TDollarRateRow {
  // The columns are plain text; anything we did not write ourselves reads as the automatic source, applied.
  return { ...row, source: asSource(row.source), status: row.status === 'held' ? 'held' : 'applied' };
}

/**
 * The rate in force on `day` (a Caracas date): the newest applied reading whose Fecha Valor is on or before it;
 * among readings for the same day, the last one read (a manual rate set after the BCV's, a confirmed correction).
 */
export async function findRateInForce(
  db: TDbOrTx,
  day: string,
  currency: TRateCurrency = 'USD',
): Promise<TDollarRateRow | null> {
  const [row] = await db
    .select(columns)
    .from(dollarRates)
    .where(and(eq(dollarRates.currency, currency), eq(dollarRates.status, 'applied'), lte(appliesFrom, day)))
    .orderBy(desc(appliesFrom), desc(dollarRates.fetchedAt), desc(dollarRates.id))
    .limit(1);
  return row ? toRow(row) : null;
}

/** The first published rate after `day`: stored and shown, not applied before its date. */
export async function findNextRate(
  db: TDbOrTx,
  day: string,
  currency: TRateCurrency = 'USD',
): Promise<TDollarRateRow | null> {
  const [row] = await db
    .select(columns)
    .from(dollarRates)
    .where(and(eq(dollarRates.currency, currency), eq(dollarRates.status, 'applied'), gt(appliesFrom, day)))
    .orderBy(asc(appliesFrom), desc(dollarRates.fetchedAt), desc(dollarRates.id))
    .limit(1);
  return row ? toRow(row) : null;
}

/** The last reading of this source for this Fecha Valor (any status): the same value read again is not new. */
async function findLastOf(
  db: TDbOrTx,
  { source, validFor, currency = 'USD' }: Pick<TNewDollarRate, 'source' | 'validFor' | 'currency'>,
): Promise<{ rate: number } | null> {
  const [row] = await db
    .select({ rate: dollarRates.rate })
    .from(dollarRates)
    .where(
      and(
        eq(dollarRates.currency, currency),
        eq(dollarRates.source, source),
        validFor === null ? sql`${dollarRates.validFor} IS NULL` : eq(dollarRates.validFor, validFor),
      ),
    )
    .orderBy(desc(dollarRates.fetchedAt), desc(dollarRates.id))
    .limit(1);
  return row ?? null;
}

export async function insertRate(
  db: TDbOrTx,
  reading: TNewDollarRate & { status: TDollarRateStatus },
): Promise<TDollarRateRow> {
  const [inserted] = await db.insert(dollarRates).values(reading).returning({ id: dollarRates.id });
  if (!inserted) throw new Error('dollar_rates insert returned no row');
  const [row] = await db.select(columns).from(dollarRates).where(eq(dollarRates.id, inserted.id));
  if (!row) throw new Error('dollar_rates row vanished');
  return toRow(row);
}

/**
 * Stores a reading from a source unless it is the value already stored for that source and Fecha Valor. One
 * transaction-scoped advisory lock makes two processes that read the BCV at the same moment store it once. A
 * reading more than `holdShare` away from the rate in force on `today` is stored as held.
 */
export async function insertReadingIfNew(
  db: TDb,
  reading: TNewDollarRate,
  options: { today: string; holdShare: number },
): Promise<TDollarRateRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dollar_rates'))`);
    const last = await findLastOf(tx, reading);
    if (last && last.rate === reading.rate) return null;
    const inForce = await findRateInForce(tx, options.today, reading.currency);
    // A ratio, with room for binary rounding: 43,20 after 36,00 is exactly 20 % and applies.
    const isFar = inForce !== null && Math.abs(reading.rate / inForce.rate - 1) > options.holdShare + 1e-9;
    return insertRate(tx, { ...reading, status: isFar ? 'held' : 'applied' });
  });
}

const setter = aliasedTable(users, 'setter');
const confirmer = aliasedTable(users, 'confirmer');

/** Every reading, newest first, with who set or confirmed it. */
export async function listReadings(db: TDbOrTx, limit: number): Promise<TDollarRateReading[]> {
  const rows = await db
    .select({
      id: dollarRates.id,
      rate: dollarRates.rate,
      currency: dollarRates.currency,
      source: dollarRates.source,
      validFor: dollarRates.validFor,
      fetchedAt: dollarRates.fetchedAt,
      status: dollarRates.status,
      setByName: setter.name,
      setByEmail: setter.email,
      confirmedByName: confirmer.name,
      confirmedByEmail: confirmer.email,
      confirmedAt: dollarRates.confirmedAt,
    })
    .from(dollarRates)
    .leftJoin(setter, eq(setter.id, dollarRates.createdBy))
    .leftJoin(confirmer, eq(confirmer.id, dollarRates.confirmedBy))
    .orderBy(desc(dollarRates.fetchedAt), desc(dollarRates.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    rate: row.rate,
    currency: row.currency === 'EUR' ? 'EUR' : 'USD',
    source: asSource(row.source),
    validFor: row.validFor,
    fetchedAt: row.fetchedAt.toISOString(),
    status: row.status === 'held' ? 'held' : 'applied',
    setBy: row.setByName || row.setByEmail || null,
    confirmedBy: row.confirmedByName || row.confirmedByEmail || null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }));
}

/** Applies a held reading. Null when there is no such reading; an applied one is left as it is. */
export async function confirmReading(db: TDbOrTx, id: string, adminId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ status: dollarRates.status })
    .from(dollarRates)
    .where(eq(dollarRates.id, id));
  if (!row) return false;
  if (row.status === 'held') {
    await db
      .update(dollarRates)
      .set({ status: 'applied', confirmedBy: adminId, confirmedAt: at })
      .where(and(eq(dollarRates.id, id), eq(dollarRates.status, 'held')));
  }
  return true;
}

/** Whether a dollar rate was ever read (the euro alone sells nothing). */
export async function hasAnyReading(db: TDbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: dollarRates.id })
    .from(dollarRates)
    .where(eq(dollarRates.currency, 'USD'))
    .limit(1);
  return row !== undefined;
}

/** The rate in force at `now`: a day is a day in Caracas, where the BCV publishes (design §10). */
export function findRateInForceAt(
  db: TDbOrTx,
  now: Date,
  currency: TRateCurrency = 'USD',
): Promise<TDollarRateRow | null> {
  return findRateInForce(db, todayInZone(DEFAULT_TIME_ZONE, now), currency);
}
