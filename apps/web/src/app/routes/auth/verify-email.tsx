import { useSearchParams } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { AuthCard } from '@/features/auth/components/auth-card';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

/** /verify-email?token=… (spec §2): sends the token once on load. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <PublicPage>
      <AuthCard title="Verificación de Correo">
        <VerifyEmailStatus token={searchParams.get('token') || null} />
      </AuthCard>
    </PublicPage>
  );
}
