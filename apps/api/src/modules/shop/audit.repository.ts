import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { shopAudit } from '../../db/schema/audit';
import { writtenBy } from '../../db/written-by';
import type { TShopId } from '../../lib/auth/shop-scope';
import { pageOffset, type TPage } from '../../lib/pagination';

export interface TAuditFilter {
  shopId: TShopId;
  /** The first instant and the instant after the last day, already in the shop's zone. */
  from?: SQL;
  to?: SQL;
  memberId?: string;
}

/** A page of the record, newest first, by (shop_id, created_at): the shop's entries of the period only. */
export async function findAuditPage(db: TDbOrTx, filter: TAuditFilter, page: TPage) {
  const where = and(
    eq(shopAudit.shopId, filter.shopId),
    filter.from ? gte(shopAudit.createdAt, filter.from) : undefined,
    filter.to ? lt(shopAudit.createdAt, filter.to) : undefined,
    filter.memberId
      ? sql`coalesce(${shopAudit.memberId}, ${shopAudit.shopId}) = ${filter.memberId}`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: shopAudit.id,
        kind: shopAudit.kind,
        details: shopAudit.details,
        createdAt: shopAudit.createdAt,
        ...writtenBy(shopAudit),
      })
      .from(shopAudit)
      .where(where)
      .orderBy(desc(shopAudit.createdAt), desc(shopAudit.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(shopAudit).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
