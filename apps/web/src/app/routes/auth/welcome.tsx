import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { PublicPage } from '@/components/layouts/public-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';

/** /welcome: where an expired or undecodable session lands (spec §2 "Guards"). */
export function Component() {
  return (
    <PublicPage>
      <AuthCard
        title="Tu sesión ha expirado"
        description="Por seguridad cerramos tu sesión. Inicia sesión de nuevo para seguir trabajando."
      >
        <Clock aria-hidden="true" className="mx-auto mb-6 size-12 text-teal-700" />
        <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Iniciar Sesión
        </Link>
      </AuthCard>
    </PublicPage>
  );
}
