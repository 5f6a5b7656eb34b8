import { ADMIN_ACCOUNT_MESSAGES } from '@cuadre/shared/admin/messages';
import { Badge } from '@/components/ui/badge';

/**
 * Whether the applicant opened the verification link: an approved account whose address
 * is not verified still cannot log in, so the admin sees it before deciding.
 */
export function EmailVerificationBadge({ emailVerifiedAt }: { emailVerifiedAt: string | null }) {
  return emailVerifiedAt ? (
    <Badge tone="success">{ADMIN_ACCOUNT_MESSAGES.emailVerified}</Badge>
  ) : (
    <Badge tone="warning">{ADMIN_ACCOUNT_MESSAGES.emailUnverified}</Badge>
  );
}
