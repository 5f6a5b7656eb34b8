import { multiplyMoney } from '@cuadre/shared/money/money';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import {
  ADMIN_COUNT_CAP,
  type TAdminClientListResponse,
  type TAdminListQuery,
  type TAdminOpenAccountListResponse,
  type TAdminProductListResponse,
  type TAdminSaleDetail,
  type TAdminSaleListResponse,
} from '@cuadre/shared/admin/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { listEnvelope } from '../../lib/pagination';
import {
  findClientPage,
  findOpenAccountPage,
  findProductPage,
  findSalePage,
  loadAdminSaleViews,
  userExists,
  type TCounted,
} from './admin.repository';

/** A list of one seller's rows: the seller must exist (an unknown id is a 404, not an empty list). */
async function requireUser(db: TDbOrTx, userId: string | undefined): Promise<void> {
  if (userId !== undefined && !(await userExists(db, userId))) {
    throw notFound(SERVER_MESSAGES.USER_NOT_FOUND);
  }
}

function envelope<T>(rows: T[], query: TAdminListQuery, counted: TCounted) {
  return { ...listEnvelope(rows, query, counted.total), isTotalCapped: counted.isTotalCapped };
}

export async function listAdminProducts(
  db: TDbOrTx,
  query: TAdminListQuery,
  userId?: string,
): Promise<TAdminProductListResponse> {
  await requireUser(db, userId);
  const { rows, ...counted } = await findProductPage(
    db,
    { userId, search: query.search },
    query,
    ADMIN_COUNT_CAP,
  );
  return envelope(rows, query, counted);
}

export async function listAdminClients(
  db: TDbOrTx,
  query: TAdminListQuery,
  userId?: string,
): Promise<TAdminClientListResponse> {
  await requireUser(db, userId);
  const { rows, ...counted } = await findClientPage(
    db,
    { userId, search: query.search },
    query,
    ADMIN_COUNT_CAP,
  );
  return envelope(rows, query, counted);
}

export async function listAdminSales(
  db: TDbOrTx,
  query: TAdminListQuery,
  userId?: string,
): Promise<TAdminSaleListResponse> {
  await requireUser(db, userId);
  const { ids, ...counted } = await findSalePage(
    db,
    { userId, search: query.search },
    query,
    ADMIN_COUNT_CAP,
  );
  return envelope(await loadAdminSaleViews(db, ids), query, counted);
}

export async function listAdminOpenAccounts(
  db: TDbOrTx,
  query: TAdminListQuery,
  userId: string,
): Promise<TAdminOpenAccountListResponse> {
  await requireUser(db, userId);
  const { rows, ...counted } = await findOpenAccountPage(
    db,
    { userId, search: query.search },
    query,
    ADMIN_COUNT_CAP,
  );
  return envelope(rows, query, counted);
}

/** GET /admin/sales/{id}: any seller's sale, each line with its subtotal. */
export async function getAdminSaleDetail(db: TDbOrTx, saleId: string): Promise<TAdminSaleDetail> {
  const [sale] = await loadAdminSaleViews(db, [saleId]);
  if (!sale) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  return {
    ...sale,
    items: sale.items.map((item) => ({ ...item, subtotal: multiplyMoney(item.price, item.quantity) })),
  };
}
