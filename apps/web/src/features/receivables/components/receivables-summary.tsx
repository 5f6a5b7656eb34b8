import { CircleAlert, HandCoins, Users } from 'lucide-react';
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from '@cuadre/shared/credit/constants';
import type { TReceivables } from '@cuadre/shared/credit/schemas';
import type { TDualAmount } from '@cuadre/shared/money/dual-amount';
import { formatUsd, formatVes } from '@cuadre/shared/money/money';
import { StatCard } from '@/components/ui/stat-card';
import { DualAmount } from '@/components/ui/dual-amount';
import { RECEIVABLES_TEXTS } from './receivables-texts';

const inBolivares = (amount: TDualAmount) => (amount.ves === null ? null : formatVes(amount.ves));

/** What is owed in all, how much of it is past due, by whom, and how old it is (0–30 … más de 90 días). */
export function ReceivablesSummary({ report }: { report: TReceivables }) {
  return (
    <section aria-label={RECEIVABLES_TEXTS.summary} className="mb-6 grid grid-cols-1 gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          label={RECEIVABLES_TEXTS.owed}
          value={formatUsd(report.owed.usd)}
          note={inBolivares(report.owed)}
          icon={HandCoins}
        />
        <StatCard
          label={RECEIVABLES_TEXTS.overdue}
          value={formatUsd(report.overdue.usd)}
          note={inBolivares(report.overdue)}
          icon={CircleAlert}
        />
        <StatCard
          label={RECEIVABLES_TEXTS.clients}
          value={String(report.clientCount)}
          note={RECEIVABLES_TEXTS.overdueClients(report.overdueClientCount)}
          icon={Users}
        />
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
          {RECEIVABLES_TEXTS.ageing}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {AGEING_BUCKETS.map((bucket) => (
            <li
              key={bucket}
              className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <article aria-label={AGEING_BUCKET_LABELS[bucket]}>
                <h3 className="text-xs font-medium text-slate-600 dark:text-slate-300">
                  {AGEING_BUCKET_LABELS[bucket]}
                </h3>
                <DualAmount amount={report.buckets[bucket]} className="mt-1" />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
