import { useState } from 'react';
import { todayInZone } from '@cuadre/shared/common/dates';
import { HOURS_TEXTS, REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSpinner } from '@/components/ui/spinner';
import { useDocumentShop } from '@/hooks/use-document-shop';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useHoursReport } from '../api/get-hours-report';
import { HoursReportView } from './hours-report-view';
import { firstChoice, periodOfChoice, type TPeriodChoice } from './period-choice';
import { ReportPeriodPicker } from './report-period-picker';

/**
 * /dashboard/reportes (decision record 033): one period for every report, a tab per report. The period stays
 * when the owner moves between reports.
 */
export function ReportsScreen() {
  const timeZone = useSellerTimeZone();
  const today = todayInZone(timeZone);
  const [choice, setChoice] = useState<TPeriodChoice>(() => firstChoice(today));
  const asked = periodOfChoice(choice, today);
  // The last period that could be asked stays on screen while a range is being typed.
  const [shown, setShown] = useState(asked.period ?? firstChoice(today));
  if (asked.period && (asked.period.from !== shown.from || asked.period.to !== shown.to))
    setShown(asked.period);
  const hours = useHoursReport(shown);
  const shop = useDocumentShop(timeZone);

  const pick = (next: TPeriodChoice) =>
    // A range starts from the days on screen, so that it is one date to change, not two to type.
    setChoice(next.preset === 'range' && choice.preset !== 'range' ? { ...next, ...shown } : next);

  let body;
  if (hours.isError) {
    body = (
      <ErrorState
        message={REPORT_TEXTS.loadFailed}
        onRetry={() => void hours.refetch()}
        isRetrying={hours.isRefetching}
      />
    );
  } else if (!hours.data) {
    body = <ListSpinner label={REPORT_TEXTS.loading} />;
  } else {
    body = <HoursReportView report={hours.data} shop={shop} />;
  }

  return (
    <>
      <PageHeader title={REPORT_TEXTS.title} />
      <ReportPeriodPicker choice={choice} problem={asked.problem} onChange={pick} />
      <nav aria-label={REPORT_TEXTS.tabs} className="mb-4 flex flex-wrap gap-2">
        <span
          aria-current="page"
          className="rounded-full bg-teal-700 px-3 py-1 text-sm font-semibold text-white dark:bg-teal-500 dark:text-slate-950"
        >
          {HOURS_TEXTS.tab}
        </span>
      </nav>
      <div
        aria-busy={hours.isFetching || undefined}
        className={hours.isPlaceholderData ? 'opacity-60' : undefined}
      >
        {body}
      </div>
    </>
  );
}
