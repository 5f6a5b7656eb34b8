import type { LucideIcon } from 'lucide-react';

/** One figure of a seller screen's summary row: an icon, its label and the value (spec §2 Statistics, Expenses). */
export function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
        <p className="truncate text-xl font-bold tabular-nums">{value}</p>
      </div>
    </div>
  );
}
