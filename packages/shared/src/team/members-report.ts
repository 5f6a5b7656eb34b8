import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { ZIsoDate, ZMoney } from '../common/schemas';
import { SHOP_ROLES } from './constants';

/** The longest period GET /reports/members sums at once: a year, as the statistics' longest. */
export const MEMBERS_REPORT_MAX_DAYS = 366;

/**
 * GET /reports/members?from&to: whole days in the shop's zone, `to` included; without them, this month so far
 * (from its first day to today).
 */
export const ZMembersReportQuery = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: VALIDATION.reportRangeOrder,
    path: ['to'],
  })
  .refine(
    ({ from, to }) =>
      !from || !to || (Date.parse(to) - Date.parse(from)) / 86_400_000 < MEMBERS_REPORT_MAX_DAYS,
    { message: VALIDATION.reportRangeTooLong, path: ['to'] },
  );
export type TMembersReportQuery = z.infer<typeof ZMembersReportQuery>;

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
