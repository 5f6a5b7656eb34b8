import { useSearchParams } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password?token=… (spec §2): the token comes from the e-mailed link. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <PublicPage>
      <AuthCard title="Restablecer Contraseña">
        <ResetPasswordForm token={searchParams.get('token')} />
      </AuthCard>
    </PublicPage>
  );
}
