import { Link, useParams } from 'react-router';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ReceiptScreen } from '@/features/receipts/components/receipt-screen';

/** /dashboard/sales/:saleId/recibo: a sale's receipt, to print, download or send (design §12). */
export function Component() {
  const { saleId = '' } = useParams();
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Recibo"
          actions={
            <Link to={paths.dashboard.sales} className={buttonClasses({ variant: 'secondary' })}>
              Volver a ventas
            </Link>
          }
        />
      </div>
      <ReceiptScreen
        key={saleId}
        source={{ kind: 'seller', saleId }}
        missingMessage={SERVER_MESSAGES.SALE_NOT_FOUND}
      />
    </>
  );
}
