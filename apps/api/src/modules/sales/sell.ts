import { todayInZone } from '@cuadre/shared/common/dates';
import { isVenezuela } from '@cuadre/shared/money/constants';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { saleOccurredProblem, type TSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import type { TAuthUser } from '../../lib/auth/guards';
import { refusalOf } from '../../db/pg-error';
import { AppError, notFound } from '../../lib/app-error';
import {
  keyClaimOf,
  replayIfClaimed,
  replayStored,
  runIdempotent,
  type TIdempotentResult,
  type TKeyClaim,
} from '../../lib/idempotency';
import { assertChangeInTill, givesChangeNow } from './change-in-till';
import { assertWithinCredit, creditOfSale } from './credit-sale';
import type { TProductSnapshots } from './product-snapshots';
import type { TSaleRate } from '../dollar-rate/sale-rate';
import { assertStock, FractionOfUnitsError, planSale, productsWanted, type TSaleProduct } from './sale-rules';
import type { TSalesModule, TSalesState } from './sales-state';
import {
  findSellerClient,
  joinOrOpenAccount,
  lockSellerProducts,
  readSellerProducts,
} from './sales.repository';
import { assertDiscountWithinLimit } from './sale-discounts';
import { findListName } from '../prices/price-lists.repository';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import type { TTaxSettings } from '@cuadre/shared/tax/constants';
import { isKeyClaimedMeanwhile, writeSales, type TSaleAnswer } from './write-sales.statement';
import type { TShopId } from '../../lib/auth/shop-scope';

export const SALES_ROUTE = 'POST /sales';

/**
 * Reads that found stock a concurrent sale then took: read again this many times, then sell under locks (as a sale
 * that hands change back does from the start).
 */
const OPTIMISTIC_ATTEMPTS = 3;

/** The sale as asked, worked out once for every step: the request, the units of each product, the key's claim. */
interface TSaleAsked {
  request: TSaleCreateRequest;
  wanted: Map<string, number>;
  claim: TKeyClaim | null;
}

/**
 * What makes two requests with one key the same sale is everything but `occurredAt`. A phone whose send was cut
 * after the server wrote the sale queues it with the moment it was made (design §14): that resend is the same
 * sale, and must be answered as such, not refused as another body.
 */
function saleAsked(request: TSaleCreateRequest, key: string | undefined): TSaleAsked {
  const { occurredAt: _occurredAt, ...identity } = request;
  return { request, wanted: productsWanted(request), claim: keyClaimOf(key, identity) };
}

/**
 * Selling (POST /sales, design §6), step by step: the sale's moment, the rate in force at it, then the plan and
 * its write, which answer the sale (or, for a key already used, the answer stored with it).
 */
export async function sell(
  sales: TSalesModule,
  seller: TSeller,
  request: TSaleCreateRequest,
  key: string | undefined,
  now: Date,
): Promise<TIdempotentResult<TSaleAnswer>> {
  // The moment: a sale made offline keeps its own (design §14) if it arrives within the window. Past it, a retry
  // of a sale already written is answered with what was written — the phone would otherwise sell it again — and
  // anything else is a clear 400.
  const asked = saleAsked(request, key);
  const { occurredAt } = request;
  const problem = occurredAt === undefined ? null : saleOccurredProblem(occurredAt, now);
  if (problem) {
    const replay = asked.claim && (await replayOfSale(sales.db, seller.shopId, asked.claim));
    if (!replay) throw new AppError(400, 'VALIDATION_ERROR', problem, [problem]);
    return replay;
  }
  const at = occurredAt === undefined ? now : new Date(occurredAt);
  // The rate: a Venezuelan seller's sale remembers the one in force at its moment, read from memory (design §10).
  const rate = isVenezuela(seller) ? await sales.rates.rateAt(at) : null;
  // The list the cart priced with (decision record 031): the shop's, else 404.
  const priceList = request.priceListId
    ? await findListName(sales.db, seller.shopId, request.priceListId)
    : null;
  if (request.priceListId && !priceList) throw notFound(PRICE_MESSAGES.listNotFound);
  return createSale(sales, seller.shopId, asked, {
    saleDay: todayInZone(seller.timeZone, at),
    approval: seller.approval,
    memberId: seller.memberId,
    registerId: seller.registerId,
    memberName: seller.memberName,
    rate,
    igtfRate: seller.igtfRate,
    occurredAt: occurredAt === undefined ? null : at.toISOString(),
    priceList,
    discountLimit: seller.discountLimit,
    taxSettings: seller.taxSettings,
  });
}

/**
 * Who sells, as selling needs them: the seller's country decides the rate, their settings the IGTF, their zone
 * the sale's day (a credit sale's due date); `approval` is the one their request carries (X-Approval).
 */
export type TSeller = Pick<
  TAuthUser,
  | 'shopId'
  | 'memberId'
  | 'memberName'
  | 'registerId'
  | 'currency'
  | 'igtfRate'
  | 'timeZone'
  | 'discountLimit'
  | 'taxSettings'
> & { approval: string | null };

/**
 * The plan and the write. A PAID sale — the till's everyday sale — goes without an explicit transaction: read
 * (or recall) the products, apply every rule, then write it all, Idempotency-Key and stored answer included,
 * in the one sales statement, batched with the PAID sales that waited for a writer meanwhile. A PENDING sale
 * (it joins the client's open account) and a PAID sale that kept losing its stock to others go under row locks
 * in a transaction, through the same statement.
 */
async function createSale(
  state: TSalesState,
  shopId: TShopId,
  asked: TSaleAsked,
  terms: TSaleTerms,
): Promise<TIdempotentResult<TSaleAnswer>> {
  // A member with a maximum discount sells under locks, where the lines' list prices are read and an approval
  // is spent with the sale (decision record 031).
  if (asked.request.status === 'PAID' && terms.discountLimit === null) {
    const sold = await sellPaidOptimistically(state, shopId, asked, terms);
    if (sold) return sold;
  }
  return runIdempotent(state.db, { shopId: shopId, route: SALES_ROUTE, claim: asked.claim }, async (tx) => ({
    statusCode: 201,
    body: await sellUnderLocks(tx, shopId, asked, terms),
  }));
}

/** What the seller's sale depends on besides the request (design §10). */
export interface TSaleTerms {
  /** The sale's day in the shop's zone: a credit sale falls due counting from it (decision record 030). */
  saleDay: string;
  /** The approval the request carries, for a credit sale over the client's limit; else null. */
  approval: string | null;
  /** The member who sells (decision record 029), and their name for the answer. */
  memberId: string;
  memberName: string;
  /** The register whose open till takes the sale (a shop device's, else the main one). */
  registerId: string;
  /** The rate in force the sale remembers (a Venezuelan seller's), or null. */
  rate: TSaleRate | null;
  /** The seller's IGTF percentage when charged, or null. */
  igtfRate: number | null;
  /** When a sale made offline happened (design §14), already checked against the clock; else absent. */
  occurredAt?: string | null;
  /** The shop's list the sale names (decision record 031); null: Detal. */
  priceList: { id: string; name: string } | null;
  /** The seller's maximum discount in percent; null: none. */
  discountLimit: number | null;
  /** How the shop charges IVA (decision record 032). */
  taxSettings: TTaxSettings;
}

/**
 * The sale's products are read without locks (or recalled from what this process read lately); the statement
 * then locks them and writes only if each still has the name, cost and unit the lines copied, and its CHECK fails
 * the statement if a concurrent sale took the units since the read: the sale happened at its write, with its
 * products' names and costs of that instant, as under locks. Null after OPTIMISTIC_ATTEMPTS such losses.
 */
async function sellPaidOptimistically(
  { db, snapshots, writer }: TSalesState,
  shopId: TShopId,
  { request, wanted, claim }: TSaleAsked,
  terms: TSaleTerms,
): Promise<TIdempotentResult<TSaleAnswer> | null> {
  const scope = { shopId: shopId, route: SALES_ROUTE, key: claim?.key ?? '' };
  const requestHash = claim?.requestHash ?? '';
  const productIds = [...wanted.keys()];
  // Only the first attempt may trust remembered products: after a failed write the sale reads them, so that
  // a 409 names what is short and a 404 says what is gone.
  let remembered = snapshots.recall(shopId, productIds);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
    let plan;
    try {
      const client = await clientOfSale(db, shopId, request);
      const products = remembered ?? (await readProducts(db, snapshots, shopId, wanted));
      const saleClaim = claim && { route: SALES_ROUTE, ...claim };
      plan = planSale({ shopId: shopId, request, wanted, products, client, ...terms, claim: saleClaim });
    } catch (error) {
      // A fraction refused by a remembered unit may rest on a product since weighed in another process: the
      // products as they are decide.
      if (remembered !== null && error instanceof FractionOfUnitsError) {
        snapshots.forget(shopId, productIds);
        remembered = null;
        continue;
      }
      // A retry of a sale that already happened replays it, even though the same sale would be refused now
      // (it took the last units): the locked way looks at the key first, and so must this one.
      const replay =
        error instanceof AppError && claim
          ? await replayIfClaimed<TSaleAnswer>(db, scope, claim.requestHash)
          : null;
      if (replay) return replay;
      throw error;
    }
    // Change is checked against the till under its lock, which the batched statement does not take.
    if (givesChangeNow(plan.entry)) return null;
    let outcome;
    try {
      outcome = await writer.write(plan.entry);
    } catch (error) {
      // The same key sent twice at once: the other request wrote the sale; this one answers as it did.
      if (isKeyClaimedMeanwhile(error)) return replayStored<TSaleAnswer>(db, scope, requestHash);
      if (!isStockTakenMeanwhile(error)) throw error;
      remembered = null;
      continue;
    }
    if (outcome.stale) {
      snapshots.forget(shopId, productIds);
      remembered = null;
      continue;
    }
    if (!outcome.claimed) return replayStored<TSaleAnswer>(db, scope, requestHash);
    // The answer as the statement stored it with the key: a replay answers the same.
    return { statusCode: 201, body: outcome.answer, replayed: false };
  }
  return null;
}

