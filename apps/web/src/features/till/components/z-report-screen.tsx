import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useTillSession } from '../api/get-till-session';
import { ZReport } from './z-report';

/** /dashboard/caja/:sessionId: loads the session and shows its report; another seller's is "not found". */
export function ZReportScreen({ sessionId }: { sessionId: string }) {
  const query = useTillSession(sessionId);
  if (query.isPending) return <PageSpinner label="Cargando el reporte..." />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return isMissing ? (
      <ErrorState message="Caja no encontrada." />
    ) : (
      <ErrorState
        message="No se pudo cargar el reporte."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  return <ZReport session={query.data} />;
}
