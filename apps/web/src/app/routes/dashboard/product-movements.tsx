import { Link, useParams } from 'react-router';
import { Package } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ProductMovementsScreen } from '@/features/stock/components/product-movements-screen';

/** /dashboard/products/:productId/movimientos: a product's kardex (design §13). */
export function Component() {
  const { productId = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Historial de inventario"
        actions={
          <Link to={paths.dashboard.products} className={buttonClasses({ variant: 'secondary' })}>
            <Package aria-hidden="true" className="size-4" />
            Productos
          </Link>
        }
      />
      <ProductMovementsScreen key={productId} productId={productId} />
    </>
  );
}
