import { HOURS_TEXTS, PAYMENTS_TEXTS, REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import { cn } from '@/lib/cn';

export const REPORT_TABS = ['hours', 'payments'] as const;
export type TReportTab = (typeof REPORT_TABS)[number];

const TAB_LABELS: Record<TReportTab, string> = { hours: HOURS_TEXTS.tab, payments: PAYMENTS_TEXTS.tab };

export const reportTabId = (baseId: string, tab: TReportTab) => `${baseId}-tab-${tab}`;

/** The reports as tabs: each is a button that shows its panel; the period above stays as it is. */
export function ReportTabs({
  tab,
  onChange,
  baseId,
}: {
  tab: TReportTab;
  onChange: (tab: TReportTab) => void;
  /** The screen's id: each tab is `${baseId}-tab-${name}`, and controls the panel `${baseId}-panel`. */
  baseId: string;
}) {
  return (
    <div role="tablist" aria-label={REPORT_TEXTS.tabs} className="mb-4 flex flex-wrap gap-2">
      {REPORT_TABS.map((option) => {
        const isChosen = option === tab;
        return (
          <button
            key={option}
            id={reportTabId(baseId, option)}
            type="button"
            role="tab"
            aria-selected={isChosen}
            aria-controls={`${baseId}-panel`}
            onClick={() => onChange(option)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-teal-400 focus-visible:outline-none',
              isChosen
                ? 'bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950'
                : 'border border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200',
            )}
          >
            {TAB_LABELS[option]}
          </button>
        );
      })}
    </div>
  );
}
