import { PageHeader } from '@/components/ui/page-header';

/** /admin/users/create: placeholder until the admin feature replaces this page. */
export function Component() {
  return <PageHeader title="Create User" />;
}
