import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RestockScreen } from '@/features/stock/components/restock-screen';

/** /dashboard/inventario/entrada: a delivery of goods (design §13). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Entrada de mercancía"
        actions={
          <Link to={paths.dashboard.inventory} className={buttonClasses({ variant: 'secondary' })}>
            Inventario
          </Link>
        }
      />
      <RestockScreen />
    </>
  );
}
