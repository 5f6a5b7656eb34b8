import { PageHeader } from '@/components/ui/page-header';

/** /dashboard: placeholder until the seller dashboard replaces this page. */
export function Component() {
  return <PageHeader title="Principal" />;
}
