import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

/** /admin/users/:userId: placeholder until the admin feature replaces this page. */
export function Component() {
  const { userId = '' } = useParams();
  return <PageHeader title="User Details" description={`ID: ${userId}`} />;
}
