import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TSale, TSaleCreateRequest } from '@cuadre/shared/schemas/sales';
import type { TTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { assertStock, priceSale, saleAnswer, saleWriteOf, wantedQuantities } from './sale-pricing';
import {
  findSellerClient,
  joinOrOpenAccount,
  lockSellerProducts,
  newSaleIds,
  writeSale,
} from './sales.repository';

/**
 * design §6, under row locks: one transaction; stock decremented only if every line has it (else 409 naming
 * the products and nothing written); lines snapshot name, price and cost; extra charges are product-less lines;
 * PAID gets a payment of the whole total, PENDING joins (or opens) the client's OPEN account with an optional
 * first payment. A PAID sale usually goes the one-statement way of sell-paid.ts instead.
 */
export async function createSale(tx: TTx, userId: string, request: TSaleCreateRequest): Promise<TSale> {
  const client = request.clientId ? await findSellerClient(tx, userId, request.clientId) : null;
  if (request.clientId && !client) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);

  const wanted = wantedQuantities(request);
  const locked = wanted.size > 0 ? await lockSellerProducts(tx, userId, [...wanted.keys()]) : [];
  assertStock(locked, wanted);
  const priced = priceSale(request, locked);
  const openAccountId =
    priced.status === 'PENDING' && client ? await joinOrOpenAccount(tx, userId, client.id) : null;

  const ids = newSaleIds(priced.lines.length);
  const { createdAt } = await writeSale(
    tx,
    ids,
    saleWriteOf(userId, request, priced, { clientId: client?.id ?? null, openAccountId }),
  );
  return saleAnswer(request, priced, ids, createdAt, client);
}
