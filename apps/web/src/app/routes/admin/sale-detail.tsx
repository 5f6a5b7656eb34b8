import { useParams } from 'react-router';
import { AdminSaleDetail } from '@/features/admin/components/admin-sale-detail';

/** /admin/sales/:saleId (spec §2 Admin lists: sale detail). */
export function Component() {
  const { saleId = '' } = useParams();
  return <AdminSaleDetail key={saleId} saleId={saleId} />;
}
