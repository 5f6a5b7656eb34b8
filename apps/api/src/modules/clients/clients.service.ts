import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { permissionOf } from '@cuadre/shared/team/permissions';
import type {
  TClient,
  TClientCreateRequest,
  TClientListQuery,
  TClientUpdateRequest,
} from '@cuadre/shared/clients/schemas';
import type { TMessageData } from '@cuadre/shared/common/schemas';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { TAuthUser } from '../../lib/auth/guards';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { containsPattern } from '../../lib/search-pattern';
import {
  findClientPage,
  insertClient,
  softDeleteClient,
  updateLiveClient,
  type TClientRow,
} from './clients.repository';
import type { TShopId } from '../../lib/auth/shop-scope';
import { findListName } from '../prices/price-lists.repository';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';

function toClient(row: TClientRow): TClient {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    taxId: row.taxId,
    hasDebt: row.hasDebt,
    creditLimit: row.creditLimit,
    priceListId: row.priceListId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listClients(db: TDb, shopId: TShopId, query: TClientListQuery) {
  const { rows, total } = await findClientPage(db, shopId, {
    limit: query.pageSize,
    offset: pageOffset(query),
    pattern: query.search === undefined ? undefined : containsPattern(query.search),
    debtStatus: query.debtStatus,
  });
  return listEnvelope(rows.map(toClient), query, total);
}

/** Who writes a client: the shop, and the role that decides whether they may set a credit limit. */
type TClientWriter = Pick<TAuthUser, 'shopId' | 'shopRole'>;

/** A credit limit is the owner's or a manager's to set (decision record 030): a cashier's form never sends one. */
function assertMaySetLimit(writer: TClientWriter, creditLimit: number | null | undefined): void {
  if (creditLimit !== undefined && permissionOf(writer.shopRole, 'credit.setLimit') !== 'allow') {
    throw new AppError(403, 'CREDIT_LIMIT_FORBIDDEN', CREDIT_MESSAGES.limitForbidden);
  }
}

/** The list a client buys at must be the shop's: another shop's, or none, is 404. */
async function priceListOf(
  db: TDb,
  shopId: TShopId,
  priceListId: string | null | undefined,
): Promise<string | null | undefined> {
  if (priceListId && (await findListName(db, shopId, priceListId)) === null) {
    throw notFound(PRICE_MESSAGES.listNotFound);
  }
  return priceListId;
}

export async function createClient(
  db: TDb,
  writer: TClientWriter,
  body: TClientCreateRequest,
): Promise<TClient> {
  assertMaySetLimit(writer, body.creditLimit);
  const row = await insertClient(db, writer.shopId, {
    name: body.name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    taxId: body.taxId ?? null,
    creditLimit: body.creditLimit ?? null,
    priceListId: await priceListOf(db, writer.shopId, body.priceListId),
  });
  // A new client has no sales, hence no debt.
  return toClient({ ...row, hasDebt: false });
}

export async function updateClient(
  db: TDb,
  writer: TClientWriter,
  clientId: string,
  body: TClientUpdateRequest,
): Promise<TClient> {
  assertMaySetLimit(writer, body.creditLimit);
  // The edit dialog sends every field: a blank phone clears it.
  const row = await updateLiveClient(db, writer.shopId, clientId, {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    taxId: body.taxId,
    creditLimit: body.creditLimit,
    priceListId: await priceListOf(db, writer.shopId, body.priceListId),
  });
  if (!row) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return toClient(row);
}

export async function deleteClient(db: TDb, shopId: TShopId, clientId: string): Promise<TMessageData> {
  if (!(await softDeleteClient(db, shopId, clientId))) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return { message: SERVER_MESSAGES.CLIENT_DELETED };
}
