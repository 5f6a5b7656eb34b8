import { PublicPage } from '@/components/layouts/public-page';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterWizard } from '@/features/auth/components/register-wizard';

/** /register: the four-step registration wizard (spec §2). */
export function Component() {
  return (
    <PublicPage>
      <AuthCard
        title="Crear Cuenta"
        description="Regístrate gratis y empieza a llevar tu negocio con Cuadre."
      >
        <RegisterWizard />
      </AuthCard>
    </PublicPage>
  );
}
