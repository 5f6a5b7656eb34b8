import { sql, type SQL } from 'drizzle-orm';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * The body of a `locked` WITH query: the seller's live products named in `v.product_id`, locked in id order — as
 * a sale's statement locks them, so a restock, a count, a return and a sale queue instead of deadlocking — with
 * their stock and cost as they are once held, and the instant they were held at. A product's movements take that
 * instant, so in time order they are the order its stock changed in.
 */
export function lockedLiveProducts(shopId: TShopId): SQL {
  return sql`
      SELECT p.id, p.quantity, p.cost, clock_timestamp() AS at
      FROM products AS p
      WHERE p.id IN (SELECT product_id FROM v) AND p.shop_id = ${shopId} AND p.deleted_at IS NULL
      ORDER BY p.id
      FOR UPDATE`;
}

/**
 * `locked` and `complete` for a write that names its products in `v`: all of them must be the seller's live
 * products, or `complete.ok` is false and the write writes nothing; `complete.at` is the instant once all are held.
 */
export function lockedAllLiveProducts(shopId: TShopId): SQL {
  return sql`locked AS (${lockedLiveProducts(shopId)}
    ), complete AS (
      SELECT count(*) = (SELECT count(*) FROM v) AS ok, max(at) AS at FROM locked`;
}
