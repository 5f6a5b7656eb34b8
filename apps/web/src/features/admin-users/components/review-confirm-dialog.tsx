import { ADMIN_ACCOUNT_MESSAGES } from '@cuadre/shared/admin/messages';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import { fullName } from '@/lib/full-name';
import type { TReviewDecision } from '../api/review-user';
import { ConfirmActionDialog } from './confirm-action-dialog';

export type TReviewAsked = { user: TAdminUser; decision: TReviewDecision };

/**
 * The confirmation of Approve or Reject, warning when the applicant has not verified the
 * e-mail: an approved but unverified account still cannot log in. Open while `asked` is set.
 */
export function ReviewConfirmDialog({
  asked,
  isPending,
  onClose,
  onConfirm,
}: {
  asked: TReviewAsked | null;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (asked: TReviewAsked) => void;
}) {
  if (!asked) return null;
  const { user, decision } = asked;
  const isApproval = decision === 'approve';
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={
        isApproval
          ? ADMIN_ACCOUNT_MESSAGES.approveTitle(fullName(user))
          : ADMIN_ACCOUNT_MESSAGES.rejectTitle(fullName(user))
      }
      description={
        <>
          <span className="block break-words">{user.email}</span>
          {isApproval ? ADMIN_ACCOUNT_MESSAGES.approveDescription : ADMIN_ACCOUNT_MESSAGES.rejectDescription}
        </>
      }
      warning={
        isApproval && !user.emailVerifiedAt ? ADMIN_ACCOUNT_MESSAGES.approveUnverifiedWarning : undefined
      }
      confirmLabel={isApproval ? ADMIN_ACCOUNT_MESSAGES.approveConfirm : ADMIN_ACCOUNT_MESSAGES.rejectConfirm}
      confirmVariant={isApproval ? 'primary' : 'danger'}
      isPending={isPending}
      onConfirm={() => onConfirm(asked)}
    />
  );
}
