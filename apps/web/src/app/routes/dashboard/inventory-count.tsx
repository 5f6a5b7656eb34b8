import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { CountScreen } from '@/features/stock/components/count-screen';

/** /dashboard/inventario/conteo: a physical count posted as an adjustment (design §13). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Conteo físico"
        actions={
          <Link to={paths.dashboard.inventory} className={buttonClasses({ variant: 'secondary' })}>
            Inventario
          </Link>
        }
      />
      <CountScreen />
    </>
  );
}