/**
 * The stored answer of a sale already written with this key and body, or null. An offline sale retried after its
 * window (design §14) is answered with what was written, never refused: the phone would sell it again.
 */
function replayOfSale(
  db: TDb,
  shopId: TShopId,
  { key, requestHash }: TKeyClaim,
): Promise<TIdempotentResult<TSaleAnswer> | null> {
  return replayIfClaimed<TSaleAnswer>(db, { shopId: shopId, route: SALES_ROUTE, key }, requestHash);
}

/** Under row locks, inside the caller's transaction (which also claims the key): nothing can go stale. */
async function sellUnderLocks(
  tx: TDbOrTx,
  shopId: TShopId,
  { request, wanted }: TSaleAsked,
  terms: TSaleTerms,
): Promise<TSaleAnswer> {
  const client = await clientOfSale(tx, shopId, request);
  // A credit sale locks its client first: two at once are checked against the limit one after the other.
  const credit =
    request.status === 'PENDING' && client
      ? await creditOfSale(tx, shopId, client.id, { day: terms.saleDay, dueDate: request.dueDate })
      : null;
  const products = wanted.size > 0 ? await lockSellerProducts(tx, shopId, [...wanted.keys()]) : [];
  assertStock(products, wanted);
  const plan = planSale({
    shopId: shopId,
    request,
    wanted,
    products,
    client,
    ...terms,
    dueDate: credit?.dueDate ?? null,
    claim: null,
  });
  const seller = { shopId, memberId: terms.memberId, approval: terms.approval };
  if (credit && client && plan.entry.sale.status === 'PENDING') {
    await assertWithinCredit(tx, seller, plan.entry, credit, client.name);
  }
  await assertDiscountWithinLimit(tx, { ...seller, discountLimit: terms.discountLimit }, plan.entry);
  await assertChangeInTill(tx, { shopId, registerId: terms.registerId }, plan.entry);
  // Only a sale that still owes something joins the client's account (a PENDING sale of total 0 is PAID).
  if (plan.entry.sale.status === 'PENDING' && client) {
    plan.entry.sale.openAccountId = await joinOrOpenAccount(tx, shopId, client.id);
  }
  const [outcome] = await writeSales(tx, [plan.entry]);
  if (!outcome?.claimed) throw new Error('a sale under row locks was not written');
  return outcome.answer;
}

/** The sale's client when it names one: the shop's own, else 404. */
async function clientOfSale(db: TDbOrTx, shopId: TShopId, request: TSaleCreateRequest) {
  if (!request.clientId) return null;
  const client = await findSellerClient(db, shopId, request.clientId);
  if (!client) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return client;
}

/** The seller's live products of the sale, each with enough stock (else 404 or 409), remembered for next time. */
async function readProducts(
  db: TDb,
  snapshots: TProductSnapshots,
  shopId: TShopId,
  wanted: Map<string, number>,
): Promise<TSaleProduct[]> {
  if (wanted.size === 0) return [];
  const products = await readSellerProducts(db, shopId, [...wanted.keys()]);
  assertStock(products, wanted);
  snapshots.remember(shopId, products);
  return products;
}

/** The write found less stock than the read (the products' CHECK), or two sales crossed (a deadlock). */
function isStockTakenMeanwhile(error: unknown): boolean {
  // Or a product sold by the unit took a fraction, as weighed goods do: the read refuses it (planSale).
  const refusal = refusalOf(error);
  return refusal === 'stock-short' || refusal === 'fraction-of-units' || refusal === 'deadlock';
}
