import { USER_STATUS_LABELS, type TUserStatus } from '@cuadre/shared/constants';
import { Badge, type TBadgeTone } from '@/components/ui/badge';

const TONES: Record<TUserStatus, TBadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export function UserStatusBadge({ status }: { status: TUserStatus }) {
  return <Badge tone={TONES[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
