import { Link } from 'react-router';
import { PRODUCT_NAME } from '@cuadre/shared/constants';
import { PublicPage } from '@/components/layouts/public-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** /: placeholder until the landing feature replaces this page (spec §2 "Landing page"). */
export function Component() {
  return (
    <PublicPage>
      <title>{PRODUCT_NAME}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bienvenido a {PRODUCT_NAME}</h1>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.register} className={buttonClasses()}>
          Crear Cuenta
        </Link>
        <Link to={paths.login} className={buttonClasses({ variant: 'secondary' })}>
          Iniciar Sesión
        </Link>
      </div>
    </PublicPage>
  );
}
