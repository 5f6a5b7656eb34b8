import { sql, type SQL } from 'drizzle-orm';
import { STOCK_MOVEMENT_KINDS, type TStockMovementKind } from '@cuadre/shared/stock/constants';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * The one writer of the kardex (design §13): the INSERT of `kind` movements for `changes`, to run as a WITH query
 * of the statement that changed the stock (or as its last part), so that the change and its record stand or fall
 * together. Every change of stock writes its movements through it, so that `stock_after` is computed here and
 * nowhere else.
 *
 * `changes` is a SELECT of these columns, by name (their types are cast here, so a NULL or a parameter is fine):
 * - `shop_id`, `product_id`: whose product changed; `member_id`: the member who changed it;
 * - `quantity`: the signed change (what came in positive, what went out negative);
 * - `stock`: the product's stock once this statement's update of it is done (what its UPDATE returned);
 * - `unit_cost`, `document_id`, `reason`, `note`: as the movement records them, NULL where they do not apply;
 * - `created_at`: the movement's instant, taken once the product's row is held;
 * - `ordinal`: the order of several changes of one product in one statement (several sales of a batch); any
 *   value for a lone change.
 *
 * One UPDATE changes a row once per statement, so a product changed several times is updated once with their sum:
 * the stock after each change is the stock the update left less the changes that come after it — for a lone
 * change, the stock the update left. The sales statement is prepared, so this fragment holds no parameter.
 */
export function stockMovementsInsert(kind: TStockMovementKind, changes: SQL): SQL {
  if (!STOCK_MOVEMENT_KINDS.includes(kind)) throw new Error(`unknown stock movement kind ${kind}`);
  return sql`
      INSERT INTO stock_movements (id, shop_id, member_id, product_id, kind, quantity, stock_after, unit_cost,
                                   reason, note, document_id, created_at)
      SELECT gen_random_uuid(), c.shop_id::uuid, c.member_id::uuid, c.product_id::uuid,
             ${sql.raw(`'${kind}'`)}::stock_movement_kind,
             c.quantity::numeric,
             c.stock::numeric - coalesce(sum(c.quantity::numeric) OVER (PARTITION BY c.product_id ORDER BY c.ordinal
                                                                       ROWS BETWEEN 1 FOLLOWING
                                                                       AND UNBOUNDED FOLLOWING), 0),
             c.unit_cost::numeric, c.reason::text, c.note::text, c.document_id::uuid, c.created_at::timestamptz
      FROM (${changes}) AS c`;
}

/** One change of a product's stock that its caller has already written and read back (the product form). */
export interface TStockChange {
  shopId: TShopId;
  memberId: string;
  productId: string;
  /** Signed: what came in positive, what went out negative. */
  quantity: number;
  /** The product's stock after the change. */
  stock: number;
  unitCost: number | null;
}

/**
 * The movement of one change written by the caller's own statement, in the caller's transaction, which holds the
 * product's row: its instant is the clock's now, not the transaction's start, so a transaction that waited for
 * the product's lock records its change after the one it waited for.
 */
export async function writeStockMovement(
  db: TDbOrTx,
  kind: TStockMovementKind,
  change: TStockChange,
): Promise<void> {
  await db.execute(
    stockMovementsInsert(
      kind,
      sql`
        SELECT ${change.shopId} AS shop_id, ${change.memberId} AS member_id, ${change.productId} AS product_id, ${change.quantity} AS quantity,
               ${change.stock} AS stock, ${change.unitCost} AS unit_cost, NULL AS document_id, NULL AS reason,
               NULL AS note, clock_timestamp() AS created_at, 1 AS ordinal`,
    ),
  );
}
