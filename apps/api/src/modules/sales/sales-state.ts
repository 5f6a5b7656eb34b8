import type { TDb } from '../../db/client';
import type { TSalesState } from './create-sale';
import { createProductSnapshots } from './product-snapshots';
import { createSaleWriter, type TSaleWriterOptions } from './sale-writer';

/** The sales module's own per-process state, and what other modules may tell it. */
export interface TSalesModule extends TSalesState {
  /**
   * A product was edited or deleted: the next sale reads it instead of trying a write that would find another
   * name or cost and be refused (the statement re-checks them anyway, in every process).
   */
  productChanged(userId: string, productId: string): void;
}

export function createSalesModule(db: TDb, options: TSaleWriterOptions = {}): TSalesModule {
  const snapshots = createProductSnapshots();
  return {
    db,
    snapshots,
    writer: createSaleWriter(db, options),
    productChanged: (userId, productId) => snapshots.forget(userId, [productId]),
  };
}
