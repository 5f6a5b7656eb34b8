import { PublicPage } from '@/components/layouts/public-page';
import { PageHeader } from '@/components/ui/page-header';

/** /terms-and-conditions: placeholder until the landing feature replaces this page. */
export function Component() {
  return (
    <PublicPage>
      <PageHeader title="Términos y Condiciones" />
    </PublicPage>
  );
}
