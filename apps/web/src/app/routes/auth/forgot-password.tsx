import { PublicPage } from '@/components/layouts/public-page';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password (spec §2). */
export function Component() {
  return (
    <PublicPage>
      <AuthCard title="Recuperar Contraseña">
        <ForgotPasswordForm />
      </AuthCard>
    </PublicPage>
  );
}
