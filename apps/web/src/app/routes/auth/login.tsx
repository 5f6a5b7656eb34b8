import { Link, useNavigate } from 'react-router';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { PublicPage } from '@/components/layouts/public-page';
import { homePathForRole, paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { textLinkClass } from '@/features/auth/components/styles';
import { PIN_TEXTS } from '@/features/team/device/device-texts';
import { useShopDevice } from '@/features/team/device/shop-device';

/** /login (spec §2): admins land on /admin/dashboard, everyone else on /dashboard. */
export function Component() {
  const navigate = useNavigate();
  const shopDevice = useShopDevice();
  return (
    <PublicPage>
      <AuthCard title="Iniciar Sesión" description="Entra a tu cuenta para llevar el cuadre de tu negocio.">
        <LoginForm
          onSignedIn={(role, { picksShop }) =>
            navigate(picksShop ? paths.shops : homePathForRole(isAdminRole(role)), { replace: true })
          }
        />
        {/* On a shop device, the team signs in with a PIN (decision record 029). */}
        {shopDevice && (
          <p className="mt-4 text-center text-sm">
            <Link to={paths.pin} className={textLinkClass}>
              {PIN_TEXTS.title}
            </Link>
          </p>
        )}
      </AuthCard>
    </PublicPage>
  );
}
