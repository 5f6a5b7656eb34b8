import { PageHeader } from '@/components/ui/page-header';

/** /admin/clients: placeholder until the admin feature replaces this page. */
export function Component() {
  return <PageHeader title="Clients" />;
}
