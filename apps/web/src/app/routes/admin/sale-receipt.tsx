import { Link, useParams } from 'react-router';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ReceiptScreen } from '@/features/receipts/components/receipt-screen';

/** /admin/sales/:saleId/recibo: any seller's receipt, as the seller's customer got it. */
export function Component() {
  const { saleId = '' } = useParams();
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Receipt"
          actions={
            <Link to={paths.admin.saleDetail(saleId)} className={buttonClasses({ variant: 'secondary' })}>
              Back to Sale
            </Link>
          }
        />
      </div>
      <ReceiptScreen
        key={saleId}
        source={{ kind: 'admin', saleId }}
        missingMessage={SERVER_MESSAGES.SALE_NOT_FOUND}
      />
    </>
  );
}
