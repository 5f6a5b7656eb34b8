import { Link } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResendVerificationForm } from '@/features/auth/components/resend-verification-form';
import { textLinkClass } from '@/features/auth/components/styles';

/** /resend-verification (spec §2): a new verification link for an unverified account. */
export function Component() {
  return (
    <PublicPage>
      <AuthCard
        title="Reenviar Verificación"
        description="Escribe el correo con el que te registraste y te enviaremos un nuevo enlace de verificación."
        footer={
          <p>
            ¿Aún no tienes cuenta?{' '}
            <Link to={paths.register} className={textLinkClass}>
              Regístrate
            </Link>
          </p>
        }
      >
        <ResendVerificationForm />
      </AuthCard>
    </PublicPage>
  );
}
