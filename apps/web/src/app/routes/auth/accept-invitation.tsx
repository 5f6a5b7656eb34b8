import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AcceptInvitationForm } from '@/features/auth/invitation/accept-invitation-form';
import { SHOPS_TEXTS } from '@/features/auth/shops/shop-texts';
import { useAppStore } from '@/stores/app-store';

/** /invitacion?token=… (decision record 029): the invited person sets a password and lands in the shop. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const clearSessionEndReason = useAppStore((state) => state.clearSessionEndReason);
  useEffect(clearSessionEndReason, [clearSessionEndReason]);
  return (
    <PublicPage>
      <AuthCard title={SHOPS_TEXTS.inviteTitle} description={SHOPS_TEXTS.inviteDescription}>
        <AcceptInvitationForm
          token={searchParams.get('token')}
          onAccepted={() => navigate(paths.dashboard.root, { replace: true })}
        />
      </AuthCard>
    </PublicPage>
  );
}
