import { z } from 'zod';
import { ZMoney } from '../common/schemas';
import { ZReportPeriodQuery, type TReportPeriodQuery } from '../reports/period';
import { SHOP_ROLES } from './constants';

/** GET /reports/members?from&to: the period of every report (decision record 033). */
export const ZMembersReportQuery = ZReportPeriodQuery;
export type TMembersReportQuery = TReportPeriodQuery;

/**
 * One member's period (decision record 029): their sales (count and total), the money they took in (payments at
 * the sale and abonos, in dollars), the returns they took back and what they refunded. A member since removed has
 * no name and no role; rows from before members are the owner's.
 */
export const ZMemberFigures = z.object({
  memberId: z.string(),
  memberName: z.string().nullable(),
  role: z.enum(SHOP_ROLES).nullable(),
  salesCount: z.number().int(),
  sold: ZMoney,
  collected: ZMoney,
  returns: ZMoney,
  refunds: ZMoney,
});
export type TMemberFigures = z.infer<typeof ZMemberFigures>;
