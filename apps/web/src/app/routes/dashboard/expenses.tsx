import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/expenses: placeholder until the expenses feature replaces this page. */
export function Component() {
  return <PageHeader title="Gestión de Gastos" />;
}
