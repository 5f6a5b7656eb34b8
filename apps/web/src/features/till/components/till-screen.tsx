import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentTill } from '@/hooks/use-current-till';
import { OpenTillForm } from './open-till-form';
import { TillLiveView } from './till-live-view';
import { WithoutTillToday } from './without-till-today';

/** /dashboard/caja: the open till's live view, or the form that opens one. */
export function TillScreen() {
  const query = useCurrentTill();
  if (query.isPending) return <PageSpinner label="Cargando la caja..." />;
  if (query.isError) {
    return (
      <ErrorState
        message="No se pudo cargar la caja."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  return (
    <div className="grid gap-4">
      {/* Keyed by session: a till closed and opened again elsewhere starts with a fresh count. */}
      {query.data ? <TillLiveView key={query.data.id} session={query.data} /> : <OpenTillForm />}
      <WithoutTillToday />
    </div>
  );
}
