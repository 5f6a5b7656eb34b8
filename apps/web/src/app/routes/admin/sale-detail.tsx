import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

/** /admin/sales/:saleId: placeholder until the admin feature replaces this page. */
export function Component() {
  const { saleId = '' } = useParams();
  return <PageHeader title="Sale Details" description={`ID: ${saleId}`} />;
}
