import { addDaysToIsoDate } from '@cuadre/shared/common/dates';
import { MAX_CREDIT_DAYS } from '@cuadre/shared/credit/constants';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import {
  creditAvailable,
  creditLimitOf,
  dueDateOf,
  exceedsCreditLimit,
} from '@cuadre/shared/credit/credit-rules';
import { fromBigCents, toBigCents } from '@cuadre/shared/money/money';
import type { TDbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { TShopId } from '../../lib/auth/shop-scope';
import { spendApproval } from '../../lib/auth/spend-approval';
import { lockClientForCredit, readClientCredit } from '../credit/client-credit.repository';
import type { TSaleEntry } from './write-sales.statement';

/** The credit a client has when a credit sale is made (decision record 030). */
export interface TSaleCredit {
  limit: number | null;
  owed: number;
  dueDate: string;
}

/**
 * Under the client's lock: what they owe, the limit that holds, and the sale's due date — the one asked, from the
 * sale's day to a year after, else the shop's term after the sale's day.
 */
export async function creditOfSale(
  tx: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  sale: { day: string; dueDate: string | undefined },
): Promise<TSaleCredit> {
  await lockClientForCredit(tx, shopId, clientId);
  const credit = await readClientCredit(tx, shopId, clientId, sale.day);
  if (!credit) throw new Error('the sale’s client vanished under its lock');
  if (sale.dueDate !== undefined) {
    if (sale.dueDate < sale.day)
      throw badRequest(CREDIT_MESSAGES.dueDateBeforeSale, [CREDIT_MESSAGES.dueDateBeforeSale]);
    if (sale.dueDate > addDaysToIsoDate(sale.day, MAX_CREDIT_DAYS)) {
      throw badRequest(CREDIT_MESSAGES.dueDateInvalid, [CREDIT_MESSAGES.dueDateInvalid]);
    }
  }
  return {
    limit: creditLimitOf(credit.clientLimit, credit.defaultLimit),
    owed: credit.owed,
    dueDate: sale.dueDate ?? dueDateOf(sale.day, credit.defaultDays),
  };
}

/** Who sells on credit, and the approval their request carries (X-Approval), if any. */
export interface TCreditSeller {
  shopId: TShopId;
  memberId: string;
  approval: string | null;
}

/**
 * No one goes over a limit by a slip (decision record 030): a credit sale whose unpaid part goes past what the
 * client has left is refused with 409 CREDIT_LIMIT_EXCEEDED, unless it carries an approval of 'credit.overLimit'
 * asked by this member, spent here in the sale's transaction (a sale that then fails leaves it unused).
 */
export async function assertWithinCredit(
  tx: TDbOrTx,
  seller: TCreditSeller,
  entry: TSaleEntry,
  credit: TSaleCredit,
  clientName: string,
): Promise<void> {
  const unpaid = fromBigCents(toBigCents(entry.sale.total) - toBigCents(entry.sale.totalPaid));
  if (!exceedsCreditLimit(credit.limit, credit.owed, unpaid)) return;
  const approved =
    seller.approval !== null &&
    (await spendApproval(tx, {
      id: seller.approval,
      shop: seller.shopId,
      action: 'credit.overLimit',
      member: seller.memberId,
    })) !== null;
  if (approved) return;
  const available = creditAvailable(credit.limit, credit.owed) ?? 0;
  throw new AppError(
    409,
    'CREDIT_LIMIT_EXCEEDED',
    CREDIT_MESSAGES.limitExceeded(clientName, available),
    undefined,
    {
      approvalAction: 'credit.overLimit',
    },
  );
}
