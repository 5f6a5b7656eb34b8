import { useId, useState } from 'react';
import { todayInZone } from '@cuadre/shared/common/dates';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import type { TReportPeriod } from '@cuadre/shared/reports/period';
import { REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentShop } from '@/hooks/use-document-shop';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useHoursReport } from '../api/get-hours-report';
import { usePaymentsReport } from '../api/get-payments-report';
import { HoursReportView } from './hours-report-view';
import { PaymentsReportView } from './payments-report-view';
import { firstChoice, periodOfChoice, type TPeriodChoice } from './period-choice';
import { ReportBody } from './report-body';
import { ReportPeriodPicker } from './report-period-picker';
import { reportTabId, ReportTabs, type TReportTab } from './report-tabs';

function HoursTab({ period, shop }: { period: TReportPeriod; shop: TDocumentShop }) {
  return (
    <ReportBody query={useHoursReport(period)}>
      {(report) => <HoursReportView report={report} shop={shop} />}
    </ReportBody>
  );
}

function PaymentsTab({ period, shop }: { period: TReportPeriod; shop: TDocumentShop }) {
  return (
    <ReportBody query={usePaymentsReport(period)}>
      {(report) => <PaymentsReportView report={report} shop={shop} />}
    </ReportBody>
  );
}

/**
 * /dashboard/reportes (decision record 033): one period for every report, a tab per report. The period stays
 * when the owner moves between reports.
 */
export function ReportsScreen() {
  const timeZone = useSellerTimeZone();
  const today = todayInZone(timeZone);
  const baseId = useId();
  const [tab, setTab] = useState<TReportTab>('hours');
  const [choice, setChoice] = useState<TPeriodChoice>(() => firstChoice(today));
  const asked = periodOfChoice(choice, today);
  // The last period that could be asked stays on screen while a range is being typed.
  const [shown, setShown] = useState(asked.period ?? firstChoice(today));
  if (asked.period && (asked.period.from !== shown.from || asked.period.to !== shown.to))
    setShown(asked.period);
  const shop = useDocumentShop(timeZone);

  const pick = (next: TPeriodChoice) =>
    // A range starts from the days on screen, so that it is one date to change, not two to type.
    setChoice(next.preset === 'range' && choice.preset !== 'range' ? { ...next, ...shown } : next);

  return (
    <>
      <PageHeader title={REPORT_TEXTS.title} />
      <ReportPeriodPicker choice={choice} problem={asked.problem} onChange={pick} />
      <ReportTabs tab={tab} onChange={setTab} baseId={baseId} />
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={reportTabId(baseId, tab)}>
        {tab === 'hours' ? (
          <HoursTab period={shown} shop={shop} />
        ) : (
          <PaymentsTab period={shown} shop={shop} />
        )}
      </div>
    </>
  );
}
