import { and, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { APPROVAL_HEADER } from '@cuadre/shared/team/constants';
import type { TShopAction } from '@cuadre/shared/team/permissions';
import type { TDb, TDbOrTx } from '../../db/client';
import { approvals } from '../../db/schema/approvals';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The approval a request carries in X-Approval, or null when it carries none that could be one. */
export function approvalOf(request: FastifyRequest): string | null {
  const header = request.headers[APPROVAL_HEADER];
  const id = typeof header === 'string' ? header.trim() : '';
  return UUID.test(id) ? id : null;
}

/** Whose approval, for what: it must be this shop's, for this action, asked by this member. */
export interface TApprovalUse {
  id: string;
  shop: string;
  action: TShopAction;
  member: string;
}

/**
 * An approval is spent in one statement, so that two requests carrying it cannot both pass: it must be this
 * shop's, for this action, asked by this member, unused and unexpired.
 */
function spendable(use: { [K in keyof TApprovalUse]: Placeholder | string }): SQL {
  return and(
    eq(approvals.id, use.id),
    eq(approvals.shopId, use.shop),
    eq(approvals.action, use.action),
    eq(approvals.requestedBy, use.member),
    isNull(approvals.usedAt),
    gt(approvals.expiresAt, sql`now()`),
  ) as SQL;
}

/** The guards' spender: a named statement each pooled connection plans once (docs/performance.md). */
export function approvalSpender(db: TDb) {
  const statement = db
    .update(approvals)
    .set({ usedAt: sql`now()` })
    .where(
      spendable({
        id: sql.placeholder('id'),
        shop: sql.placeholder('shop'),
        action: sql.placeholder('action'),
        member: sql.placeholder('member'),
      }),
    )
    .returning({ approvedBy: approvals.approvedBy })
    .prepare('guards_spend_approval');
  return async (use: TApprovalUse): Promise<string | null> => {
    const [spent] = await statement.execute({ ...use });
    return spent ? (spent.approvedBy ?? use.member) : null;
  };
}

/**
 * Spends an approval inside the caller's transaction (a sale over a credit limit): it stays unused if the write
 * it lets through fails. Answers who approved, or null.
 */
export async function spendApproval(db: TDbOrTx, use: TApprovalUse): Promise<string | null> {
  const [spent] = await db
    .update(approvals)
    .set({ usedAt: sql`now()` })
    .where(spendable(use))
    .returning({ approvedBy: approvals.approvedBy });
  return spent ? (spent.approvedBy ?? use.member) : null;
}
