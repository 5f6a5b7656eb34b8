import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { textLinkClass } from '@/features/auth/components/styles';
import { PIN_TEXTS } from '@/features/team/device/device-texts';
import { PinSignIn } from '@/features/team/device/pin-sign-in';
import { useAppStore } from '@/stores/app-store';

/**
 * /pin (decision record 029): a shop device's sign-in. Open signed in or not, since it is also where the phone
 * goes to change who is selling. Everyone lands on the dashboard, where the cart is.
 */
export function Component() {
  const navigate = useNavigate();
  const clearSessionEndReason = useAppStore((state) => state.clearSessionEndReason);
  // Arrived: a later visit to a guarded page redirects as usual (the public pages' guard does the same).
  useEffect(clearSessionEndReason, [clearSessionEndReason]);
  return (
    <PublicPage>
      <AuthCard title={PIN_TEXTS.title} description={PIN_TEXTS.description}>
        <PinSignIn onSignedIn={() => navigate(paths.dashboard.root, { replace: true })} />
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login} className={textLinkClass}>
            {PIN_TEXTS.withEmail}
          </Link>
        </p>
      </AuthCard>
    </PublicPage>
  );
}
