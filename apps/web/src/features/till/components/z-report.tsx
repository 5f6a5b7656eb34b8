import { useState, type ReactNode } from 'react';
import { formatDateTimeEs } from '@cuadre/shared/domain/dates';
import { formatUsd, formatVes } from '@cuadre/shared/domain/money';
import type { TCashSession } from '@cuadre/shared/schemas/cash-sessions';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { PrintStyles, type TPrintPaper } from './print-styles';
import { TillCountLines } from './till-count-lines';
import { TillMovementsList } from './till-movements-list';
import { TillSummary } from './till-summary';
import { useShopName } from './use-shop-name';
import { ZReportActions } from './z-report-actions';

function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A session's Z report (design §11): who and when, the figures, each line's expected / counted / difference,
 * the money moved and the notes — the same content as the PDF and the WhatsApp text. Read-only: a closed
 * session never changes.
 */
export function ZReport({ session }: { session: TCashSession }) {
  const timeZone = useSellerTimeZone();
  const shopName = useShopName();
  const [paper, setPaper] = useState<TPrintPaper>('80');
  const isClosed = session.status === 'CLOSED';

  return (
    <div className="grid gap-4">
      <PrintStyles paper={paper} />
      <article
        data-print-root
        aria-label={isClosed ? 'Reporte Z' : 'Reporte X'}
        className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <header className="grid gap-1 text-sm">
          <h2 className="text-xl font-bold">{isClosed ? 'Reporte Z' : 'Reporte X (caja abierta)'}</h2>
          {shopName && <p className="font-semibold">{shopName}</p>}
          <p>Apertura: {formatDateTimeEs(session.openedAt, timeZone)}</p>
          <p>
            {session.closedAt
              ? `Cierre: ${formatDateTimeEs(session.closedAt, timeZone)}`
              : 'Caja abierta: cifras provisionales'}
          </p>
          <p>
            Fondo inicial: {formatUsd(session.openingFloat.USD)} y {formatVes(session.openingFloat.VES)}
          </p>
        </header>
        <ReportPart title="Cifras">
          <TillSummary summary={session.summary} />
        </ReportPart>
        <ReportPart title="Caja por método y moneda">
          <TillCountLines lines={session.lines} />
        </ReportPart>
        <ReportPart title="Entradas y salidas de dinero">
          <TillMovementsList movements={session.movements} />
        </ReportPart>
        {session.notes && (
          <ReportPart title="Notas">
            <p className="text-sm break-words whitespace-pre-line">{session.notes}</p>
          </ReportPart>
        )}
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">Documento no fiscal</p>
      </article>
      <ZReportActions session={session} shopName={shopName} paper={paper} onPaperChange={setPaper} />
    </div>
  );
}
