import type { TDb } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { createWriteBatches, type TWriteBatches } from '../../lib/write-batches';
import { writeSales, type TSaleBatchEntry, type TSaleBatchOutcome } from './sales-batch.repository';
import { writeSale } from './sales.repository';

/** The PAID sales' writes (sell-paid.ts): alone when the shop is quiet, several per statement under load. */
export type TSaleWrites = TWriteBatches<TSaleBatchEntry, TSaleBatchOutcome>;

/**
 * Writers at once: half the pool, so that reads (product pages, the sales list) still find a connection while
 * the tills sell, and sales that arrive meanwhile make batches of several.
 */
export const SALE_WRITERS = 5;
export const SALE_BATCH_MAX = 16;

/** SQLSTATE classes of a statement that failed on its own data: it wrote nothing (22 data, 23 integrity, 40 rollback). */
const STATEMENT_FAILED_CLASSES = new Set(['22', '23', '40']);

export function createSaleWrites(db: TDb, writers = SALE_WRITERS): TSaleWrites {
  return createWriteBatches<TSaleBatchEntry, TSaleBatchOutcome>({
    writers,
    maxBatch: SALE_BATCH_MAX,
    writeOne: (entry) => writeSale(db, entry.ids, entry.write, entry.claim),
    writeMany: (entries) => writeSales(db, entries),
    wroteNothing: (error) => STATEMENT_FAILED_CLASSES.has(pgErrorOf(error).code?.slice(0, 2) ?? ''),
    conflictKeyOf: ({ write, claim }) => (claim ? `${write.sale.userId} ${claim.route} ${claim.key}` : null),
  });
}
