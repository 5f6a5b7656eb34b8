import { PageHeader } from '@/components/ui/page-header';
import { SalesHistory } from '@/features/sales/components/sales-history';

/** /dashboard/sales: the sales history, its details dialog and instalments (spec §2 Sales history). */
export function Component() {
  return (
    <>
      <PageHeader title="Historial de Ventas" />
      <SalesHistory />
    </>
  );
}
