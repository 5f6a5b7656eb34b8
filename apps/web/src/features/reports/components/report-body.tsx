import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import { ErrorState } from '@/components/ui/error-state';
import { ListSpinner } from '@/components/ui/spinner';

/** A report as its request stands: loading, failed (with 'Reintentar'), or shown, dimmed while the next loads. */
export function ReportBody<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  let body;
  if (query.isError) {
    body = (
      <ErrorState
        message={REPORT_TEXTS.loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else if (query.data === undefined) {
    body = <ListSpinner label={REPORT_TEXTS.loading} />;
  } else {
    body = children(query.data);
  }
  return (
    <div
      aria-busy={query.isFetching || undefined}
      className={query.isPlaceholderData ? 'opacity-60' : undefined}
    >
      {body}
    </div>
  );
}
