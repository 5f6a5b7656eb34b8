import { useParams } from 'react-router';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { ReceiptScreen } from '@/features/receipts/components/receipt-screen';

/** /r/:token: a receipt's public, read-only page (design §12); no account, no menu — the receipt alone. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 px-3 py-4 sm:px-6">
      <h1 className="text-xl font-semibold print:hidden">Recibo</h1>
      <ReceiptScreen
        key={token}
        source={{ kind: 'public', token }}
        missingMessage={SERVER_MESSAGES.RECEIPT_LINK_NOT_FOUND}
      />
    </main>
  );
}
