import { PublicPage } from '@/components/layouts/public-page';
import { PageHeader } from '@/components/ui/page-header';

/** /resend-verification: placeholder until the auth feature replaces this page. */
export function Component() {
  return (
    <PublicPage>
      <PageHeader title="Reenviar Verificación" />
    </PublicPage>
  );
}
