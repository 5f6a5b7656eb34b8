import { useNavigate } from 'react-router';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { PublicPage } from '@/components/layouts/public-page';
import { homePathForRole } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login (spec §2): admins land on /admin/dashboard, everyone else on /dashboard. */
export function Component() {
  const navigate = useNavigate();
  return (
    <PublicPage>
      <AuthCard title="Iniciar Sesión" description="Entra a tu cuenta para llevar el cuadre de tu negocio.">
        <LoginForm onSignedIn={(role) => navigate(homePathForRole(isAdminRole(role)), { replace: true })} />
      </AuthCard>
    </PublicPage>
  );
}
