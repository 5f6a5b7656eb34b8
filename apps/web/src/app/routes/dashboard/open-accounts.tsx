import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/open-accounts: placeholder until the open-accounts feature replaces this page. */
export function Component() {
  return <PageHeader title="Cuentas Abiertas" />;
}
