import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/products: placeholder until the products feature replaces this page. */
export function Component() {
  return <PageHeader title="Gestión de Productos" />;
}
