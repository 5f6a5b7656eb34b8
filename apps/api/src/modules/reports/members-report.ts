import { roundMoney } from '@cuadre/shared/money/money';
import type { TMemberFigures, TMembersReportQuery } from '@cuadre/shared/team/members-report';
import type { TAppContext } from '../../app-context';
import type { TAuthUser } from '../../lib/auth/guards';
import { memberFigures } from './members-report.repository';
import { reportPeriod } from './report-period';

/**
 * GET /reports/members (decision record 029): what each member sold, took in, took back and refunded; this month
 * so far unless the days are given.
 */
export async function membersReport(
  ctx: Pick<TAppContext, 'db'>,
  session: Pick<TAuthUser, 'shopId' | 'timeZone'>,
  query: TMembersReportQuery,
  now: Date,
): Promise<TMemberFigures[]> {
  const period = reportPeriod(query, session, now);
  const rows = await memberFigures(ctx.db, session.shopId, { ...period, timeZone: session.timeZone });
  return rows.map((row) => ({
    memberId: row.member_id,
    memberName: row.member_name,
    role: row.role,
    salesCount: Number(row.sales_count),
    sold: roundMoney(row.sold),
    collected: roundMoney(row.collected),
    returns: roundMoney(row.returns),
    refunds: roundMoney(row.refunds),
  }));
}
