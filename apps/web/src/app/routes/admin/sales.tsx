import { PageHeader } from '@/components/ui/page-header';
import { AdminSalesList } from '@/features/admin/components/admin-sales-list';

/** /admin/sales: every seller's sales; a row opens the sale (spec §2 Admin lists). */
export function Component() {
  return (
    <>
      <PageHeader title="Sales" description="Every seller's sales, newest first." />
      <AdminSalesList />
    </>
  );
}
