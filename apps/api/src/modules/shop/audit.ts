import {
  describeAudit,
  type TAuditEntry,
  type TAuditKind,
  type TAuditQuery,
} from '@cuadre/shared/team/audit';
import type { TAppContext } from '../../app-context';
import type { TAuthUser } from '../../lib/auth/guards';
import { listEnvelope } from '../../lib/pagination';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';
import { findAuditPage } from './audit.repository';

/** GET /shop/audit (decision record 029): the shop's record for the owner, newest first, each entry in words. */
export async function getAudit(
  ctx: Pick<TAppContext, 'db'>,
  session: Pick<TAuthUser, 'shopId' | 'timeZone'>,
  query: TAuditQuery,
) {
  const { page, pageSize } = query;
  const { rows, total } = await findAuditPage(
    ctx.db,
    {
      shopId: session.shopId,
      from: query.from ? zonedDayStart(query.from, session.timeZone) : undefined,
      to: query.to ? zonedDayEnd(query.to, session.timeZone) : undefined,
      memberId: query.memberId,
    },
    { page, pageSize },
  );
  const entries: TAuditEntry[] = rows.map((row) => {
    const kind = row.kind as TAuditKind;
    const details = row.details as Record<string, unknown>;
    return {
      id: row.id,
      kind,
      memberId: row.memberId,
      memberName: row.memberName,
      summary: describeAudit(kind, details as never),
      details,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return listEnvelope(entries, { page, pageSize }, total);
}
