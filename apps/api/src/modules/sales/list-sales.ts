import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TSale, TSaleListQuery } from '@cuadre/shared/sales/schemas';
import type { TDbOrTx } from '../../db/client';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { containsPattern, uuidPrefixRange } from '../../lib/search-pattern';
import {
  findClientIdsByName,
  findSalePage,
  findTeamMemberIdsByName,
  loadSaleViews,
  type TSalePageFilter,
} from './sales.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * GET /sales: the seller's sales, newest first. `search` matches the start of the sale id (the UI shows its
 * first 8 characters) or a part of the client's name; `sellerName` is the whole name typed at the till, in
 * any case, or a member's whole name; `status` PAID or PENDING. Each sale comes whole (items, payments): four queries for any page.
 */
export async function listSales(
  db: TDbOrTx,
  shopId: TShopId,
  query: TSaleListQuery,
  ownMemberId?: string,
): Promise<TListResponse<TSale>> {
  const filter: TSalePageFilter = { status: query.status, sellerName: query.sellerName, ownMemberId };
  // The seller filter also finds what a member of that name sold (decision record 029); never the owner's own
  // sales by the owner's name, so an owner alone filters exactly as before.
  if (query.sellerName !== undefined) {
    filter.sellerMemberIds = await findTeamMemberIdsByName(db, shopId, query.sellerName);
  }
  if (query.search !== undefined) {
    const idRange = uuidPrefixRange(query.search);
    const clientIds = await findClientIdsByName(db, shopId, containsPattern(query.search));
    if (!idRange && clientIds.length === 0) return listEnvelope([], query, 0);
    filter.search = { idRange, clientIds };
  }
  const { ids, total } = await findSalePage(db, shopId, {
    limit: query.pageSize,
    offset: pageOffset(query),
    filter,
  });
  return listEnvelope(await loadSaleViews(db, shopId, ids), query, total);
}
