import { Link } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** Any path outside spec §2. */
export function Component() {
  return (
    <PublicPage>
      <PageHeader title="Página no encontrada" description="La página que buscas no existe o fue movida." />
      <Link to={paths.home} className={buttonClasses()}>
        Volver al inicio
      </Link>
    </PublicPage>
  );
}
