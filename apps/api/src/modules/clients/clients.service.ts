import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type {
  TClient,
  TClientCreateRequest,
  TClientListQuery,
  TClientUpdateRequest,
} from '@cuadre/shared/clients/schemas';
import type { TMessageData } from '@cuadre/shared/common/schemas';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/app-error';
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

function toClient(row: TClientRow): TClient {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    taxId: row.taxId,
    hasDebt: row.hasDebt,
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

export async function createClient(db: TDb, shopId: TShopId, body: TClientCreateRequest): Promise<TClient> {
  const row = await insertClient(db, shopId, {
    name: body.name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    taxId: body.taxId ?? null,
  });
  // A new client has no sales, hence no debt.
  return toClient({ ...row, hasDebt: false });
}

export async function updateClient(
  db: TDb,
  shopId: TShopId,
  clientId: string,
  body: TClientUpdateRequest,
): Promise<TClient> {
  // The edit dialog sends every field: a blank phone clears it.
  const row = await updateLiveClient(db, shopId, clientId, {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    taxId: body.taxId,
  });
  if (!row) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return toClient(row);
}

export async function deleteClient(db: TDb, shopId: TShopId, clientId: string): Promise<TMessageData> {
  if (!(await softDeleteClient(db, shopId, clientId))) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return { message: SERVER_MESSAGES.CLIENT_DELETED };
}
