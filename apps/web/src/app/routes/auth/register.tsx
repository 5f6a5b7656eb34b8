import { PublicPage } from '@/components/layouts/public-page';
import { PageHeader } from '@/components/ui/page-header';

/** /register: placeholder until the auth feature replaces this page. */
export function Component() {
  return (
    <PublicPage>
      <PageHeader title="Crear Cuenta" />
    </PublicPage>
  );
}
