import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TSale, TSaleCreateRequest } from '@cuadre/shared/schemas/sales';
import type { TAppContext } from '../../app-context';
import type { TDb } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { AppError, notFound } from '../../lib/app-error';
import {
  replayIfClaimed,
  replayStored,
  requestHashOf,
  runIdempotent,
  type TIdempotentResult,
} from '../../lib/idempotency';
import { createSale } from './create-sale';
import type { TProductSnapshots } from './product-snapshots';
import {
  assertStock,
  priceSale,
  saleAnswer,
  saleWriteOf,
  wantedQuantities,
  type TSaleProduct,
} from './sale-pricing';
import { findSellerClient, newSaleIds, readSellerProducts } from './sales.repository';

export const SALES_ROUTE = 'POST /sales';

/** Reads that found stock a concurrent sale then took: read again this many times, then sell under locks. */
const OPTIMISTIC_ATTEMPTS = 3;

export type TSaleAnswer = { data: TSale };

/**
 * A new sale's answer as the JSON text that was stored for its key: sent as it is, it skips the response
 * schema's encode and a second JSON.stringify (~23 µs of each sale's JavaScript under load). Its replays go
 * through the schema, and the sale tests compare them with it byte for byte, so the two cannot drift apart.
 */
export interface TNewSaleJson {
  statusCode: 201;
  json: string;
  replayed: false;
}

/**
 * A PAID sale (the till's everyday sale) without row locks or an explicit transaction: read the products,
 * apply every rule of design §6 here (404, 409 naming the products, snapshots, totals), then write it all —
 * Idempotency-Key and stored answer included — in ONE statement, whose stock update re-checks each product's
 * quantity as it writes (the `quantity >= 0` CHECK fails the whole statement if a concurrent sale took the
 * units since the read). 3 round trips instead of 7 (docs/performance.md). A sale of products the process
 * remembers skips the read (product-snapshots.ts): one round trip. The statement also takes stock only from
 * live rows with the name and cost the lines copied, so the outcome is one a locked sale could have had: the
 * sale happened at its write, with its products' names and costs of that instant. Under load the write goes
 * in one statement with the other PAID sales that waited for a writer meanwhile (sale-writes.ts); a batch that
 * fails on its data is written again sale by sale, so each sale still gets its own outcome.
 */
export async function sellPaid(
  {
    db,
    productSnapshots: snapshots,
    saleWrites,
  }: Pick<TAppContext, 'db' | 'productSnapshots' | 'saleWrites'>,
  userId: string,
  request: TSaleCreateRequest,
  key: string | undefined,
): Promise<TIdempotentResult<TSaleAnswer> | TNewSaleJson> {
  const requestHash = key === undefined ? '' : requestHashOf(request);
  const wanted = wantedQuantities(request);
  const productIds = [...wanted.keys()];
  // Only the first attempt may trust remembered products: after a failed write the sale reads them, so that
  // a 409 names what is short and a 404 says what is gone.
  let remembered = snapshots.recall(userId, productIds);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
    let client;
    let priced;
    try {
      client = request.clientId ? await findSellerClient(db, userId, request.clientId) : null;
      if (request.clientId && !client) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
      priced = priceSale(request, remembered ?? (await readProductsOf(db, snapshots, userId, wanted)));
    } catch (error) {
      // A retry of a sale that already happened replays it, even though the same sale would be refused now
      // (it took the last units): the locked way looks at the key first, and so must this one.
      const replay =
        error instanceof AppError && key !== undefined
          ? await replayIfClaimed<TSaleAnswer>(db, { userId, route: SALES_ROUTE, key }, requestHash)
          : null;
      if (replay) return replay;
      throw error;
    }
    const ids = newSaleIds(priced.lines.length);
    const answerAt = (createdAt: string): TSaleAnswer => ({
      data: saleAnswer(request, priced, ids, createdAt, client),
    });
    const answer = JSON.stringify(answerAt(''));
    const claim = key === undefined ? null : { route: SALES_ROUTE, key, requestHash, answer };
    try {
      const links = { clientId: client?.id ?? null, openAccountId: null };
      const written = await saleWrites.write({
        ids,
        write: saleWriteOf(userId, request, priced, links),
        claim,
      });
      if (!written.claimed && claim) {
        return replayStored<TSaleAnswer>(db, { userId, route: SALES_ROUTE, key: claim.key }, requestHash);
      }
      return { statusCode: 201, json: withCreatedAt(answer, written.createdAt), replayed: false };
    } catch (error) {
      if (isStaleProductCopy(error)) snapshots.forget(userId, productIds);
      else if (!isStockTakenMeanwhile(error)) throw error;
      remembered = null;
    }
  }
  // Many tills selling the last units of one product at once: the locked way queues them instead.
  return runIdempotent(db, { userId, route: SALES_ROUTE, key, body: request }, async (tx) => ({
    statusCode: 201,
    body: { data: await createSale(tx, userId, request) },
  }));
}

/** The instant written into an answer made before it was known, as writeSaleStatement stores it. */
function withCreatedAt(answer: string, createdAt: string): string {
  return answer.replaceAll(EMPTY_CREATED_AT, `"createdAt":"${createdAt}"`);
}
const EMPTY_CREATED_AT = '"createdAt":""';

/** The seller's live products of the sale, each with enough stock (else 404 or 409), remembered for next time. */
async function readProductsOf(
  db: TDb,
  snapshots: TProductSnapshots,
  userId: string,
  wanted: Map<string, number>,
): Promise<TSaleProduct[]> {
  if (wanted.size === 0) return [];
  const products = await readSellerProducts(db, userId, [...wanted.keys()]);
  assertStock(products, wanted);
  snapshots.remember(userId, products);
  return products;
}

/**
 * The write found a product renamed, re-costed or deleted since its name and cost were read or remembered: the
 * sale's item_count came out NULL (writeSaleStatement).
 */
function isStaleProductCopy(error: unknown): boolean {
  const { code, column } = pgErrorOf(error);
  return code === '23502' && column === 'item_count';
}

/** The write found less stock than the read (the products' CHECK), or two sales crossed (a deadlock). */
function isStockTakenMeanwhile(error: unknown): boolean {
  const { code, constraint } = pgErrorOf(error);
  return (code === '23514' && constraint === 'products_quantity_non_negative') || code === '40P01';
}
