import { Link } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { SalesHistory } from '@/features/sales/components/sales-history';

/** /dashboard/sales: the sales history, its details dialog and instalments (spec §2 Sales history). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Historial de Ventas"
        actions={
          // Design §15: the sales and the month's sales book as CSV or Excel.
          <Link to={paths.dashboard.exports} className={buttonClasses({ variant: 'secondary' })}>
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            Exportar
          </Link>
        }
      />
      <SalesHistory />
    </>
  );
}
