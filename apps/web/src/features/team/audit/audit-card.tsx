import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@cuadre/shared/team/audit';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { api, isApiError, type TApiListResponse } from '@/lib/api-client';

const PAGE_SIZE = 10;

export const AUDIT_TEXTS = {
  title: 'Registro del negocio',
  explanation:
    'Aprobaciones, reembolsos, cambios de precio, ajustes de inventario, diferencias de caja y cambios del equipo: ' +
    'quién hizo qué y cuándo.',
  loading: 'Cargando el registro...',
  loadError: 'Error al cargar el registro',
  empty: 'Todavía no hay nada en el registro.',
  more: 'Ver más',
  removed: 'Miembro quitado',
} as const;

/**
 * The shop's record in Perfil (decision record 029), for the owner only (anyone else gets 403 and sees no
 * section): newest first, ten at a time.
 */
export function AuditCard() {
  const timeZone = useSellerTimeZone();
  const [pages, setPages] = useState(1);
  const audit = useQuery({
    queryKey: ['shop', 'audit', pages],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      api.get<TApiListResponse<TAuditEntry>>('/shop/audit', {
        params: { page: 1, pageSize: PAGE_SIZE * pages },
        signal,
      }),
  });
  if (audit.isError && isApiError(audit.error) && audit.error.status === 403) return null;

  let body;
  if (audit.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-400">
        <Spinner label={AUDIT_TEXTS.loading} />
      </div>
    );
  } else if (audit.isError) {
    body = (
      <ErrorState
        className="mt-4"
        message={AUDIT_TEXTS.loadError}
        onRetry={() => void audit.refetch()}
        isRetrying={audit.isRefetching}
      />
    );
  } else if (audit.data.data.length === 0) {
    body = <p className="mt-4 text-sm text-slate-400">{AUDIT_TEXTS.empty}</p>;
  } else {
    body = (
      <>
        <ul className="mt-4 divide-y divide-slate-700">
          {audit.data.data.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-2 text-sm">
              <p className="break-words">{entry.summary}</p>
              <p className="text-xs text-slate-400">
                {entry.memberName ?? AUDIT_TEXTS.removed} · {formatDateTimeEs(entry.createdAt, timeZone)}
              </p>
            </li>
          ))}
        </ul>
        {audit.data.total > audit.data.data.length && (
          <Button
            variant="ghost"
            className="mt-2"
            isLoading={audit.isFetching}
            onClick={() => setPages((count) => count + 1)}
          >
            {AUDIT_TEXTS.more}
          </Button>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="audit-title" className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700">
      <h2 id="audit-title" className="text-lg font-semibold">
        {AUDIT_TEXTS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{AUDIT_TEXTS.explanation}</p>
      {body}
    </section>
  );
}
