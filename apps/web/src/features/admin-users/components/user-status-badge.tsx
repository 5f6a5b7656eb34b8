import { USER_STATUS_LABELS, type TUserStatus } from '@cuadre/shared/users/constants';
import { ADMIN_ACCOUNT_MESSAGES } from '@cuadre/shared/admin/messages';
import { Badge, type TBadgeTone } from '@/components/ui/badge';

const TONES: Record<TUserStatus, TBadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** The spec's status, and 'Suspendida' beside it while an admin has suspended the (APPROVED) account. */
export function UserStatusBadge({
  status,
  suspendedAt = null,
}: {
  status: TUserStatus;
  suspendedAt?: string | null;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={TONES[status]}>{USER_STATUS_LABELS[status]}</Badge>
      {suspendedAt && <Badge tone="danger">{ADMIN_ACCOUNT_MESSAGES.suspended}</Badge>}
    </span>
  );
}
