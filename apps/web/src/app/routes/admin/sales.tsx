import { PageHeader } from '@/components/ui/page-header';

/** /admin/sales: placeholder until the admin feature replaces this page. */
export function Component() {
  return <PageHeader title="Sales" />;
}
