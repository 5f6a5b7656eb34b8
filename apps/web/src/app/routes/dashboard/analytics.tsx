import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/analytics: placeholder until the analytics feature replaces this page. */
export function Component() {
  return <PageHeader title="Estadísticas de Ventas" />;
}
