import { desc } from 'drizzle-orm';
import type { TDollarRateSource } from '@cuadre/shared/schemas/dollar-rate';
import type { TDbOrTx } from '../../db/client';
import { dollarRates } from '../../db/schema/system';

export type TDollarRateRow = {
  rate: number;
  source: TDollarRateSource;
  fetchedAt: Date;
  validFor: string | null;
};

export type TNewDollarRate = TDollarRateRow & { createdBy: string | null };

const columns = {
  rate: dollarRates.rate,
  source: dollarRates.source,
  fetchedAt: dollarRates.fetchedAt,
  validFor: dollarRates.validFor,
};

function toRow(row: {
  rate: number;
  source: string;
  fetchedAt: Date;
  validFor: string | null;
}): TDollarRateRow {
  // The column is plain text; anything we did not write ourselves reads as the automatic source.
  return { ...row, source: row.source === 'manual' ? 'manual' : 'bcv' };
}

/** The newest reading (dollar_rates_fetched_idx), id as the tie-break for two readings in the same instant. */
export async function findLatestRate(db: TDbOrTx): Promise<TDollarRateRow | null> {
  const [row] = await db
    .select(columns)
    .from(dollarRates)
    .orderBy(desc(dollarRates.fetchedAt), desc(dollarRates.id))
    .limit(1);
  return row ? toRow(row) : null;
}

/** Every reading is kept (design §7): the history shows what was served and when. */
export async function insertRate(db: TDbOrTx, reading: TNewDollarRate): Promise<TDollarRateRow> {
  const [row] = await db.insert(dollarRates).values(reading).returning(columns);
  if (!row) throw new Error('dollar_rates insert returned no row');
  return toRow(row);
}
