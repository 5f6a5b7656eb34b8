import { useSearchParams } from 'react-router';
import { EMAIL_CHANGE_MESSAGES } from '@cuadre/shared/users/messages';
import { PublicPage } from '@/components/layouts/public-page';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmailChangeStatus } from '@/features/profile/components/confirm-email-change-status';

/** /confirm-email-change?token=… : the link mailed to a profile's new e-mail; sends the token once on load. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <PublicPage>
      <AuthCard title={EMAIL_CHANGE_MESSAGES.title}>
        <ConfirmEmailChangeStatus token={searchParams.get('token') || null} />
      </AuthCard>
    </PublicPage>
  );
}
