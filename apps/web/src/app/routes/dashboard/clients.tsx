import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/clients: placeholder until the clients feature replaces this page. */
export function Component() {
  return <PageHeader title="Gestión de Clientes" />;
}
