import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import { createBoundedMap } from '../../lib/bounded-map';
import type { TShopId } from '../../lib/auth/shop-scope';

/** What a sale's line copies from its product: its name, cost and unit at the instant of the sale. */
export interface TProductSnapshot {
  id: string;
  name: string;
  cost: number;
  unit: TProductUnit;
  /** Its IVA class (decision record 032), copied to the line like its name and cost. */
  taxClass: TTaxClass;
}

export interface TProductSnapshots {
  /** The seller's snapshots of every one of these products, or null when any is not remembered. */
  recall(shopId: TShopId, productIds: readonly string[]): TProductSnapshot[] | null;
  remember(shopId: TShopId, products: readonly TProductSnapshot[]): void;
  forget(shopId: TShopId, productIds: readonly string[]): void;
}

/** An id, a name, a cost and a unit each: a few MB at most, and far more products than a till sells in a day. */
export const PRODUCT_SNAPSHOTS_CAPACITY = 20_000;

/**
 * The names and costs of the products that PAID sales read lately, kept per process so that the next sale of
 * the same products skips its read: one round trip instead of two. A snapshot is a guess, never a truth: the
 * sales statement locks the products and writes a sale only if each still has the name, cost and unit it copied,
 * else it reports the sale stale and writes nothing of it; the sale then forgets the products and reads them
 * (create-sale.ts). A stale snapshot costs one statement, never a sale with another name or cost than the
 * product had when it was written.
 */
export function createProductSnapshots(capacity = PRODUCT_SNAPSHOTS_CAPACITY): TProductSnapshots {
  const byKey = createBoundedMap<TProductSnapshot>(capacity);
  const keyOf = (shopId: TShopId, productId: string) => `${shopId}/${productId}`;
  return {
    recall(shopId, productIds) {
      const found: TProductSnapshot[] = [];
      for (const productId of productIds) {
        const snapshot = byKey.get(keyOf(shopId, productId));
        if (!snapshot) return null;
        found.push(snapshot);
      }
      return found;
    },
    remember(shopId, products) {
      for (const { id, name, cost, unit, taxClass } of products) {
        byKey.set(keyOf(shopId, id), { id, name, cost, unit, taxClass });
      }
    },
    forget(shopId, productIds) {
      for (const productId of productIds) byKey.delete(keyOf(shopId, productId));
    },
  };
}
