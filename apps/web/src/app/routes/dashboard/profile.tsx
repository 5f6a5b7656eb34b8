import { PageHeader } from '@/components/ui/page-header';

/** /dashboard/profile: placeholder until the profile feature replaces this page. */
export function Component() {
  return <PageHeader title="Mi Perfil" />;
}
