import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/sales: placeholder until the sales feature replaces this page. */
export function Component() {
  return <PageHeader title="Historial de Ventas" />;
}
