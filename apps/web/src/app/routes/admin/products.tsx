import { PageHeader } from '@/components/ui/page-header';
import { AdminProductsList } from '@/features/admin/components/admin-products-list';

/** /admin/products: every seller's products (spec §2 Admin lists). */
export function Component() {
  return (
    <>
      <PageHeader title="Products" description="Every seller's products, newest first." />
      <AdminProductsList />
    </>
  );
}
