import { useState } from 'react';
import type { TPaper } from '@cuadre/shared/documents/schemas';
import { PrintStyles } from '@/components/print/print-styles';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useReceipt } from '../api/get-receipt';
import type { TReceiptSource } from '../api/receipt-source';
import { ReceiptActions } from './receipt-actions';
import { ReceiptPaper } from './receipt-paper';

/**
 * A sale's receipt (design §12): loads it from whichever route its source names and shows it on the paper
 * picked, with what can be done with it. An unknown, foreign or revoked receipt says so in Spanish.
 */
export function ReceiptScreen({
  source,
  missingMessage,
}: {
  source: TReceiptSource;
  missingMessage: string;
}) {
  const query = useReceipt(source);
  const [paper, setPaper] = useState<TPaper>('80');
  if (query.isPending) return <PageSpinner label="Cargando el recibo..." />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return isMissing ? (
      <ErrorState message={missingMessage} />
    ) : (
      <ErrorState
        message="No se pudo cargar el recibo."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <PrintStyles paper={paper} />
      {/* The receipt first, what to do with it below: on a phone the buttons sit under the thumb. */}
      <ReceiptPaper blocks={query.data.blocks} paper={paper} />
      <ReceiptActions source={source} receipt={query.data} paper={paper} onPaperChange={setPaper} />
    </div>
  );
}
