import { Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useTillSession } from '../api/get-till-session';
import { ZReport } from './z-report';

/**
 * /dashboard/caja/:sessionId: loads the session and shows its report; another seller's is "not found". A till
 * still open (a sale's "Ver caja") has no report yet: its live view is the Caja screen.
 */
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
  if (query.data.status === 'OPEN') return <Navigate to={paths.dashboard.till} replace />;
  return <ZReport session={query.data} />;
}
