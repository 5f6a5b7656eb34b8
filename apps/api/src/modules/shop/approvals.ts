import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { APPROVAL_TTL_MS } from '@cuadre/shared/team/constants';
import { canApprove, permissionOf } from '@cuadre/shared/team/permissions';
import type { TApproval, TApprovalRequest, TDeviceMember } from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TAuthUser } from '../../lib/auth/guards';
import type { TShopId } from '../../lib/auth/shop-scope';
import { insertApproval } from './approvals.repository';
import { recordAudit } from '../../lib/shop-audit';
import { listPinMembers } from './devices.repository';
import { checkMemberPin } from './pin-check';

/**
 * POST /approvals (decision record 029): a manager or the owner types their PIN on the screen of the member who
 * asks, and the action that member's role needs approval for is let through once, within two minutes, by
 * sending the answer back in X-Approval. An action the asking role may not do at all is not approvable.
 */
export async function approveOnTheSpot(
  ctx: Pick<TAppContext, 'db'>,
  asker: Pick<TAuthUser, 'shopId' | 'memberId' | 'shopRole'>,
  request: TApprovalRequest,
): Promise<TApproval> {
  if (permissionOf(asker.shopRole, request.action) === 'deny') {
    throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.ROLE_FORBIDDEN);
  }
  // The asker's session is fine whatever the approver types: a wrong PIN is 403 here, not the 401 that would
  // end the session on the asker's screen.
  const approver = await checkMemberPin(ctx, asker.shopId, request.memberId, request.pin).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.statusCode === 401
        ? new AppError(403, error.code, error.message)
        : error;
    },
  );
  if (!canApprove(approver.role)) {
    throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.APPROVER_NOT_ALLOWED);
  }
  const expiresAt = new Date(Date.now() + APPROVAL_TTL_MS);
  const id = await insertApproval(ctx.db, {
    shopId: asker.shopId,
    action: request.action,
    requestedBy: asker.memberId,
    approvedBy: approver.id,
    expiresAt,
  });
  await recordAudit(ctx.db, asker, 'APPROVAL', {
    action: request.action,
    approverId: approver.id,
    approverName: approver.name,
  });
  return { approval: id, expiresAt: expiresAt.toISOString() };
}

/** GET /approvals/approvers: who may approve on the spot here, for the asking screen's list. */
export async function getApprovers(ctx: Pick<TAppContext, 'db'>, shopId: TShopId): Promise<TDeviceMember[]> {
  return (await listPinMembers(ctx.db, shopId)).filter((member) => canApprove(member.role));
}
