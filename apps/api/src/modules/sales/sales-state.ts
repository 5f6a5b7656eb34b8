import type { TDb } from '../../db/client';
import { createProductSnapshots, type TProductSnapshots } from './product-snapshots';
import { createSaleRates, type TSaleRates } from '../dollar-rate/sale-rate';
import { createSaleWriter, type TSaleWriter, type TSaleWriterOptions } from './sale-writer';
import type { TShopId } from '../../lib/auth/shop-scope';

/** What selling needs besides the request: the database and the sales module's own per-process state. */
export interface TSalesState {
  db: TDb;
  snapshots: TProductSnapshots;
  writer: TSaleWriter;
}

/** The sales module's own per-process state, and what other modules may tell it. */
export interface TSalesModule extends TSalesState {
  /** The rate in force, kept in memory: a Venezuelan seller's sale remembers it (design §10). */
  rates: TSaleRates;
  /**
   * A product was edited or deleted: the next sale reads it instead of trying a write that would find another
   * name or cost and be refused (the statement re-checks them anyway, in every process).
   */
  productChanged(shopId: TShopId, productId: string): void;
}

export function createSalesModule(
  db: TDb,
  options: TSaleWriterOptions = {},
  rates: { now: () => Date; maxAgeMs?: number } = { now: () => new Date() },
): TSalesModule {
  const snapshots = createProductSnapshots();
  return {
    db,
    rates: createSaleRates(db, rates),
    snapshots,
    writer: createSaleWriter(db, options),
    productChanged: (shopId, productId) => snapshots.forget(shopId, [productId]),
  };
}
