import { Link } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** /welcome: where an expired or undecodable session lands (spec §2 "Guards"). */
export function Component() {
  return (
    <PublicPage>
      <PageHeader
        title="Tu sesión ha expirado"
        description="Por seguridad cerramos tu sesión. Inicia sesión de nuevo para seguir trabajando."
      />
      <Link to={paths.login} className={buttonClasses()}>
        Iniciar Sesión
      </Link>
    </PublicPage>
  );
}
