import { PageHeader } from '@/components/ui/page-header';

/** /admin/products: placeholder until the admin feature replaces this page. */
export function Component() {
  return <PageHeader title="Products" />;
}
