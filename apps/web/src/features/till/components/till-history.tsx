import { Link } from 'react-router';
import { History } from 'lucide-react';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import { MAIN_REGISTER_NAME } from '@cuadre/shared/team/constants';
import { formatUsd } from '@cuadre/shared/money/money';
import { tillLineKey, tillLineLabel } from '@cuadre/shared/till/till';
import type { TCashSessionListItem } from '@cuadre/shared/till/schemas';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { ListSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useTillSessions } from '../api/get-till-sessions';
import { DifferenceBadge } from './difference-badge';

function SessionCard({ session, timeZone }: { session: TCashSessionListItem; timeZone: string }) {
  const isOpen = session.status === 'OPEN';
  const uneven = session.lines.filter((line) => line.difference !== null && line.difference !== 0);
  const openedAt = formatDateTimeEs(session.openedAt, timeZone);
  return (
    <li
      aria-label={`Caja del ${openedAt}`}
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {openedAt}
          {session.registerName !== MAIN_REGISTER_NAME && ` · ${session.registerName}`}
        </p>
        {isOpen ? <Badge tone="info">Abierta</Badge> : <Badge tone="neutral">Cerrada</Badge>}
      </div>
      {session.closedAt && (
        <p className="text-slate-600 dark:text-slate-300">
          Cierre: {formatDateTimeEs(session.closedAt, timeZone)}
        </p>
      )}
      <p>
        {session.summary.salesCount} {session.summary.salesCount === 1 ? 'venta' : 'ventas'} · Ingresos{' '}
        <span className="font-semibold tabular-nums">{formatUsd(session.summary.revenue)}</span>
      </p>
      {!isOpen && (
        <div className="flex flex-wrap gap-2">
          {uneven.length === 0 ? (
            <DifferenceBadge difference={0} currency="USD" />
          ) : (
            uneven.map((line) => (
              <span key={tillLineKey(line)} className="flex flex-wrap items-center gap-1">
                <span className="text-slate-600 dark:text-slate-300">{tillLineLabel(line)}:</span>
                <DifferenceBadge difference={line.difference ?? 0} currency={line.currency} />
              </span>
            ))
          )}
        </div>
      )}
      <Link
        to={isOpen ? paths.dashboard.till : paths.dashboard.tillReport(session.id)}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'justify-self-start' })}
      >
        {isOpen ? 'Ver caja abierta' : 'Ver reporte Z'}
      </Link>
    </li>
  );
}

/** "Historial de cajas": sessions newest first, each with its revenue and its differences; closed ones never change. */
export function TillHistory() {
  const timeZone = useSellerTimeZone();
  const listPage = useListPage('');
  const query = useTillSessions(listPage.page);
  useStayWithinPages(listPage, {
    totalPages: query.data?.totalPages ?? 0,
    isPlaceholderData: query.isPlaceholderData,
  });

  if (query.isPending) return <ListSpinner label="Cargando el historial..." />;
  if (query.isError) {
    return (
      <ErrorState
        message="No se pudo cargar el historial de cajas."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (query.data.data.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="Aún no hay cajas"
        description="Cuando abras y cierres la caja, cada cierre aparecerá aquí con su reporte Z."
      />
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Cajas">
        {query.data.data.map((session) => (
          <SessionCard key={session.id} session={session} timeZone={timeZone} />
        ))}
      </ul>
      <Pagination
        page={listPage.page}
        totalPages={query.data.totalPages}
        onPageChange={listPage.setPage}
        hideWhenSinglePage
        isDisabled={query.isPlaceholderData}
      />
    </>
  );
}
