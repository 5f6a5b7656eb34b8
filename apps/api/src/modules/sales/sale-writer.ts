import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TDb } from '../../db/client';
import { refusalOf } from '../../db/pg-error';
import { AppError } from '../../lib/app-error';
import { createWriteBatches, type TWriteBatches } from '../../lib/write-batches';
import { writeSales, type TSaleEntry, type TSaleOutcome } from './write-sales.statement';

/** The PAID sales' writes: alone when the shop is quiet, several per statement under load. */
export type TSaleWriter = TWriteBatches<TSaleEntry, TSaleOutcome>;

/**
 * Writers at once: half the pool, so that reads (product pages, the sales list) still find a connection while
 * the tills sell, and sales that arrive meanwhile make batches of several.
 */
export const SALE_WRITERS = 5;
export const SALE_BATCH_MAX = 16;
/**
 * Sales that may wait for a writer: a few batches per writer. Past it a sale is answered 503 with Retry-After
 * at once, instead of waiting in memory longer than a till would wait for an answer.
 */
export const SALE_QUEUE_MAX = 256;
export const SALE_QUEUE_RETRY_AFTER_SECONDS = 2;

export interface TSaleWriterOptions {
  writers?: number;
  maxWaiting?: number;
}

export function createSaleWriter(db: TDb, options: TSaleWriterOptions = {}): TSaleWriter {
  return createWriteBatches<TSaleEntry, TSaleOutcome>({
    writers: options.writers ?? SALE_WRITERS,
    maxBatch: SALE_BATCH_MAX,
    maxWaiting: options.maxWaiting ?? SALE_QUEUE_MAX,
    whenFull: () =>
      new AppError(503, 'BUSY', SERVER_MESSAGES.BUSY, undefined, {
        retryAfterSeconds: SALE_QUEUE_RETRY_AFTER_SECONDS,
      }),
    writeMany: (entries) => writeSales(db, entries),
    // A statement refused on its own data wrote nothing; any other failure may have.
    wroteNothing: (error) => refusalOf(error) !== null,
    conflictKeyOf: ({ sale, claim }) => (claim ? `${sale.shopId} ${claim.route} ${claim.key}` : null),
  });
}
