import { PublicPage } from '@/components/layouts/public-page';
import { PageHeader } from '@/components/ui/page-header';
import { TermsContent } from '@/features/landing/components/terms-content';

/** /terms-and-conditions (spec §2 "Terms page"); the register form opens it in a new tab. */
export function Component() {
  return (
    <PublicPage>
      <PageHeader title="Términos y Condiciones" />
      <TermsContent />
    </PublicPage>
  );
}
