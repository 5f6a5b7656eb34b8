import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { OPEN_ACCOUNT_MESSAGES } from '@cuadre/shared/open-accounts/messages';
import type {
  TCheckAndCloseAllResponse,
  TCheckAndCloseResponse,
  TOpenAccountListQuery,
  TOpenAccountListResponse,
} from '@cuadre/shared/open-accounts/schemas';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { openAccountViews } from './open-account-views';
import {
  closeAccountsIfAllPaid,
  countAccounts,
  findAccountsPage,
  lockClosableAccounts,
  lockSellerAccount,
} from './open-accounts.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * GET /open-accounts: a page of the seller's accounts, each with its sales (items, payments) and its totals.
 * Five queries whatever the page holds. One read-only snapshot, so a payment landing mid-request cannot make
 * an account's totals disagree with the sales listed under it.
 */
export function listOpenAccounts(
  db: TDb,
  shopId: TShopId,
  query: TOpenAccountListQuery,
): Promise<TOpenAccountListResponse> {
  return db.transaction(
    async (tx) => {
      const total = await countAccounts(tx, shopId, query.search);
      const accounts = await findAccountsPage(tx, shopId, {
        search: query.search,
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      const data = await openAccountViews(tx, shopId, accounts);
      return listEnvelope(data, query, total);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * POST /open-accounts/{id}/check-and-close (design §6): an OPEN account closes when every sale in it is PAID.
 * The account row is locked before the check, the lock POST /sales takes to join an OPEN account, so a sale
 * can never join an account in the instant it is being closed.
 */
export function checkAndCloseAccount(
  db: TDb,
  shopId: TShopId,
  accountId: string,
  now: Date,
): Promise<TCheckAndCloseResponse> {
  return db.transaction(async (tx) => {
    const account = await lockSellerAccount(tx, shopId, accountId);
    if (!account) throw notFound(SERVER_MESSAGES.OPEN_ACCOUNT_NOT_FOUND);
    if (account.status === 'CLOSED') {
      return { id: account.id, status: 'CLOSED', closed: false, message: OPEN_ACCOUNT_MESSAGES.closed };
    }
    const [closedId] = await closeAccountsIfAllPaid(tx, [account.id], now);
    return closedId
      ? { id: account.id, status: 'CLOSED', closed: true, message: OPEN_ACCOUNT_MESSAGES.closed }
      : { id: account.id, status: 'OPEN', closed: false, message: OPEN_ACCOUNT_MESSAGES.stillOpen };
  });
}

/** POST /open-accounts/check-and-close-all: the same rule over every OPEN account of the seller. */
export function checkAndCloseAllAccounts(
  db: TDb,
  shopId: TShopId,
  now: Date,
): Promise<TCheckAndCloseAllResponse> {
  return db.transaction(async (tx) => {
    const candidates = await lockClosableAccounts(tx, shopId);
    const closed = (await closeAccountsIfAllPaid(tx, candidates, now)).length;
    return { closed, message: OPEN_ACCOUNT_MESSAGES.closedCount(closed) };
  });
}
