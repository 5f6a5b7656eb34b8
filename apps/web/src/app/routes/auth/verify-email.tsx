import { PublicPage } from '@/components/layouts/public-page';
import { PageHeader } from '@/components/ui/page-header';

/** /verify-email: placeholder until the auth feature replaces this page. */
export function Component() {
  return (
    <PublicPage>
      <PageHeader title="Verificación de Correo" />
    </PublicPage>
  );
}
