import { useState, type ReactNode } from 'react';
import {
  NON_FISCAL_NOTICE,
  showsByMember,
  TILL_REPORT_SECTIONS,
  tillReportHeading,
} from '@cuadre/shared/till/till';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import { shopDetailLines } from '@cuadre/shared/documents/document-shop';
import { PrintStyles } from '@/components/print/print-styles';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import type { TReportPaper } from '../api/download-till-report';
import { TillByMember } from './till-by-member';
import { TillCountLines } from './till-count-lines';
import { TillMovementsList } from './till-movements-list';
import { TillSummary } from './till-summary';
import { useDocumentShop } from '@/hooks/use-document-shop';
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
 * A session's Z report (design §11): the shop, who and when, the figures, each line's expected / counted /
 * difference, the money moved and the notes — the same content as the PDF and the WhatsApp text. Read-only: a
 * closed session never changes.
 */
export function ZReport({ session }: { session: TCashSession }) {
  const timeZone = useSellerTimeZone();
  const shop = useDocumentShop(timeZone);
  const [paper, setPaper] = useState<TReportPaper>('80');
  const isClosed = session.status === 'CLOSED';
  const heading = tillReportHeading(session, timeZone);

  return (
    <div className="grid gap-4">
      <PrintStyles paper={paper} />
      <article
        data-print-root
        aria-label={isClosed ? 'Reporte Z' : 'Reporte X'}
        className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <header className="grid gap-1 text-sm">
          <h2 className="text-xl font-bold">{heading.title}</h2>
          {shop.name && <p className="font-semibold">{shop.name}</p>}
          {shopDetailLines(shop).map((line) => (
            <p key={line} className="break-words">
              {line}
            </p>
          ))}
          {heading.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </header>
        <ReportPart title="Cifras">
          <TillSummary summary={session.summary} />
        </ReportPart>
        <ReportPart title={TILL_REPORT_SECTIONS.lines}>
          <TillCountLines lines={session.lines} />
        </ReportPart>
        <ReportPart title={TILL_REPORT_SECTIONS.movements}>
          <TillMovementsList movements={session.movements} />
        </ReportPart>
        {showsByMember(session.byMember) && (
          <ReportPart title={TILL_REPORT_SECTIONS.byMember}>
            <TillByMember members={session.byMember} />
          </ReportPart>
        )}
        {session.notes && (
          <ReportPart title="Notas">
            <p className="text-sm break-words whitespace-pre-line">{session.notes}</p>
          </ReportPart>
        )}
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">{NON_FISCAL_NOTICE}</p>
      </article>
      <ZReportActions session={session} shopName={shop.name} paper={paper} onPaperChange={setPaper} />
    </div>
  );
}
